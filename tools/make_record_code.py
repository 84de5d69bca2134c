"""Write the shipped code of the engine's record classes (engine/recordcode.py) from what
``engine.records`` writes for them: ``python tools/make_record_code.py``."""

from __future__ import annotations

from pathlib import Path

from ruling.engine import records

if __name__ == "__main__":
    Path(records.__file__).with_name("recordcode.py").write_text(records.shipped_text(),
                                                                 encoding="utf-8")
