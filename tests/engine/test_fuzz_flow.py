"""Fuzz of the game and match state machine and of the ID importers (docs/rules.md §2, §4,
§7–9): random sequences of legal and illegal actions through matches under every rule
variant, with GNU Backgammon IDs and XGIDs exported and re-imported in the middle.
Every exported state re-imports to the same state; nothing raises anything but an
EngineError; a refused action changes nothing.  The slow run checks that GNU
Backgammon's command line accepts every exported ID."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from flow_fuzz import Stats, run_case

from nard_desktop.engine import MatchKey, Position

GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if shutil.which("/usr/games/gnubg") else None)

DEFAULT_CASES = 60
SLOW_CASES = 3000


def _run(first: int, count: int, **kw) -> Stats:
    total = Stats()
    for seed in range(first, first + count):
        total.add(run_case(seed, **kw))
    return total


def test_fuzz_flow_and_ids():
    stats = _run(0, DEFAULT_CASES, max_actions=250)
    print(f"\nfuzz: {stats.cases} matches, {stats.games} games, {stats.actions} actions "
          f"({stats.refused} refused), {stats.id_round_trips} GNU ID and {stats.xgid_round_trips} XGID "
          f"round trips, {stats.finished_exports} finished-game exports, {stats.mutated_ids} damaged IDs")
    assert stats.refused > 0 and stats.id_round_trips > 100 and stats.xgid_round_trips > 100
    assert stats.finished_exports > 10


@pytest.mark.slow
def test_fuzz_flow_and_ids_long():
    stats = _run(10_000, SLOW_CASES)
    print(f"\nfuzz (long): {stats.cases} matches, {stats.games} games, {stats.actions} actions "
          f"({stats.refused} refused), {stats.id_round_trips} GNU ID and {stats.xgid_round_trips} XGID "
          f"round trips, {stats.finished_exports} finished-game exports, {stats.mutated_ids} damaged IDs")
    assert stats.id_round_trips > 10_000


# ---------------------------------------------------------------- gnubg
def _gnubg(commands: list[str]) -> str:
    setup = ["set player 0 human", "set player 1 human", "set automatic game off", "set automatic roll off"]
    # Its errors about an XGID go to stderr: both streams unbuffered, in one pipe, keep the order.
    prefix = ["stdbuf", "-o0", "-e0"] if shutil.which("stdbuf") else []
    return subprocess.run(prefix + [GNUBG, "-t", "-q"], input="\n".join(setup + commands) + "\n",
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=1800).stdout


def _swapped(key: MatchKey) -> MatchKey:
    """The same state with players 0 and 1 exchanged."""
    flip = {0: 1, 1: 0, None: None}
    return MatchKey(cube_value=key.cube_value, cube_owner=flip[key.cube_owner], dice_owner=1 - key.dice_owner,
                    crawford=key.crawford, game_state=key.game_state, turn=1 - key.turn, doubled=key.doubled,
                    resign=key.resign, dice=key.dice, length=key.length, score=(key.score[1], key.score[0]),
                    jacoby=key.jacoby)


@pytest.mark.slow
@pytest.mark.skipif(GNUBG is None, reason="gnubg is not installed")
def test_gnubg_accepts_every_exported_id():
    """Every exported (Position ID, Match ID) and XGID, fed to one gnubg process: none is
    refused; a game in play comes back as the very same IDs, an XGID as the same state."""
    stats = _run(20_000, 300, max_actions=300, collect=True)
    pairs = sorted(set(stats.exported))
    xgids = sorted(set(stats.xgids))
    cmds = []
    for i, (pid, mid) in enumerate(pairs):
        cmds += [f"set prompt mark_id_{i}", "new session", f"set matchid {mid}", f"set board {pid}", "show board"]
    for i, xg in enumerate(xgids):
        cmds += [f"set prompt mark_xg_{i}", "new session", f"set xgid {xg}", "show board"]
    cmds.append("set prompt mark_end")
    out = _gnubg(cmds)
    chunks = re.split(r"The prompt has been set to `mark_(id_\d+|xg_\d+|end)'\.", out)
    by_mark = dict(zip(chunks[1::2], chunks[2::2]))
    assert len(by_mark) == len(pairs) + len(xgids) + 1
    exact = past_length = 0
    for i, (pid, mid) in enumerate(pairs):
        text = by_mark[f"id_{i}"]
        key = MatchKey.decode(mid)
        if key.length and max(key.score) > key.length:
            # A match won with points to spare: gnubg writes the score past the match
            # length itself (test_match_id_finished), but its reader refuses it.
            assert key.game_state >= 2 and "Illegal match ID" in text, (pid, mid)
            past_length += 1
            continue
        assert "Illegal" not in text and "not a valid" not in text.lower(), (pid, mid, text)
        shown = re.findall(r"Position ID: (\S{14})\s+Match ID   : (\S{12})", text)
        if key.game_state == 1 and not key.doubled and not key.resign:
            assert shown and shown[-1] == (pid, mid), (pid, mid, shown)
            exact += 1
        # A finished game's ID is accepted, but gnubg may set the game going again
        # (test_match_id_finished compares those IDs with gnubg's own).
    xg_exact = xg_over = xg_beaver = 0
    for i, xg in enumerate(xgids):
        text = by_mark[f"xg_{i}"]
        fields = xg[5:].split(":")
        length = int(fields[8])
        if length and max(int(fields[5]), int(fields[6])) >= length:
            # The XGID of a game that ended the match: gnubg and we both refuse to read it.
            assert "not a valid xgid" in text.lower(), (xg, text)
            xg_over += 1
            continue
        if fields[4] in ("B", "R"):
            # gnubg 1.07 reads a double on offer (D) but not a beaver (B) or raccoon (R).
            assert "not a valid xgid" in text.lower(), (xg, text)
            xg_beaver += 1
            continue
        assert "not a valid xgid" not in text.lower() and "Illegal" not in text, (xg, text)
        shown = re.findall(r"Position ID: (\S{14})\s+Match ID   : (\S{12})", text)
        assert shown, (xg, text)
        if fields[4] not in ("D", "B", "R") and Position.from_position_id(shown[-1][0]) != Position.initial():
            from nard_desktop.engine import match_from_xgid, game_ids

            try:
                ours = match_from_xgid(xg)
            except Exception:  # noqa: BLE001 - a finished game's XGID: gnubg shows it, we refuse it
                continue
            pid, mid = game_ids(ours.game)
            key = MatchKey.decode(mid)
            if key.dice_owner == 0:  # gnubg makes the player on roll its player 1
                key = _swapped(key)
            theirs = MatchKey.decode(shown[-1][1])
            assert shown[-1][0] == pid and theirs == key, (xg, key, theirs)
            xg_exact += 1
    print(f"\ngnubg: {len(pairs) - past_length} of {len(pairs)} ID pairs accepted ({exact} shown back exactly; "
          f"the other {past_length}: finished matches with the score past the length, as gnubg writes them and "
          f"refuses to read them), {len(xgids) - xg_over - xg_beaver} of {len(xgids)} XGIDs accepted "
          f"({xg_exact} read as the "
          f"same state; refused as gnubg refuses them: {xg_over} matches already won, {xg_beaver} beavers)")
    assert exact > 100 and xg_exact > 100
