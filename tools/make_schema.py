"""Write the shipped JSON Schema of incident files (engine/incident.schema.json) from the
loader's key table: ``python tools/make_schema.py``."""

from __future__ import annotations

from ruling.engine.registry import install
from ruling.engine.schema import SHIPPED, text
from ruling.kb import KNOWLEDGE

if __name__ == "__main__":
    install(KNOWLEDGE)
    SHIPPED.write_text(text(), encoding="utf-8")
