"""Two network sessions played against each other in one thread (no sockets)."""

from __future__ import annotations

from typing import Any, Callable

from nard_desktop.app.netplay.play import ComputerPlayer
from nard_desktop.app.netplay.protocol import encode
from nard_desktop.app.netplay.session import NetSession, Proposal
from nard_desktop.engine.rules import RuleSet


def new_pair(preset: str = "international_match", length: int = 3, games: int = 1) -> tuple[NetSession, NetSession]:
    return NetSession(0, "Host", proposal=Proposal(RuleSet.preset(preset), length, games)), NetSession(1, "Guest")


def players(cube: bool = True) -> tuple[ComputerPlayer, ComputerPlayer]:
    return ComputerPlayer("intermediate", seed=1, cube=cube), ComputerPlayer("intermediate", seed=2, cube=cube)


def tick(a: NetSession, b: NetSession, pa: ComputerPlayer, pb: ComputerPlayer, *, lose: int | None = None,
         log: list[tuple[int, dict[str, Any]]] | None = None, until: Callable[[], bool] | None = None) -> bool:
    """Deliver what is waiting (the messages of side ``lose`` are lost), then
    let the side whose turn it is act (unless ``until()`` holds by then).
    Whether anything happened."""
    moved = False
    for s in (a, b):
        other = b if s is a else a
        for msg in s.take_outbox():
            moved = True
            if log is not None:
                log.append((s.side, msg))
            if lose == s.side:
                continue
            other.receive(encode(msg))
    if until is not None and until():
        return True
    for s, p in ((a, pa), (b, pb)):
        if s.my_turn():
            p.act(s)
            moved = True
    return moved


def advance(a: NetSession, b: NetSession, pa: ComputerPlayer, pb: ComputerPlayer,
            until: Callable[[], bool], limit: int = 20000, **kw: Any) -> None:
    for _ in range(limit):
        if until():
            return
        if not tick(a, b, pa, pb, until=until, **kw):
            raise AssertionError("the match is stuck")
    raise AssertionError("the match did not get there")


def state(session: NetSession) -> dict[str, Any]:
    """Everything of a side that a message could change (the match, the dice, the turn)."""
    rec = session.record()
    rec.pop("saved_at", None)
    return rec
