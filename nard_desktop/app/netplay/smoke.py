"""``nard-desktop --smoke-network``: a whole match between two processes of
this program over the loopback, computer against computer, every roll
checked by both sides; then both saved matches must verify and agree.

The host runs in this process; the guest is a second process
(``nard-desktop --net-play guest …``, an option for this self-test only).
``--tamper`` makes the guest lie about its dice secret once: the host must
then end the match with ``bad_reveal`` and the self-test fail.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable, TextIO

from ...engine.rules import RuleSet
from ..record import loads, parse_record
from ..verify import verify_file
from .play import ComputerPlayer, drive
from .protocol import NetError
from .session import NetSession, Proposal
from .transport import Listener, SecureChannel, connect, new_code

__all__ = ["run_smoke", "run_side", "lie_about_dice"]

SMOKE_LEVEL = "intermediate"


def lie_about_dice(after: int = 2) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """An outgoing-message filter that replaces this side's dice secret of
    roll ``after`` by another one (a peer that lies about its dice)."""
    def tamper(msg: dict[str, Any]) -> dict[str, Any]:
        if msg["type"] == "reveal" and msg["index"] == after:
            return {**msg, "secret": secrets.token_hex(32)}
        return msg
    return tamper


def run_side(role: str, port: int, code: str, save: str, *, address: str = "127.0.0.1", length: int = 1,
             preset: str = "international_match", level: str = SMOKE_LEVEL, tamper: bool = False,
             listener: Listener | None = None, seed: int | None = None, resume: bool = False,
             on_session: Callable[[NetSession], None] | None = None) -> NetSession:
    """Play one side of a match over TCP with the computer; returns the session
    (raises :class:`NetError` when the match ends early).  With ``resume``
    the match saved in ``save`` goes on (after a dropped connection)."""
    side = 0 if role == "host" else 1
    saved = None
    if resume:
        with open(save, "rb") as fh:
            saved = parse_record(fh.read())
    if side == 0:
        session = NetSession(0, "Host", proposal=Proposal(RuleSet.preset(preset), length, 1), saved=saved)
        own = listener or Listener(port, address)
        try:
            channel = own.accept(code, timeout=60)
        finally:
            if listener is None:
                own.close()
    else:
        session = NetSession(1, "Guest", saved=saved)
        joined: SecureChannel | None = None
        for _ in range(100):  # the host may not be listening yet
            try:
                joined = connect(address, port, code)
                break
            except NetError as exc:
                if exc.code != "closed":
                    raise
                time.sleep(0.1)
        if joined is None:
            raise NetError("closed", f"cannot reach the host at {address}:{port}")
        channel = joined
    if on_session is not None:
        on_session(session)
    try:
        drive(channel, session, ComputerPlayer(level, seed=seed), autosave=save,
              outgoing=lie_about_dice() if tamper else None)
    finally:
        channel.close()
    return session


def run_smoke(*, tamper: bool = False, out: TextIO | None = None, length: int = 1) -> int:
    """The self-test; 0 when the whole match was played, fair and legal on both sides."""
    out = out or sys.stderr
    code = new_code()
    with tempfile.TemporaryDirectory(prefix="nard-smoke-net-") as tmp:
        host_file, guest_file = os.path.join(tmp, "host.nardmatch"), os.path.join(tmp, "guest.nardmatch")
        listener = Listener(0, "127.0.0.1")
        cmd = [sys.executable, "-m", "nard_desktop", "--net-play", "guest", "--net-port", str(listener.port),
               "--net-code", code, "--net-save", guest_file, "--net-length", str(length)]
        if tamper:
            cmd.append("--tamper")
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        guest = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        started = time.monotonic()
        try:
            try:
                session = run_side("host", listener.port, code, host_file, listener=listener, length=length)
            finally:
                listener.close()
        except NetError as exc:
            guest.kill()
            guest.wait()
            print(f"smoke-network: FAILED: the match ended early: {exc.code}: {exc.message}", file=out)
            return 1
        try:
            guest_out, _ = guest.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            guest.kill()
            guest.wait()
            print("smoke-network: FAILED: the guest did not finish", file=out)
            return 1
        if guest.returncode != 0:
            print(f"smoke-network: FAILED: the guest exited with {guest.returncode}: {guest_out.strip()}", file=out)
            return 1
        verdicts = [verify_file(host_file), verify_file(guest_file)]
        for ok, verdict in verdicts:
            if not ok:
                print(f"smoke-network: FAILED: {verdict}", file=out)
                return 1
        with open(host_file, "rb") as a, open(guest_file, "rb") as b:
            ma, _ = loads(a.read())
            mb, _ = loads(b.read())
        if [g.history for g in ma.games] != [g.history for g in mb.games]:
            print("smoke-network: FAILED: the two sides saved different matches", file=out)
            return 1
        m = session.match
        assert m is not None
        print(f"smoke-network: ok: {len(m.games)} games, {m.score[0]}-{m.score[1]}, "
              f"{len(session.roller.proofs)} rolls checked by both sides, both saved matches verify "
              f"({time.monotonic() - started:.1f} s)", file=out)
        return 0


def run_guest_from_cli(port: int, code: str, save: str, length: int, tamper: bool, resume: bool = False) -> int:
    """``--net-play guest``: the second process of the self-test (and of the tests)."""
    try:
        run_side("guest", port, code, save, length=length, tamper=tamper, resume=resume)
    except NetError as exc:
        print(f"net-play: the match ended early: {exc.code}: {exc.message}", file=sys.stderr)
        return 1
    return 0
