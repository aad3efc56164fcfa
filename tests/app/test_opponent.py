"""The computer opponent is a thin adapter over the AI: it answers with the
AI's own decisions, and a broken AI is an error, not a silent fallback."""

from __future__ import annotations

import random

import pytest

from nard_desktop.ai import cube as ai_cube
from nard_desktop.app.opponent import DEFAULT_LEVEL, LEVELS, Opponent
from nard_desktop.engine import CubeAnswer, MatchContext, Position, ResultType, RuleSet, legal_plays
from nard_desktop.ai.levels import LEVEL_IDS

MONEY = RuleSet.preset("money")


def test_levels_are_the_ai_levels():
    assert LEVELS == LEVEL_IDS
    assert DEFAULT_LEVEL in LEVELS
    with pytest.raises(ValueError, match="unknown level"):
        Opponent("grandmaster")


def test_the_opponent_answers_with_the_ai():
    opp = Opponent("expert", seed=1)
    ctx = MatchContext()
    start = Position.initial()
    play = opp.choose_play(start, (3, 1), ctx, MONEY)
    assert play in legal_plays(start, (3, 1), MONEY)
    # 3-1 at the start: every strong player makes the 5-point.
    assert play.result == Position.from_points({24: 2, 13: 5, 8: 2, 6: 4, 5: 2}, {24: 2, 13: 5, 8: 3, 6: 5})
    assert opp.double_decision(start, ctx, MONEY) is False
    # At the start a double is an easy take, and the answer is the AI's own.
    assert opp.take_decision(start, ctx, MONEY) == CubeAnswer.TAKE == ai_cube.take_decision(start, MONEY, ctx)
    assert opp.resign_decision(start, ctx, MONEY) is None
    # A resignation at the start is a gift worth a whole point: take it.
    assert opp.accept_resignation(start, ctx, MONEY, ResultType.SINGLE) is True


def test_a_beaver_is_only_answered_where_it_may_be(monkeypatch):
    monkeypatch.setattr(ai_cube, "take_decision", lambda *a, **k: "beaver")
    opp = Opponent("expert", seed=1)
    ctx = MatchContext()
    assert opp.take_decision(Position.initial(), ctx, MONEY) == CubeAnswer.TAKE
    assert opp.take_decision(Position.initial(), ctx, MONEY, can_beaver=True) == CubeAnswer.BEAVER


def test_a_broken_ai_is_an_error_not_a_silent_fallback(monkeypatch):
    from nard_desktop.ai import player as ai_player

    def broken(*args, **kwargs):
        raise RuntimeError("a bug in the search")

    monkeypatch.setattr(ai_player, "choose_play", broken)
    monkeypatch.setattr(ai_cube, "cube_decision", broken)
    opp = Opponent("beginner", seed=2)
    with pytest.raises(RuntimeError, match="a bug in the search"):
        opp.choose_play(Position.initial(), (6, 5), MatchContext(), MONEY)
    with pytest.raises(RuntimeError, match="a bug in the search"):
        opp.double_decision(Position.initial(), MatchContext(), MONEY)


def test_an_illegal_choice_of_the_ai_is_refused(monkeypatch):
    from nard_desktop.ai import player as ai_player

    start = Position.initial()
    wrong = legal_plays(start, (6, 5))[0]  # a play of another roll
    monkeypatch.setattr(ai_player, "choose_play", lambda *a, **k: wrong)
    with pytest.raises(ValueError, match="not legal"):
        Opponent("expert").choose_play(start, (2, 1), MatchContext(), MONEY)


def test_seeded_opponents_play_alike():
    rng = random.Random(4)
    pos = Position.initial()
    a, b = Opponent("beginner", seed=9), Opponent("beginner", seed=9)
    for _ in range(6):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        pa = a.choose_play(pos, dice, MatchContext(), MONEY)
        assert pa.result == b.choose_play(pos, dice, MatchContext(), MONEY).result
        pos = pa.result.swapped()
