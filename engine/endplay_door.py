"""The one door to endplay (the ``deals`` extra): its modules, without its package's
``__init__``.

endplay's ``__init__`` imports every part of endplay, its deal generator's plotting
(matplotlib.pyplot) and numpy among them: half a second, when a ruling needs only the
double-dummy solver (``engine.endings``) or the PBN and LIN parsers
(``engine.deal_files``), tens of milliseconds. Here the package is made without running
its ``__init__``, and the module asked for is imported into it as Python imports any
submodule; endplay's own modules import one another by their full names, never through
the package's top-level names, so nothing they use is missing. If endplay was already
imported whole, that package serves.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType


def loaded(name: str) -> bool:
    """Has ``endplay.<name>`` been imported in this process?"""
    return f"endplay.{name}" in sys.modules


def endplay(name: str) -> ModuleType:
    """``endplay.<name>`` (``dds``, ``types``, ``parsers.pbn``…); ImportError when
    endplay is not installed."""
    if "endplay" not in sys.modules:
        spec = importlib.util.find_spec("endplay")
        if spec is None or spec.submodule_search_locations is None:
            raise ImportError("endplay is not installed (the deals extra)")
        sys.modules["endplay"] = importlib.util.module_from_spec(spec)  # __init__ not run
    parts = f"endplay.{name}".split(".")
    for end in range(2, len(parts)):  # each package on the way, as an import statement
        importlib.import_module(".".join(parts[:end]))  # would (one marked missing fails)
    return importlib.import_module(".".join(parts))
