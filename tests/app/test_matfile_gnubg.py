"""Our .mat files against GNU Backgammon itself (slow; skipped where gnubg is absent).

GNU Backgammon runs in text mode (``gnubg -t``): it imports our exports and
shows the score, exports them again for our importer, and plays matches
against itself whose exports our engine must replay.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from nard_desktop.app.matfile import export_mat, import_mat
from nard_desktop.app.record import new_meta
from random_play import play_random
from nard_desktop.engine import Match, RuleSet, SeededRoller

GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(GNUBG is None, reason="GNU Backgammon (gnubg) is not installed"),
]

_SCORE = re.compile(r"The score \(after (\d+) games?\) is: (.*?) (\d+), (.*?) (\d+) \((match to (\d+) points|money)")


def _gnubg(commands: list[str], tmp_path: Path, timeout: int = 240) -> str:
    script = tmp_path / "commands.txt"
    script.write_text("\n".join(commands) + "\n", encoding="utf-8")
    with script.open("rb") as stdin:
        done = subprocess.run([GNUBG, "-t", "-q"], stdin=stdin, capture_output=True, timeout=timeout,
                              cwd=tmp_path)
    return done.stdout.decode("utf-8", "replace") + done.stderr.decode("utf-8", "replace")


def _results(match):
    """What both programs must agree on: each play's result, each cube action,
    each game's winner and points."""
    out = []
    for g in match.games:
        for e in g.history:
            if e.kind == "move":
                out.append((e.player, tuple(sorted(e.dice)), e.play.result))
            elif e.kind in ("double", "take", "drop"):
                out.append((e.kind, e.player, e.value))
        out.append(None if g.result is None else (g.result.winner, g.result.points))
    return out


@pytest.mark.parametrize("length,seed", [(3, 1), (7, 2), (0, 3)])
def test_gnubg_reads_our_export_with_the_same_score_and_moves(tmp_path, length, seed):
    rules = RuleSet.preset("money") if length == 0 else RuleSet.preset("international_match")
    match = Match(length, rules, roller=SeededRoller(seed))
    play_random(match, random.Random(seed), None if length else 1200, cube=0.05, resign=0.01)
    ours = tmp_path / "ours.mat"
    ours.write_text(export_mat(match, new_meta([{"name": "Ali Reza"}, {"name": "سارا"}])), encoding="utf-8")
    out = _gnubg([f"import mat {ours}", "show score", f"export match mat {tmp_path / 'back.mat'}"], tmp_path)
    m = _SCORE.search(out)
    assert m, out[-2000:]
    games_played = sum(g.is_over for g in match.games)
    assert int(m.group(1)) == games_played
    assert (m.group(2), int(m.group(3)), m.group(4), int(m.group(5))) == ("Ali Reza", match.score[0], "سارا",
                                                                        match.score[1])
    # GNU Backgammon's own export of what it read, read back by us: the same match.
    back, _ = import_mat((tmp_path / "back.mat").read_bytes())
    assert _results(back) == _results(match)


@pytest.mark.parametrize("length,seed", [(5, 11), (7, 12)])
def test_a_match_gnubg_played_against_itself_replays_through_our_engine(tmp_path, length, seed):
    commands = []
    for p in (0, 1):
        commands += [f"set player {p} gnubg", f"set player {p} chequerplay evaluation plies 0",
                     f"set player {p} cubedecision evaluation plies 0"]
    commands += [f"set seed {seed}", f"new match {length}", "show score",
                 f"export match mat {tmp_path / 'selfplay.mat'}"]
    out = _gnubg(commands, tmp_path)
    scores = _SCORE.findall(out)
    assert scores, out[-2000:]
    last = scores[-1]
    match, meta = import_mat((tmp_path / "selfplay.mat").read_bytes())
    assert match.length == length and match.is_over
    assert match.score == [int(last[2]), int(last[4])]
    assert len(match.games) == int(last[0])
    assert all(any(e.kind == "move" for e in g.history) for g in match.games)
    assert [p["name"] for p in meta["players"]][0] == "gnubg"
