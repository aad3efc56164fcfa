"""bench/cube_referee.py: how a cube decision is judged from the referee's
three equities, and the sample of positions, scores and cubes."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

pytest.importorskip("gnubg_nn")

import cube_referee as cr  # noqa: E402

from nard_desktop.engine import MatchContext  # noqa: E402


def test_a_missed_double_loses_the_gap_to_the_best():
    ref = {"nd": 0.40, "dt": 0.55, "dp": 1.0}  # double, take: best 0.55
    assert cr.judge(False, True, ref) == [("missed_double", pytest.approx(0.15)), ("right_take", 0.0)]
    assert cr.judge(True, True, ref) == [("right_double", 0.0), ("right_take", 0.0)]


def test_wrong_doubles_too_early_and_too_good():
    early = {"nd": 0.30, "dt": 0.20, "dp": 1.0}
    assert cr.judge(True, True, early) == [("wrong_double", pytest.approx(0.10))]
    too_good = {"nd": 1.20, "dt": 1.60, "dp": 1.0}  # play on for the gammon
    assert cr.judge(True, False, too_good) == [("wrong_double_too_good", pytest.approx(0.20))]


def test_answers_are_judged_where_the_referee_doubles():
    double_pass = {"nd": 0.70, "dt": 1.30, "dp": 1.0}
    assert cr.judge(True, True, double_pass)[1] == ("wrong_take", pytest.approx(0.30))
    assert cr.judge(True, False, double_pass)[1] == ("right_pass", 0.0)
    double_take = {"nd": 0.50, "dt": 0.80, "dp": 1.0}
    assert cr.judge(True, False, double_take)[1] == ("wrong_pass", pytest.approx(0.20))
    no_double = {"nd": 0.30, "dt": 0.20, "dp": 1.0}
    assert len(cr.judge(False, False, no_double)) == 1  # nobody doubles: no answer to judge


def test_drawn_contexts_give_the_side_on_roll_a_cube_decision():
    rng = random.Random(5)
    seen_money = seen_match = 0
    for _ in range(500):
        ctx = cr.draw_context(rng)
        if ctx is None:
            continue
        assert isinstance(ctx, MatchContext)
        assert ctx.cube_owner in ("centre", "me") and not ctx.crawford_game
        if ctx.is_money:
            seen_money += 1
        else:
            seen_match += 1
            assert ctx.match_length == cr.LENGTH and ctx.my_away > 1
            assert ctx.cube_value < ctx.my_away or ctx.cube_owner == "centre"
    assert seen_money > 150 and seen_match > 150


def _row(n, mode, ours_double, ours_take, peer_double, peer_take, ref):
    return {"n": n, "game": 0, "key": f"k{n}", "mode": mode, "class": "contact", "centred": True,
            "gnubg0_p": [0.7, 0.2, 0.0, 0.05, 0.0], "ref": ref,
            "ours": {"world_class": {"double": ours_double, "take": ours_take, "time": 0.01, "p": [0.7] * 5}},
            cr.PEER: {"double": peer_double, "take": peer_take}, "maths": {"world_class": None}}


def test_figures_split_the_doubler_from_the_taker_and_judge_the_peer_alike():
    double_take = {"nd": 0.50, "dt": 0.80, "dp": 1.0}
    no_double = {"nd": 0.30, "dt": 0.20, "dp": 1.0}
    rows = [_row(0, "money", True, False, True, True, double_take),   # ours: right double, wrong pass (0.20)
            _row(1, "money", True, True, False, True, no_double),     # ours: wrong double (0.10); peer right
            _row(2, "money", False, True, False, True, no_double)]    # both right
    t = cr.tally_rows(rows, ["world_class", cr.PEER])
    ours, peer = cr.figures(t["world_class"], "money"), cr.figures(t[cr.PEER], "money")
    assert ours["decisions"] == 3 and ours["answers"] == 1
    assert ours["doubler"] == pytest.approx(0.10 / 3) and ours["taker"] == pytest.approx(0.20)
    assert ours["agree"] == pytest.approx(2 / 3)
    assert peer["doubler"] == 0 and peer["taker"] == 0 and peer["agree"] == 1
    assert cr.figures(t["world_class"], "match")["decisions"] == 0


def test_an_out_file_resumes_only_its_own_set_up(tmp_path):
    import json

    path = tmp_path / "out.jsonl"
    setup = {"seed": 3, "levels": ["world_class"], "weights": "abc"}
    row = _row(0, "money", False, True, False, True, {"nd": 0.3, "dt": 0.2, "dp": 1.0})
    path.write_text(json.dumps({"setup": setup}) + "\n" + json.dumps(row) + "\n" + '{"n": 1, "ga')  # cut short
    assert list(cr._load_out(str(path), setup)) == [0]
    with pytest.raises(SystemExit):
        cr._load_out(str(path), dict(setup, seed=4))


def test_the_cube_time_bench_times_the_referees_own_decisions(capsys):
    import cube_time

    from nard_desktop.ai.simple import SimpleEvaluator

    ev = SimpleEvaluator()
    cases = cube_time.cases(1001, 1, ev)
    rng = random.Random(1001 * 7919 + 1)
    want = [(pos, ctx) for _, pos in cr.self_play_positions(1001, 1, ev)
            if (ctx := cr.draw_context(rng)) is not None]
    assert cases == want and cases


def test_calibration_none_judges_the_plain_levels():
    # --calibration none: an empty calibration, which the shipped one does not replace
    from nard_desktop.ai.calibration import CalibratedEvaluator, Calibration, cube_evaluator
    from nard_desktop.ai.default import default_evaluator

    plain = CalibratedEvaluator(default_evaluator(), Calibration())
    assert cube_evaluator(plain) is plain
    assert isinstance(cube_evaluator(default_evaluator()), CalibratedEvaluator)
