"""A recorded game played again through the engine, event by event (no Qt).

Loading a saved match (:mod:`nard_desktop.app.record`) and turning a match
into decisions for the analyser (:mod:`nard_desktop.app.analysis`) both walk
a game's history and hand each event back to a fresh
:class:`~nard_desktop.engine.game.Game` whose dice come from a
:class:`~nard_desktop.engine.dice.ManualRoller`.  This module is that walk,
written once: :func:`apply_event` makes one event happen, :func:`replay_events`
steps over the events the game writes by itself.
"""

from __future__ import annotations

from typing import Callable, Sequence, TypeVar

from ..engine.dice import ManualRoller
from ..engine.game import Event, Game, GamePhase
from ..engine.kinds import EventKind

__all__ = ["apply_event", "replay_events"]

T = TypeVar("T")

# After a beaver the original doubler may raccoon, refuse (drop), take it or
# simply roll; anything else means he played on (docs/rules.md §8, beavers).
_AFTER_BEAVER = {EventKind.RACCOON, EventKind.ROLL, EventKind.TAKE, EventKind.DROP}


def apply_event(game: Game, roller: ManualRoller, kind: str, *, player: int | None = None,
                dice: Sequence[int] | None = None, value: int | None = None,
                move: Callable[[Game], None] | None = None) -> None:
    """Make the recorded event ``kind`` happen in ``game``.

    ``dice`` are pushed on ``roller`` (the game's own) for ``opening`` and
    ``roll``; ``move`` makes the move of a ``move`` event (a whole play, or
    its steps one by one); ``player`` and ``value`` are those of a
    resignation or a time-out.  The engine checks that the event is allowed
    now and raises its :class:`~nard_desktop.engine.errors.EngineError` if
    not.  Events the game writes itself (``auto_double``, ``end``) are not
    actions and do nothing here.
    """
    kind = EventKind(kind)
    if game.phase == GamePhase.BEAVERED and kind not in _AFTER_BEAVER:
        game.decline_raccoon()  # playing on after a beaver is not an event of its own
    if kind in (EventKind.OPENING, EventKind.ROLL):
        assert dice is not None
        roller.push((dice[0], dice[1]))
        if kind == EventKind.OPENING:
            game.roll_opening()
        else:
            game.roll()
    elif kind == EventKind.MOVE:
        assert move is not None
        move(game)
    elif kind == EventKind.RESIGN:
        assert player is not None and value is not None
        game.offer_resignation(player, value)
    elif kind == EventKind.TIMEOUT:
        assert player is not None
        game.forfeit_on_time(player)
    elif kind in _CUBE_AND_ANSWERS:
        getattr(game, _CUBE_AND_ANSWERS[kind])()


_CUBE_AND_ANSWERS = {
    EventKind.DOUBLE: "double", EventKind.TAKE: "take", EventKind.DROP: "drop", EventKind.BEAVER: "beaver",
    EventKind.RACCOON: "raccoon", EventKind.ACCEPT: "accept_resignation", EventKind.DECLINE: "decline_resignation",
}


def replay_events(game: Game, events: Sequence[T], perform: Callable[[int, T], None],
                  check: Callable[[int, list[Event]], None] | None = None) -> None:
    """Play ``events`` (a recorded game's, in order) again on ``game``.

    ``perform(i, event)`` makes event ``i`` happen (usually through
    :func:`apply_event`).  One action may make the game write several events
    (a drop ends the game: ``drop`` then ``end``; a tied opening writes
    ``auto_double``); those are skipped in ``events``, after ``check(i,
    written)`` has seen what the game wrote for event ``i`` onwards.
    """
    i = 0
    while i < len(events):
        before = len(game.history)
        perform(i, events[i])
        written = game.history[before:]
        if check is not None:
            check(i, written)
        i += max(1, len(written))
