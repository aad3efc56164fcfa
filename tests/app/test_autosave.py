"""Autosave: atomic writes, resuming the unfinished match, and surviving kill -9."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nard_desktop.app import autosave as autosave_module
from nard_desktop import atomic
from nard_desktop.app.autosave import CURRENT_NAME, PREVIOUS_NAME, Autosaver, save_atomic
from nard_desktop.app.record import dumps, new_meta, record_from_match
from random_play import play_random, self_test_match
from nard_desktop.engine import Match, RuleSet
from nard_desktop.engine.fairdice import FairRoller

# The checkout (or installed package) the child process imports the autosave from.
PACKAGE_ROOT = Path(autosave_module.__file__).resolve().parents[2]


def _temporaries(directory: Path) -> list[Path]:
    return [p for p in directory.iterdir() if p.name.endswith(".tmp")]


def _live_match(actions=60, seed=1, length=5):
    match = Match(length, roller=FairRoller(bytes([seed]) * 32))
    play_random(match, random.Random(seed), actions, cube=0.0, resign=0.0)
    assert not match.is_over
    return match


# ---------------------------------------------------------------- save_atomic
def test_save_atomic_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "match.nardmatch"
    save_atomic(target, b"first")
    save_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert _temporaries(tmp_path) == []


def test_a_failed_save_keeps_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "match.nardmatch"
    save_atomic(target, b"good")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", disk_full)
    with pytest.raises(OSError):
        save_atomic(target, b"x" * 10_000)
    assert target.read_bytes() == b"good"
    assert _temporaries(tmp_path) == []
    with pytest.raises(TypeError):
        save_atomic(target, "text")  # type: ignore[arg-type]


# ------------------------------------------------------------------ Autosaver
def test_resume_offers_the_unfinished_match_exactly(tmp_path):
    saver = Autosaver(tmp_path / "data")  # created on the first save
    assert saver.load_latest() is None
    match = _live_match()
    meta = new_meta([{"name": "Ali", "kind": "human", "level": None},
                     {"name": "Computer", "kind": "computer", "level": "strong"}], app={"flip": True})
    saver.save(record_from_match(match, meta, include_seed=True))
    resume = Autosaver(tmp_path / "data").load_latest()
    assert resume is not None and resume.path.name == CURRENT_NAME
    loaded = resume.match
    g, lg = match.game, loaded.game
    assert (lg.phase, lg.on_roll, lg.position, lg.dice, lg.cube) == (g.phase, g.on_roll, g.position, g.dice, g.cube)
    assert loaded.score == match.score and loaded.rules == match.rules
    assert resume.meta["players"] == meta["players"] and resume.meta["app"] == {"flip": True}
    # The same committed dice go on.
    assert loaded.roller.roll() == match.roller.roll()


def test_a_finished_match_is_not_offered_and_clear_forgets(tmp_path):
    saver = Autosaver(tmp_path)
    match, meta = self_test_match(1)
    saver.save(record_from_match(match, meta))
    assert saver.load_latest() is None
    assert saver.load_latest(unfinished_only=False).match.is_over
    saver.clear()
    assert saver.candidates() == [] and saver.load_latest(unfinished_only=False) is None


def test_a_damaged_latest_save_falls_back_to_the_one_before(tmp_path):
    saver = Autosaver(tmp_path)
    first = _live_match(40)
    second = _live_match(80)
    saver.save(record_from_match(first, include_seed=True))
    saver.save(dumps(record_from_match(second, include_seed=True)))
    assert saver.load_latest().match.score == second.score
    assert len(saver.load_latest().match.games[-1].history) == len(second.games[-1].history)
    (tmp_path / CURRENT_NAME).write_bytes(b'{"format": "nard-desktop-match", "version": 1, "ga')
    resume = saver.load_latest()
    assert resume.path.name == PREVIOUS_NAME
    assert len(resume.match.games[-1].history) == len(first.games[-1].history)
    (tmp_path / PREVIOUS_NAME).write_bytes(b"\x00" * 100)
    assert saver.load_latest() is None


def test_stale_temporaries_of_a_killed_save_are_removed(tmp_path):
    stale = tmp_path / ".autosave-dead.tmp"
    stale.write_bytes(b"half a save")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = tmp_path / ".autosave-running.tmp"
    fresh.write_bytes(b"a save in progress elsewhere")
    Autosaver(tmp_path)
    assert not stale.exists() and fresh.exists()


# ------------------------------------------------------------- kill -9 test
# A child process makes one save over an existing autosave and is killed at a chosen
# point of it: SIGKILL right after its n-th file-system call (open, write, fsync,
# link, rename, unlink, close ...), or, by a file-size limit (RLIMIT_FSIZE with
# SIGXFSZ's default action), in the middle of writing, at a chosen byte.  The points
# are counted, not timed, so every run kills at the same places.
_CHILD = r"""
import os, signal, sys
sys.path.insert(0, sys.argv[1])
from nard_desktop.app.autosave import Autosaver
directory, kill_at, kill_at_byte, links, new = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
data = open(new, "rb").read()
saver = Autosaver(directory)
steps = []

def step(name):
    steps.append(name)
    if len(steps) == kill_at:
        os.kill(os.getpid(), signal.SIGKILL)

def counted(fn, name):
    def call(*args, **kwargs):
        out = fn(*args, **kwargs)
        step(name)
        return out
    return call

if links == "none":  # a file system without hard links: the save moves the old file aside
    def no_link(*args, **kwargs):
        raise OSError(1, "Operation not permitted")
    os.link = no_link
for name in ("open", "close", "write", "fsync", "link", "replace", "rename", "unlink"):
    setattr(os, name, counted(getattr(os, name), name))
if kill_at_byte >= 0:
    import resource
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # Python ignores it: a write past the limit kills
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_FSIZE, (kill_at_byte, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
saver.save(data)
print(" ".join(steps), flush=True)
"""


def _blobs(tmp_path) -> list[bytes]:
    """Three different saves of matches in progress."""
    blobs = []
    for i, (length, actions) in enumerate(((5, 30), (0, 400), (7, 250))):
        match = Match(length, RuleSet.preset("money") if length == 0 else None,
                      roller=FairRoller(bytes([i + 1]) * 32))
        play_random(match, random.Random(i), actions, cube=0.0, resign=0.0)
        assert not match.is_over
        blobs.append(dumps(record_from_match(match, new_meta(app={"seq": i}), include_seed=True)))
    return blobs


def _killed_save(tmp_path, blobs, name: str, *, kill_at=0, kill_at_byte=-1, links="yes"):
    """A folder whose autosave is blobs[1] (blobs[0] before it), and a child that saves
    blobs[2] there and is killed as asked.  Returns (folder, return code, stdout)."""
    directory = tmp_path / name
    saver = Autosaver(directory)
    saver.save(blobs[0])
    saver.save(blobs[1])
    new = tmp_path / "new.json"
    new.write_bytes(blobs[2])
    run = subprocess.run([sys.executable, "-I", "-B", "-c", _CHILD, str(PACKAGE_ROOT), str(directory), str(kill_at),
                          str(kill_at_byte), links, str(new)], capture_output=True, timeout=120, check=False)
    return directory, run.returncode, run.stdout.decode()


def _old_or_new(directory: Path, blobs, *, links: str = "yes") -> int:
    """Which save the folder resumes (1: the old, 2: the new); the autosave file is one
    of them, whole (it may be missing only where there are no hard links: the old one
    is moved aside there before the new one takes its place), and so is the fallback."""
    old, new = blobs[1], blobs[2]
    current, previous = directory / CURRENT_NAME, directory / PREVIOUS_NAME
    if links == "yes" or current.exists():
        assert current.read_bytes() in (old, new), "the autosave is neither save, whole"
    else:
        assert previous.read_bytes() == old
    assert not previous.exists() or previous.read_bytes() in (blobs[0], old), "the fallback is not a whole save"
    resume = Autosaver(directory).load_latest()
    assert resume is not None, "the last good save was lost"
    return resume.record["app"]["seq"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX kill -9")
@pytest.mark.parametrize("links", ["yes", "none"])
def test_kill_9_at_every_step_of_a_save_leaves_the_old_save_or_the_new_one(tmp_path, links):
    """Killed after each file-system call of a save in turn, the autosave folder always
    resumes the old save or the new one, each file whole: the old one up to the moment
    the new one takes its place, the new one from then on."""
    blobs = _blobs(tmp_path)
    _, code, out = _killed_save(tmp_path, blobs, "whole", links=links)
    assert code == 0
    steps = out.split()
    assert {"open", "fsync", "replace"} <= set(steps), steps
    seen = []
    for n in range(1, len(steps) + 1):
        directory, code, _ = _killed_save(tmp_path, blobs, f"kill{n}", kill_at=n, links=links)
        assert code == -signal.SIGKILL, f"not killed after step {n} ({steps[n - 1]})"
        seen.append(_old_or_new(directory, blobs, links=links))
    # The old save until one rename puts the new one in its place, the new one after it.
    switch = seen.index(2)
    assert seen == [1] * switch + [2] * (len(seen) - switch) and 0 < switch < len(seen)
    assert steps[switch - 1] == "replace"


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs POSIX file-size limits")
def test_kill_in_mid_write_leaves_the_old_save(tmp_path):
    """Killed while the new save is being written, at its first byte, in its middle and
    at its last byte: the half-written temporary file is left (exactly that long), and
    the folder resumes the old save, whole."""
    blobs = _blobs(tmp_path)
    size = len(blobs[2])
    assert size > 10_000
    for at in (0, 1, 4096, size // 2, size - 1):
        directory, code, _ = _killed_save(tmp_path, blobs, f"byte{at}", kill_at_byte=at)
        assert code == -signal.SIGXFSZ, f"not killed at byte {at}"
        assert [p.stat().st_size for p in _temporaries(directory)] == [at]
        assert _old_or_new(directory, blobs) == 1


def test_every_played_match_replaced_many_times_is_kept_and_listed(tmp_path):
    """Twelve matches give way one after another: each is found again on disk
    and in the listing, newest first (none is dropped, as the five-file history did)."""
    import random as _random

    from nard_desktop.app.autosave import Autosaver
    from nard_desktop.app.record import dumps, record_from_match
    from nard_desktop.engine import Match, RuleSet, SeededRoller

    saver = Autosaver(tmp_path)
    kept = []
    for seed in range(12):
        match = Match(7, RuleSet.preset("international_match"), roller=SeededRoller(seed))
        game = match.game
        while game.phase.value == "opening":
            game.roll_opening()
        game.play(_random.Random(seed).choice(game.legal_plays()))
        kept.append(saver.keep_unfinished(dumps(record_from_match(match, include_seed=True))))
    assert all(p.exists() for p in kept)
    assert [entry.path for entry in saver.listing()] == list(reversed(kept))
    assert len(saver.history()) == 12
