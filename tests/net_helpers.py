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


def kill_under_way(guest: Any, guest_file: Any, result: dict[str, Any], thread: Any) -> int:
    """Kill the guest's process once its autosave holds a match well under way (more than
    40 events); the host's side must end with a lost connection.  Returns the number of
    events of the guest's autosave at the kill."""
    import signal
    import time

    from nard_desktop.app.netplay.session import history_digest
    from nard_desktop.app.record import loads

    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            match, _ = loads(guest_file.read_bytes())
            if sum(len(g.history) for g in match.games) > 40:
                break
        except Exception:  # noqa: BLE001 - a file being written, or not there yet
            pass
        time.sleep(0.05)
    guest.send_signal(signal.SIGKILL)
    guest.wait()
    thread.join(60)
    assert result["error"].code in ("closed", "timeout")
    return history_digest(loads(guest_file.read_bytes())[0])[0]


def check_resumed(guest: Any, thread: Any, result: dict[str, Any], host_file: Any, guest_file: Any,
                  killed_at: int) -> None:
    """Both sides resumed the same match from their autosaves and played it to the end:
    the same history on both sides, longer than at the kill, and both saved files verify."""
    from nard_desktop.app.netplay.session import history_digest
    from nard_desktop.app.record import loads
    from nard_desktop.app.verify import verify_file

    out, _ = guest.communicate(timeout=240)
    thread.join(60)
    assert guest.returncode == 0, out
    assert "error" not in result, result.get("error")
    host = result["session"]
    assert host.resumed and host.is_over
    final_guest, _ = loads(guest_file.read_bytes())
    assert history_digest(final_guest) == history_digest(host.match)
    assert history_digest(final_guest)[0] > killed_at
    for path in (host_file, guest_file):
        ok, verdict = verify_file(path)
        assert ok, verdict
