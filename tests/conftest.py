"""The tests are a composition root: they hand the engine the knowledge base.

They also keep the caches (built networks, ``engine.netcache``; the laws' indexes,
``engine.lazylaws``; compiled code, ``engine.codecache``) out of the user's home:
every test process, and every ``ruling`` command a test starts (the variable is
inherited), reads and writes them in a temporary folder of its own, removed at the end.
"""

import os
import shutil
import subprocess
import sys
import tempfile

import pytest

# before anything of ruling is imported: its records' code is looked up (and kept, at
# the end) in the cache folder as their modules are imported
TEST_CACHE = tempfile.mkdtemp(prefix="ruling-test-cache-")
os.environ["RULING_CACHE_DIR"] = TEST_CACHE

from ruling.engine.registry import install  # noqa: E402
from ruling.kb import KNOWLEDGE  # noqa: E402

install(KNOWLEDGE)


@pytest.fixture(autouse=True)
def _claim_figures_worked_out_anew():  # type: ignore[no-untyped-def]
    """A claim's figures are kept by their cards (``kb.common.claims.figures``): a test
    that changes what works them out (a budget, the solver) must not find them kept by
    an earlier test. Emptied only where the module is imported already."""
    yield
    claims = sys.modules.get("ruling.kb.common.claims")
    if claims is not None:
        claims._figured.cache_clear()


def pytest_unconfigure(config):  # type: ignore[no-untyped-def]
    # the cache off first: this process writes its compiled code as it ends
    # (engine.codecache), and would make the folder again after it is removed
    os.environ["RULING_CACHE"] = "off"
    shutil.rmtree(TEST_CACHE, ignore_errors=True)


@pytest.fixture
def run_ruling():  # type: ignore[no-untyped-def]
    """``run_ruling(argv, modules)``: the ``ruling`` command (``entry.main``) run in a new
    process; its exit status, its stdout, and which of ``modules`` it had imported by
    the end (the proof that a command left something out)."""
    def run(argv: list[str], modules: list[str]) -> tuple[int, str, dict[str, bool]]:
        script = ("import sys\nfrom ruling.entry import main\ntry:\n    main()\n"
                  "    status = 0\nexcept SystemExit as end:\n    status = end.code\n"
                  f"print(status, *[name in sys.modules for name in {modules!r}], "
                  "file=sys.stderr)\n")
        done = subprocess.run([sys.executable, "-c", script, *argv], capture_output=True,
                              text=True, timeout=60)
        status, *loaded = done.stderr.splitlines()[-1].split()
        return int(status), done.stdout, dict(zip(modules, [w == "True" for w in loaded],
                                                  strict=True))

    return run
