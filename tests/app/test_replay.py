"""One replay of recorded events for the loader and the analyser (docs/rules.md §8, beavers)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.record import dumps, loads, record_from_match
from nard_desktop.app.replay import apply_event, replay_events
from nard_desktop.engine import GamePhase, Match, RuleSet, SeededRoller
from nard_desktop.engine.dice import ManualRoller
from nard_desktop.engine.game import Game
from nard_desktop.engine.kinds import EventKind
from random_play import play_random

BEAVERS = dataclasses.replace(RuleSet.preset("money"), beavers=True, raccoons=True)


def _refused_beaver() -> Match:
    """A money game: opening, one play, a double, a beaver, and the doubler refuses it."""
    m = Match(0, BEAVERS, roller=ManualRoller())
    g = m.game
    g.roller.push((3, 1))
    g.roll_opening()
    g.play(g.turn.plays[0])
    g.double()
    g.beaver()
    assert g.phase == GamePhase.BEAVERED
    g.drop()  # docs/rules.md §8: the doubler may refuse the beaver and lose the doubled stake
    assert g.is_over
    return m


def test_a_refused_beaver_replays_for_the_loader_and_the_analyser_alike():
    m = _refused_beaver()
    back, _ = loads(dumps(record_from_match(m)))
    assert back.game.result == m.game.result
    decisions = decisions_from_match(m).games[0].decisions
    assert [(d.kind, d.action) for d in decisions] == [("checker", None), ("cube", "double"), ("take", "beaver")]


def _replayed(original: Game) -> Game:
    game = Game(original.rules, match_length=original.match_length, roller=ManualRoller())
    history = original.history
    replay_events(game, history, lambda i, ev: apply_event(
        game, game.roller, ev.kind, player=ev.player, dice=ev.dice, value=ev.value,
        move=lambda g: g.play(ev.play)))
    return game


@pytest.mark.parametrize("seed", range(6))
def test_replaying_a_game_gives_back_its_history_and_result(seed):
    m = Match(0, BEAVERS, roller=SeededRoller(seed))
    play_random(m, random.Random(seed), 400, cube=0.2, resign=0.02)
    for original in m.games:
        again = _replayed(original)
        assert again.history == original.history
        assert again.result == original.result and again.phase == original.phase


def test_the_events_a_game_writes_itself_are_stepped_over():
    m = _refused_beaver()
    seen: list[tuple[int, EventKind]] = []
    game = Game(m.rules, match_length=0, roller=ManualRoller())
    replay_events(game, m.game.history, lambda i, ev: (seen.append((i, ev.kind)), apply_event(
        game, game.roller, ev.kind, player=ev.player, dice=ev.dice, value=ev.value,
        move=lambda g: g.play(ev.play))))
    E = EventKind
    assert [ev.kind for ev in m.game.history] == [E.OPENING, E.ROLL, E.MOVE, E.DOUBLE, E.BEAVER, E.DROP, E.END]
    # The roll that hands the opening dice to the starter comes with the opening, the end with the drop.
    assert [k for _, k in seen] == [E.OPENING, E.MOVE, E.DOUBLE, E.BEAVER, E.DROP]
