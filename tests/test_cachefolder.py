"""The caches' costly writes made after the command's output (``engine.cachefolder``):
kept until the command's end, then made by a process of their own that holds the
folder's lock and none of the command's streams; a run reading a cache waits for it."""

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from ruling.engine import cachefolder
from ruling.engine.loader import load_incident
from ruling.engine.session import periods, rule_on
from ruling.kb.editions import engine_class

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def in_process(monkeypatch):
    """The writes made by this process (a test must never fork pytest)."""
    monkeypatch.setattr(cachefolder, "_may_fork", lambda: False)


def test_a_write_asked_outside_a_command_is_made_at_once():
    made = []
    cachefolder.write_later(lambda: made.append(1))
    assert made == [1]


def test_the_writes_of_a_command_are_made_after_it_in_their_order(in_process):
    """None during the command; after it, each in the order asked, one that fails
    leaving the others to be made."""
    made = []

    def fails() -> None:
        raise OSError("a full disk")

    with cachefolder.writes_after_output():
        cachefolder.write_later(lambda: made.append("network"))
        cachefolder.write_later(fails)
        cachefolder.write_later(lambda: made.append("index"))
        assert made == []
    assert made == ["network", "index"]
    cachefolder.write_later(lambda: made.append("now"))  # the command over: at once
    assert made[-1] == "now"


def test_a_write_taking_in_the_whole_process_is_made_with_a_command_s_or_at_exit(
        in_process, monkeypatch):
    """``write_at_end``: within a command, after it with its other writes, in the order
    asked; outside one, as the process ends."""
    made: list[str] = []
    at_exit: list[object] = []
    monkeypatch.setattr("atexit.register", at_exit.append)
    monkeypatch.setattr(cachefolder, "_AT_EXIT", [])
    with cachefolder.writes_after_output():
        cachefolder.write_later(lambda: made.append("network"))
        cachefolder.write_at_end(lambda: made.append("code"))
        assert made == []
    assert made == ["network", "code"] and at_exit == []
    write = lambda: made.append("at exit")  # noqa: E731
    cachefolder.write_at_end(write)
    assert at_exit == [write] and made == ["network", "code"]
    assert cachefolder.pending(write)  # left to the process's end


def test_a_cold_command_keeps_the_records_code_in_its_writer(tmp_path):
    """The records' code compiled by a cold command is written by the process that
    writes its other caches, not by the command as it ends: the command's own exit
    functions write nothing."""
    code = ("import atexit, os, sys\n"
            "from ruling.engine import codecache\n"
            "saved = []\n"
            "codecache._CACHE.save = lambda: saved.append(os.getpid())\n"
            "atexit.register(lambda: print('saved by the command', saved))\n"
            "sys.argv = ['ruling', 'infer', 'examples/insufficient-bid.yaml']\n"
            "from ruling.entry import main\n"
            "main()\n")
    env = {**os.environ, "RULING_CACHE_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "saved by the command []" in done.stdout


def test_the_writes_are_made_when_the_command_fails(in_process):
    made = []
    with pytest.raises(SystemExit), cachefolder.writes_after_output():
        cachefolder.write_later(lambda: made.append("network"))
        sys.exit(2)
    assert made == ["network"]


def test_a_network_is_recorded_alike_after_a_ruling(tmp_path, monkeypatch, in_process):
    """The network's file written after rulings (as a command writes it) holds the bytes
    written right after the build: a ruling changes nothing the records read."""
    monkeypatch.setenv("RULING_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("RULING_CACHE", raising=False)
    incidents = [load_incident(ROOT / "examples" / name)
                 for name in ("revoke.yaml", "claim.yaml", "revoke.yaml")]
    key = (incidents[0].laws, periods(incidents[0]))
    assert all((i.laws, periods(i)) == key for i in incidents)
    with cachefolder.writes_after_output():
        engine = engine_class(*key)()
        writes = list(cachefolder._LATER or ())
        assert writes  # the network's records
        for write in writes:
            write()
        networks = sorted(tmp_path.glob("network-*.json"))
        assert len(networks) == 1
        before = networks[0].read_bytes()
        networks[0].unlink()
        for incident in incidents:
            rule_on(incident, engine)
    assert networks[0].read_bytes() == before


WRITER = """
import os, sys, time
from pathlib import Path
from ruling.engine import cachefolder

folder = Path(sys.argv[1])

def write():
    go = folder / "go"
    deadline = time.monotonic() + 60
    while not go.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    (folder / "written").write_text(f"{os.getpid()} {go.exists()}")

with cachefolder.writes_after_output():
    cachefolder.write_later(write)
    print("ruled", os.getpid(), flush=True)
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the writes are made in the command")
def test_the_command_ends_with_its_output_and_a_reader_waits_for_the_writes(tmp_path):
    """The command's pipes close when it ends, the write still waiting for a sign only
    given after (were they held, the run would wait until the write gives up); the
    write is another process's, which holds the folder's lock until it is done, and a
    run reading the folder waits for it."""
    env = {**os.environ, "RULING_CACHE_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", WRITER, str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    word, command = done.stdout.split()
    assert word == "ruled" and done.stderr == ""
    assert (tmp_path / cachefolder.LOCK).exists() and not (tmp_path / "written").exists()
    (tmp_path / "go").touch()
    cachefolder.settle(tmp_path, wait=60)
    writer, saw_the_sign = (tmp_path / "written").read_text().split()
    assert writer != command and saw_the_sign == "True"
    assert not (tmp_path / cachefolder.LOCK).exists()  # the writer's own, removed


def test_no_process_is_forked_while_another_thread_runs():
    """fork copies only the thread calling it: with another running, the writes are
    this process's own."""
    release = threading.Event()
    thread = threading.Thread(target=release.wait)
    thread.start()
    try:
        assert not cachefolder._may_fork()
    finally:
        release.set()
        thread.join()


def test_a_reader_finding_no_writer_waits_for_nothing(tmp_path, monkeypatch):
    """No lock file, or one no process holds: settle never sleeps."""
    def sleep(seconds: float) -> None:
        raise AssertionError("settle waited")

    monkeypatch.setattr(cachefolder.time, "sleep", sleep)
    cachefolder.settle(tmp_path, wait=60)
    (tmp_path / cachefolder.LOCK).touch()
    cachefolder.settle(tmp_path, wait=60)


COLD = """
import atexit, sys
from ruling.entry import main
atexit.register(lambda: print("exit functions run", file=sys.stderr))
main()
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the writes are made in the command")
def test_a_cold_ruling_ends_as_one_writing_its_caches_itself(tmp_path):
    """A cold ``ruling infer`` whose writer is forked ends as without one: the same
    ruling and status, its exit functions run, and the caches there once the writer is
    done (the network and the laws' index; the records' code is shipped compiled,
    ``engine.recordcode``, and no code file is written)."""
    example = str(ROOT / "examples" / "revoke.yaml")
    env = {**os.environ, "RULING_CACHE_DIR": str(tmp_path)}
    env.pop("RULING_CACHE", None)
    cold = subprocess.run([sys.executable, "-c", COLD, "infer", example], env=env,
                          capture_output=True, text=True, timeout=120)
    cachefolder.settle(tmp_path, wait=60)
    itself = subprocess.run([sys.executable, "-c", COLD, "infer", example],
                            env={**env, "RULING_CACHE": "off"}, capture_output=True,
                            text=True, timeout=120)
    assert (cold.returncode, cold.stdout, cold.stderr) == (
        0, itself.stdout, "exit functions run\n")
    assert itself.stderr == "exit functions run\n"
    written = sorted(path.name.split("-")[0] for path in tmp_path.iterdir())
    assert written == ["laws", "network"]


@pytest.mark.parametrize(("code", "status", "stderr"), [
    (None, 0, ""), (3, 3, ""), ("a message", 1, "a message\n")])
def test_ending_without_teardown_gives_the_status_sys_exit_gives(code, status, stderr):
    """The exit functions registered before it run, what follows the command too, the
    streams are flushed, and the status is the one sys.exit gives."""
    script = ("import atexit, sys\nfrom ruling.entry import end_without_teardown\n"
              "atexit.register(lambda: print('before', end=''))\n"
              "print('out', end='')\n"
              f"try:\n    end_without_teardown({code!r})\n    sys.exit({code!r})\n"
              "except SystemExit:\n    print(' after ', end='')\n"
              f"sys.exit({code!r})\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (
        status, "out after before", stderr)


def test_a_write_after_a_source_changed_is_not_made(tmp_path, monkeypatch, in_process):
    """A law file changed while the command ran (a long ``ruling test``, an ``ask``):
    neither the network built nor the index made from the old rules is written, since a
    later run would take them for the new file's (the times moved, the bytes hashed
    after the change)."""
    from ruling.engine import lazylaws, netcache
    from ruling.engine.inference import RulingEngine
    from ruling.kb.editions import EDITIONS, _mixins

    monkeypatch.setenv("RULING_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("RULING_CACHE", raising=False)
    key = ("2017", frozenset({"auction"}))
    with cachefolder.writes_after_output():
        engine_class(*key)()
        lazylaws.write_index(engine_class(*key), (*_mixins("2017"), RulingEngine),
                             EDITIONS["2017"])
        for module in (netcache, lazylaws):
            stat_key = module.stat_key
            monkeypatch.setattr(module, "stat_key", lambda files, s=stat_key: s(files) + "!")
    assert list(tmp_path.glob("network-*")) == list(tmp_path.glob("laws-*")) == []
    monkeypatch.undo()
    monkeypatch.setenv("RULING_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(cachefolder, "_may_fork", lambda: False)
    with cachefolder.writes_after_output():  # the same, the sources unchanged: written
        engine_class(*key)()
        lazylaws.write_index(engine_class(*key), (*_mixins("2017"), RulingEngine),
                             EDITIONS["2017"])
    assert len(list(tmp_path.glob("network-*"))) == len(list(tmp_path.glob("laws-*"))) == 1


def test_a_writer_whose_folder_was_removed_writes_no_more(tmp_path):
    """The cache folder removed (the user clearing it) while the writer works: it does
    not make it again, nor a lock file someone put in its place."""
    folder = tmp_path / "cache"
    folder.mkdir()
    path = folder / cachefolder.LOCK
    path.touch()
    lock = os.open(path, os.O_RDONLY)
    try:
        assert cachefolder._still_held(path, lock)
        made = []
        cachefolder._make([lambda: made.append(1), lambda: path.unlink(),
                           lambda: made.append(3)], lambda: cachefolder._still_held(path, lock))
        assert made == [1]
        path.touch()  # another file at its name
        assert not cachefolder._still_held(path, lock)
    finally:
        os.close(lock)


def test_the_first_cache_file_read_waits_for_a_writer(tmp_path, monkeypatch):
    """read_framed settles first: the file a writer apart makes is there when read."""
    env = {**os.environ, "RULING_CACHE_DIR": str(tmp_path)}
    script = WRITER.replace('(folder / "written").write_text(f"{os.getpid()} {go.exists()}")',
                            'cachefolder.write_framed(folder / "written", {}, b"body")')
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    monkeypatch.setenv("RULING_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(cachefolder, "_SETTLED", [])
    (tmp_path / "go").touch()
    assert cachefolder.read_framed(tmp_path / "written", 1 << 10) == ({"body": [
        4, cachefolder.checksum(b"body")]}, b"body")
