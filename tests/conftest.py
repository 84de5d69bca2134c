"""The tests are a composition root: they hand the engine the knowledge base.

They also keep the cache of built networks (``engine.netcache``) out of the user's
home: every test process, and every ``ruling`` command a test starts (the variable is
inherited), reads and writes it in a temporary folder of its own, removed at the end.
"""

import os
import shutil
import tempfile

from ruling.engine.registry import install
from ruling.kb import KNOWLEDGE

TEST_CACHE = tempfile.mkdtemp(prefix="ruling-test-cache-")
os.environ["RULING_CACHE_DIR"] = TEST_CACHE

install(KNOWLEDGE)


def pytest_unconfigure(config):  # type: ignore[no-untyped-def]
    shutil.rmtree(TEST_CACHE, ignore_errors=True)
