"""Move notation against GNU Backgammon itself (Debian's gnubg, when installed).

For positions from seeded random play, GNU Backgammon's ``hint`` lists moves in its
notation; each must read (parse_play) as a legal play of ours and be written back
(format_play) exactly as GNU Backgammon wrote it.  Slow (one gnubg process per
position), so left out of the default run.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess

import pytest

from engine_helpers import played_position

from nard_desktop.engine import format_play, parse_play

GNUBG = shutil.which("gnubg") or shutil.which("/usr/games/gnubg")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(GNUBG is None, reason="gnubg is not installed")]

_MOVE_LINE = re.compile(r"^\s+\d+\.\s+Cubeful \d-ply\s+(?P<move>.*?)\s+Eq\.")


def gnubg_hint(position_id: str, dice: tuple[int, int]) -> list[str]:
    commands = ["new game", "set turn 1", f"set board {position_id}", f"set dice {dice[0]}{dice[1]}",
                "hint 1000"]
    out = subprocess.run([GNUBG, "-t", "-q"], input="\n".join(commands) + "\n", capture_output=True,
                         text=True, timeout=120).stdout
    assert position_id in out, out[-300:]
    return [m.group("move") for m in map(_MOVE_LINE.match, out.splitlines()) if m]


def test_notation_reads_and_writes_like_gnubg():
    rng = random.Random(2024)
    checked = 0
    for i in range(40):
        position = played_position(i, rng.randint(0, 120))
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        for text in gnubg_hint(position.position_id(), dice):
            assert format_play(parse_play(position, dice, text)) == text, (position.position_id(), dice)
            checked += 1
    assert checked > 300
