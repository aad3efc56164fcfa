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
_CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
from nard_desktop.app.autosave import Autosaver
saver = Autosaver(sys.argv[2])
seq = int(sys.argv[3])
blobs = [open(p, "rb").read() for p in sys.argv[4:]]
first = True
while True:
    data = blobs[seq % len(blobs)].replace(b'"seq":"000000000"', b'"seq":"%09d"' % seq)
    saver.save(data)
    if first:
        sys.stdout.write("ready\n")
        sys.stdout.flush()
        first = False
    seq += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX kill -9")
def test_kill_9_at_random_moments_never_loses_the_last_good_save(tmp_path):
    """A child process saves in a loop and is killed with SIGKILL 30 times at
    random moments (during writes, fsyncs and renames); every time the save
    directory still yields a complete, valid match."""
    blobs = []
    for i, (length, actions) in enumerate(((5, 30), (0, 400), (7, 250))):
        match = Match(length, RuleSet.preset("money") if length == 0 else None,
                      roller=FairRoller(bytes([i + 1]) * 32))
        play_random(match, random.Random(i), actions, cube=0.0, resign=0.0)
        assert not match.is_over
        path = tmp_path / f"blob{i}.json"
        path.write_bytes(dumps(record_from_match(match, new_meta(app={"seq": "000000000"}), include_seed=True)))
        blobs.append(path)
    directory = tmp_path / "saves"
    rng = random.Random(2024)
    last_seq = -1
    killed_mid_save = 0
    kills = 30
    for _ in range(kills):
        child = subprocess.Popen(
            [sys.executable, "-I", "-c", _CHILD, str(PACKAGE_ROOT), str(directory), str(last_seq + 1),
             *map(str, blobs)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            assert child.stdout.readline() == b"ready\n", child.stderr.read().decode()
            time.sleep(rng.uniform(0, 0.03))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait(timeout=30)
            child.stdout.close()
            child.stderr.close()
        assert child.returncode == -signal.SIGKILL
        killed_mid_save += bool(_temporaries(directory))
        resume = Autosaver(directory).load_latest()
        assert resume is not None, "the last good save was lost"
        seq = int(resume.record["app"]["seq"])
        assert seq >= last_seq
        last_seq = seq
        for leftover in _temporaries(directory):
            leftover.unlink()  # as a later start does with stale ones
    # The kills did land inside saves (a temporary file was left behind).
    print(f"kills={kills} mid_save={killed_mid_save} saves={last_seq}")
    assert killed_mid_save >= 1


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
