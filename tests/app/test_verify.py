"""``--verify FILE``: a saved match is checked for legal moves and fair dice,
and every answer is one line, never a traceback."""

from __future__ import annotations

import io
import json
import random

import pytest

from nard_desktop.app.matfile import export_mat
from nard_desktop.app.record import dumps, loads, record_from_match
from random_play import play_random, self_test_match
from nard_desktop.app.verify import run_verify, save_self_test, verify_file
from nard_desktop.engine import Match, SeededRoller
from nard_desktop.engine.fairdice import FairRoller, commitment_of


def _fair_file(tmp_path, seed=3):
    match, meta = self_test_match(seed)
    record = record_from_match(match, meta)
    path = tmp_path / "match.nardmatch"
    path.write_bytes(dumps(record))
    return path, record


def _verdict(path):
    ok, message = verify_file(path)
    assert message and "\n" not in message and "Traceback" not in message
    return ok, message


def test_a_fair_and_legal_match_passes(tmp_path):
    path, record = _fair_file(tmp_path)
    ok, message = _verdict(path)
    assert ok, message
    assert "fair and legal" in message and f"{record['dice']['rolls']} rolls" in message
    assert record["dice"]["commitment"][:16] in message


def test_dice_other_than_the_committed_ones_are_caught(tmp_path):
    """The program rolled with one seed but showed the commitment of another."""
    path, record = _fair_file(tmp_path)
    other = bytes([99]) * 32
    record["dice"]["seed"] = other.hex()
    record["dice"]["commitment"] = commitment_of(other)
    path.write_bytes(dumps(record))
    ok, message = _verdict(path)
    assert not ok and "NOT FAIR" in message and "roll 1 " in message


def test_one_changed_roll_is_caught(tmp_path):
    """Dice swapped in order keep every move legal but are not the seed's."""
    path, record = _fair_file(tmp_path)
    events = record["games"][0]["events"]
    for i, e in enumerate(events):
        if (e["kind"] == "roll" and events[i - 1]["kind"] != "opening" and e["dice"][0] != e["dice"][1]
                and events[i + 1]["kind"] == "move"):
            e["dice"].reverse()
            events[i + 1]["dice"].reverse()
            break
    else:
        pytest.fail("no roll to change")
    path.write_bytes(dumps(record))
    loads(path.read_bytes())  # still a legal match
    ok, message = _verdict(path)
    assert not ok and "NOT FAIR" in message


def test_a_seed_that_does_not_fit_the_commitment_is_caught(tmp_path):
    path, record = _fair_file(tmp_path)
    record["dice"]["seed"] = "11" * 32
    path.write_bytes(dumps(record))
    ok, message = _verdict(path)
    assert not ok and "NOT FAIR" in message and "commitment" in message


def test_an_illegal_move_is_caught(tmp_path):
    path, record = _fair_file(tmp_path)
    move = next(e for e in record["games"][0]["events"] if e["kind"] == "move")
    move["steps"] = [[20, 20 - move["dice"][0]], [20, 20 - move["dice"][1]]]
    del move["play"]
    path.write_bytes(dumps(record))
    ok, message = _verdict(path)
    assert not ok and "NOT LEGAL" in message


def test_matches_without_fair_dice_or_revealed_seed_cannot_be_proven_fair(tmp_path):
    seeded = Match(3, roller=SeededRoller(1))
    play_random(seeded, random.Random(1))
    path = tmp_path / "seeded.nardmatch"
    path.write_bytes(dumps(record_from_match(seeded)))
    ok, message = _verdict(path)
    assert not ok and "moves legal" in message and "not played with provably fair dice" in message

    live = Match(5, roller=FairRoller())
    play_random(live, random.Random(2), 40, cube=0.0, resign=0.0)
    path = tmp_path / "live.nardmatch"
    path.write_bytes(dumps(record_from_match(live)))
    ok, message = _verdict(path)
    assert not ok and "revealed only when the match is over" in message and "in progress" in message


@pytest.mark.parametrize("content", [
    b"", b"\x00\x01garbage", b'{"format": "nard-desktop-match", "version": 1, "games": [',
    b"[]", b'{"format": "nard-desktop-match", "version": 7}',
])
def test_damaged_or_foreign_files_get_a_message(tmp_path, content):
    path = tmp_path / "bad"
    path.write_bytes(content)
    ok, message = _verdict(path)
    assert not ok and message.startswith("bad: ")


def test_a_mat_file_or_a_missing_file_gets_a_message(tmp_path):
    match, meta = self_test_match(1)
    mat = tmp_path / "m.mat"
    mat.write_text(export_mat(match, meta), encoding="utf-8")
    ok, message = _verdict(mat)
    assert not ok and "fair-dice proof" in message and "not a valid" not in message
    assert _verdict(tmp_path / "missing.nardmatch") == (False, "missing.nardmatch: cannot read the file: "
                                                                "No such file or directory")
    assert _verdict(tmp_path)[0] is False


def test_run_verify_prints_the_verdict_and_gives_the_exit_status(tmp_path):
    path, _ = _fair_file(tmp_path)
    out = io.StringIO()
    assert run_verify(path, out) == 0
    assert out.getvalue().count("\n") == 1 and "fair and legal" in out.getvalue()
    path.write_bytes(path.read_bytes()[:100])
    out = io.StringIO()
    assert run_verify(path, out) == 1


def test_save_self_test_writes_a_match_that_verifies(tmp_path):
    path = tmp_path / "self-test.nardmatch"
    match, meta = self_test_match(1)
    ok, message = save_self_test(path, match=match, meta=meta)
    assert ok, message
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "nard-desktop-match" and record["dice"]["kind"] == "fair"
    assert verify_file(path)[0]
    ok, message = save_self_test(tmp_path / "no" / "such" / "dir" / "x.nardmatch", match=match, meta=meta)
    assert not ok and "cannot save" in message


def _cli(*args):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root))
    code = ("import sys; from nard_desktop.cli import main; status = main(sys.argv[1:]); "
            "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; "
            "print('QT LOADED' if qt else '', file=sys.stderr); sys.exit(status)")
    return subprocess.run([sys.executable, "-c", code, *map(str, args)], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120)


def test_command_line_verify_prints_one_line_and_sets_the_status_without_qt(tmp_path):
    path, _ = _fair_file(tmp_path)
    good = _cli("--verify", path)
    assert good.returncode == 0, good.stderr
    assert good.stdout.count("\n") == 1 and "fair and legal" in good.stdout
    assert "QT LOADED" not in good.stderr
    path.write_bytes(b"\x89PNG\r\n")
    bad = _cli("--verify", path)
    assert bad.returncode == 1 and bad.stdout.startswith("match.nardmatch: ")
    assert "Traceback" not in bad.stderr and "QT LOADED" not in bad.stderr


def test_loading_and_saving_matches_loads_no_qt():
    import subprocess
    import sys

    import os
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = ("import sys, nard_desktop.app.record, nard_desktop.app.matfile, nard_desktop.app.autosave, "
            "nard_desktop.app.verify; "
            "sys.exit(1 if [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))] else 0)")
    env = dict(os.environ, PYTHONPATH=str(root))
    assert subprocess.run([sys.executable, "-c", code], cwd=root, env=env, timeout=120).returncode == 0
