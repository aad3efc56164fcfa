"""Driving a network match: the computer as a network player, and the loop
that joins a session to a channel (used by ``--smoke-network``, the tests
and ``bench/network.py``; the window drives a session its own way).
"""

from __future__ import annotations

import os
import time
from typing import Any, Callable, Protocol

from ...engine.game import GamePhase
from ..autosave import save_atomic
from ..opponent import Opponent
from ..record import dumps
from .protocol import NetError, decode, encode
from .session import NetSession

__all__ = ["ComputerPlayer", "Channel", "drive", "pump"]


class Channel(Protocol):
    """A connection to the peer that carries whole messages (bytes).

    ``recv`` waits at most ``timeout`` seconds and raises
    :class:`NetError` (``timeout``, ``closed``, ``tampered``, ``too_large``)
    when no message comes.  A TCP connection keyed by a code word
    (:mod:`.transport`) is one; a rendezvous or relay service can be another.
    """

    def send(self, data: bytes) -> None: ...

    def recv(self, timeout: float) -> bytes: ...

    def close(self) -> None: ...


class ComputerPlayer:
    """The computer plays one side of a network match (``level`` as in a local match)."""

    def __init__(self, level: str = "intermediate", *, seed: int | None = None, cube: bool = True) -> None:
        self.opponent = Opponent(level, seed=seed)
        self.cube = cube

    def act(self, session: NetSession) -> None:
        """Make this side's next decision (the session says it is this side's turn)."""
        g = session.game
        me = session.side
        rules = g.rules
        if g.phase == GamePhase.ROLL:
            if self.cube and g.can_double() and self.opponent.double_decision(g.position, g.context_for(me), rules):
                session.cube("double")
            else:
                session.roll()
        elif g.phase == GamePhase.DOUBLE_OFFERED:
            doubler = g.on_roll
            answer = self.opponent.take_decision(g.position, g.context_for(doubler), rules,
                                                 can_beaver=g.can_beaver())
            session.cube(str(answer.value))
        elif g.phase == GamePhase.BEAVERED:
            reply = self.opponent.beaver_answer(g.position, g.context_for(me), rules)
            if reply == "raccoon" and g.can_raccoon():
                session.cube("raccoon")
            elif reply == "drop":
                session.cube("drop")
            else:
                session.roll()  # rolling takes the beaver
        elif g.phase == GamePhase.MOVE:
            assert g.dice is not None
            play = self.opponent.choose_play(g.position, g.dice, g.context_for(me), rules)
            session.move(list(play.moves))
        elif g.phase == GamePhase.RESIGN_OFFERED:
            offer = g.resignation_offer
            assert offer is not None
            resigner, level = offer
            session.answer_resignation(self.opponent.accept_resignation(
                g.board_for(resigner), g.context_for(resigner), rules, level))


def _autosave(session: NetSession, path: str | os.PathLike[str] | None) -> None:
    if path is not None and session.match is not None:
        save_atomic(path, dumps(session.record()))


def drive(channel: Channel, session: NetSession, player: ComputerPlayer, *,
          autosave: str | os.PathLike[str] | None = None,
          on_message: Callable[[dict[str, Any]], None] | None = None,
          outgoing: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
          deadline: float | None = None) -> None:
    """Play ``session`` over ``channel`` with ``player`` making this side's
    decisions, until the match is over.  The match is saved to ``autosave``
    after every change, before anything of it is sent.  Raises
    :class:`NetError` when the match ends early (the session has failed).
    ``outgoing`` may change each message before it is sent (the tests' lying peer)."""
    def send_all() -> None:
        for msg in session.take_outbox():
            channel.send(encode(outgoing(msg) if outgoing is not None else msg))

    try:
        while True:
            _autosave(session, autosave)
            send_all()
            if session.is_over:
                session.finish()
                send_all()
                return
            if session.my_turn():
                player.act(session)
                continue
            if deadline is not None and time.monotonic() > deadline:
                raise NetError("timeout", "the match took too long")
            data = channel.recv(session.timeout())
            if on_message is not None:
                on_message(decode(data))
            session.receive(data)
    except NetError as exc:
        session.fail(exc)
        try:
            send_all()
        except NetError:
            pass
        raise session.failed or exc from None


def pump(a: NetSession, b: NetSession, pa: ComputerPlayer, pb: ComputerPlayer, *, limit: int = 200000,
         tamper: Callable[[int, dict[str, Any]], dict[str, Any] | None] | None = None) -> None:
    """Play a whole match between two sessions in this thread, without a
    network (tests): messages go straight from one outbox to the other.
    ``tamper(to_side, msg)`` may change a message on its way (None drops it)."""
    sessions, players = (a, b), (pa, pb)
    for _ in range(limit):
        moved = False
        for s in sessions:
            for msg in s.take_outbox():
                moved = True
                other = sessions[1 - s.side]
                if tamper is not None:
                    changed = tamper(other.side, msg)
                    if changed is None:
                        continue
                    msg = changed
                if other.failed is None:
                    other.receive(encode(msg) if tamper is None else _raw(msg))
        if a.failed or b.failed:
            raise a.failed or b.failed  # type: ignore[misc]
        if a.is_over and b.is_over and not moved:
            return
        for s, p in zip(sessions, players):
            if s.my_turn():
                p.act(s)
                moved = True
        if not moved:
            raise NetError("timeout", "neither side can go on")
    raise NetError("timeout", "the match did not end")


def _raw(msg: dict[str, Any]) -> bytes:
    import json

    return json.dumps(msg, separators=(",", ":")).encode("utf-8")
