"""Provably fair dice: commitment, derivation, verification and dice statistics
(docs/fair-dice.md)."""

from __future__ import annotations

import ast
import hashlib
import hmac
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from nard_desktop.engine import Game, ManualRoller, Match, RuleSet
from nard_desktop.engine import fairdice
from nard_desktop.engine.fairdice import (
    EXPECTED_PIPS, FairDiceError, FairRoller, commitment_of, derive_roll, dice_statistics, drawn_rolls,
    match_rolls, verify_rolls,
)

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "verify_dice.py"
ZERO = bytes(32)


def test_commitment_is_sha256_of_the_seed():
    seed = bytes(range(32))
    assert commitment_of(seed) == hashlib.sha256(seed).hexdigest()
    assert FairRoller(seed).commitment == commitment_of(seed.hex())


def test_rolls_follow_the_documented_procedure():
    """docs/fair-dice.md: HMAC-SHA256(seed, "roll:i"), bytes < 252, b % 6 + 1."""
    digest = hmac.new(ZERO, b"roll:0", hashlib.sha256).digest()
    accepted = [b for b in digest if b < 252][:2]
    assert derive_roll(ZERO, 0) == (accepted[0] % 6 + 1, accepted[1] % 6 + 1)
    # The worked example of the documentation.
    assert commitment_of(ZERO) == "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
    roller = FairRoller(ZERO)
    assert [roller.roll() for _ in range(3)] == [(4, 6), (2, 6), (5, 6)]
    assert roller.index == 3


def test_bytes_of_252_and_above_are_skipped_and_the_digest_extended(monkeypatch):
    """A digest with fewer than two bytes below 252 goes on with "roll:i:1"."""
    real_new = hmac.new
    messages = []

    class Fake:
        def __init__(self, digest):
            self._d = digest

        def digest(self):
            return self._d

    def fake_new(key, msg, mod):
        messages.append(msg)
        if msg == b"roll:5":
            return Fake(bytes([255] * 31 + [13]))      # one byte accepted: 13 -> 2
        if msg == b"roll:5:1":
            return Fake(bytes([252, 253, 254, 0] + [1] * 28))  # then 0 -> 1
        return real_new(key, msg, mod)

    monkeypatch.setattr(fairdice.hmac, "new", fake_new)
    assert derive_roll(ZERO, 5) == (2, 1)
    assert messages == [b"roll:5", b"roll:5:1"]


def test_roller_can_resume_at_a_roll_number():
    a = FairRoller(ZERO)
    first = [a.roll() for _ in range(10)]
    b = FairRoller(ZERO.hex(), start=6)
    assert [b.roll() for _ in range(4)] == first[6:]


def test_fresh_rollers_have_fresh_secret_seeds():
    a, b = FairRoller(), FairRoller()
    assert a.commitment != b.commitment
    assert a.reveal() not in repr(a)
    assert commitment_of(a.reveal()) == a.commitment


def test_faces_are_uniform_over_many_rolls():
    """Rejection sampling keeps every face equally likely: a chi-square test on
    24 000 dice from a fixed seed stays far from rejection."""
    roller = FairRoller(bytes([7]) * 32)
    faces = Counter()
    doubles = 0
    for _ in range(12_000):
        a, b = roller.roll()
        faces.update((a, b))
        doubles += a == b
    expected = 24_000 / 6
    chi = sum((faces[f] - expected) ** 2 / expected for f in range(1, 7))
    assert chi < 20.5  # p ≈ 0.001 at 5 degrees of freedom
    assert abs(doubles - 2000) < 200


@pytest.mark.parametrize("seed", ["zz" * 32, "ab" * 31, b"short", 12345])
def test_bad_seeds_are_refused(seed):
    with pytest.raises(FairDiceError):
        commitment_of(seed)
    with pytest.raises(FairDiceError):
        FairRoller(seed)


def test_roll_numbers_start_at_zero():
    with pytest.raises(FairDiceError):
        derive_roll(ZERO, -1)
    with pytest.raises(FairDiceError):
        FairRoller(ZERO, start=-1)


def test_verify_rolls_finds_every_changed_roll_and_a_wrong_commitment():
    roller = FairRoller(ZERO)
    rolls = [roller.roll() for _ in range(20)]
    assert verify_rolls(roller.reveal(), roller.commitment, rolls) == []
    tampered = list(rolls)
    tampered[3] = (6, 6) if rolls[3] != (6, 6) else (1, 1)
    tampered[11] = (rolls[11][1], rolls[11][0]) if rolls[11][0] != rolls[11][1] else (1, 2)
    found = verify_rolls(roller.reveal(), roller.commitment, tampered)
    assert [m.index for m in found] == [3, 11]
    assert found[0].expected == rolls[3]
    wrong = verify_rolls(roller.reveal(), commitment_of(bytes([1]) * 32), rolls)
    assert len(wrong) == 1 and wrong[0].index is None
    # A skipped roll shifts every later one.
    assert len(verify_rolls(roller.reveal(), roller.commitment, rolls[:5] + rolls[6:])) > 5


def test_a_match_draws_its_rolls_from_the_fair_roller_in_order():
    roller = FairRoller(ZERO)
    match = Match(3, roller=roller)
    from random_play import play_random

    play_random(match, random.Random(3), 120)
    rolls = match_rolls(match)
    assert len(rolls) == roller.index
    assert verify_rolls(roller.reveal(), roller.commitment, rolls) == []


def test_the_starters_roll_is_not_drawn_again_but_reroll_rolls_are():
    """docs/rules.md §2: without opening_reroll the opening dice are the first roll."""
    g = Game(roller=ManualRoller([(2, 2), (5, 3)]))
    g.roll_opening()
    g.roll_opening()
    assert [e.kind for e in g.history] == ["opening", "opening", "roll"]
    assert drawn_rolls([g]) == [(2, 2), (5, 3)]
    r = Game(RuleSet(opening_reroll=True), roller=ManualRoller([(5, 3), (4, 4)]))
    r.roll_opening()
    r.roll()
    assert drawn_rolls([r]) == [(5, 3), (4, 4)]


def test_dice_statistics_count_faces_doubles_and_pips_per_player():
    g = Game(roller=ManualRoller([(3, 1), (6, 6), (2, 1), (5, 4)]))
    g.roll_opening()          # player 0 starts with 3-1
    g.step(8, 5); g.step(6, 5); g.commit()
    g.roll(); g.play(g.legal_plays()[0])    # player 1: 6-6
    g.roll(); g.play(g.legal_plays()[0])    # player 0: 2-1
    g.roll()                                  # player 1: 5-4
    st = dice_statistics([g])
    p0, p1 = st["players"]
    assert p0["faces"] == [1, 1, 1, 0, 0, 0]  # opening die 3, then 2-1
    assert p1["faces"] == [1, 0, 0, 1, 1, 2]  # opening die 1, then 6-6, 5-4
    assert (p0["rolls"], p1["rolls"]) == (1, 2)
    assert p1["doubles"] == 1 and p0["doubles"] == 0
    assert p1["average_pips"] == (24 + 9) / 2
    assert st["all"]["dice"] == 2 + 6
    assert p1["expected_doubles"] == pytest.approx(2 / 6)
    assert p0["expected_average_pips"] == pytest.approx(49 / 6) == EXPECTED_PIPS


def test_dice_statistics_of_fair_dice_look_fair():
    match = Match(0, roller=FairRoller(bytes([3]) * 32))
    from random_play import play_random

    play_random(match, random.Random(1), 6000)
    st = dice_statistics(match)
    both = st["all"]
    assert both["rolls"] > 500
    assert sum(both["faces"]) == both["dice"]
    assert both["p_faces"] > 0.001 and both["p_doubles"] > 0.001
    assert abs(both["z_average_pips"]) < 3.3
    e = both["dice"] / 6
    assert both["chi_square_faces"] == pytest.approx(sum((c - e) ** 2 / e for c in both["faces"]))


def test_dice_statistics_flag_loaded_dice():
    g = Game(roller=ManualRoller([(6, 5)] + [(6, 6)] * 60))
    g.roll_opening()
    while g.rolls[0] + g.rolls[1] < 40 and not g.is_over:
        if g.phase.value == "move":
            g.play(g.legal_plays()[0])
        else:
            g.roll()
    st = dice_statistics([g])["all"]
    assert st["p_faces"] < 1e-6 and st["p_doubles"] < 1e-6 and st["z_average_pips"] > 5


def test_statistics_without_rolls_are_empty_not_errors():
    st = dice_statistics(Match(3, roller=ManualRoller()))
    assert st["all"]["rolls"] == 0 and st["all"]["average_pips"] is None and st["all"]["p_faces"] is None


# -------------------------------------------------------- the standalone script
def test_verify_script_uses_the_standard_library_only():
    tree = ast.parse(SCRIPT.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            names.add((node.module or "").split(".")[0])
    assert names <= {"hashlib", "hmac", "json", "sys"}


def _saved_match(tmp_path, seed=5):
    from nard_desktop.app.record import dumps, record_from_match
    from random_play import self_test_match

    match, meta = self_test_match(seed)
    path = tmp_path / "m.nardmatch"
    path.write_bytes(dumps(record_from_match(match, meta)))
    return path


def _run_script(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, args)], capture_output=True, text=True,
                          timeout=60)


def test_verify_script_accepts_a_fair_match_and_rejects_a_changed_roll(tmp_path):
    path = _saved_match(tmp_path)
    ok = _run_script(path)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout.startswith("fair:")
    record = json.loads(path.read_text(encoding="utf-8"))
    events = record["games"][0]["events"]
    idx = next(i for i, e in enumerate(events) if e["kind"] == "roll" and events[i - 1]["kind"] != "opening")
    a, b = events[idx]["dice"]
    events[idx]["dice"] = [b % 6 + 1, a]
    path.write_text(json.dumps(record), encoding="utf-8")
    bad = _run_script(path)
    assert bad.returncode == 1 and "NOT FAIR" in bad.stdout


def test_verify_script_rejects_a_seed_that_does_not_fit_and_reads_a_given_seed(tmp_path):
    path = _saved_match(tmp_path)
    record = json.loads(path.read_text(encoding="utf-8"))
    seed = record["dice"].pop("seed")
    path.write_text(json.dumps(record), encoding="utf-8")
    assert _run_script(path).returncode == 1
    assert _run_script(path, "--seed", seed).returncode == 0
    other = _run_script(path, "--seed", "00" * 32)
    assert other.returncode == 1 and "commitment" in other.stdout
    assert _run_script(tmp_path / "missing.json").returncode == 2


def test_verify_script_and_engine_agree_roll_by_roll(tmp_path):
    """The script's reading of the file gives the same rolls as the engine's."""
    path = _saved_match(tmp_path, seed=11)
    listing = _run_script(path, "--list")
    assert listing.returncode == 0
    from nard_desktop.app.record import loads

    match, _ = loads(path.read_bytes())
    rolls = match_rolls(match)
    lines = [ln for ln in listing.stdout.splitlines() if ln.startswith("roll ")]
    assert len(lines) == len(rolls)
    for line, (a, b) in zip(lines, rolls):
        assert f" {a}-{b}  seed gives {a}-{b}" in line
