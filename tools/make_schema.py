"""Write the shipped JSON Schema of incident files (engine/incident.schema.json) from the
loader's key table: ``python tools/make_schema.py``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.registry import install  # noqa: E402
from engine.schema import SHIPPED, text  # noqa: E402
from kb import KNOWLEDGE  # noqa: E402

if __name__ == "__main__":
    install(KNOWLEDGE)
    SHIPPED.write_text(text(), encoding="utf-8")
