"""``nard-desktop --smoke-network``: a whole match between two processes of
this program over the loopback, computer against computer, every roll
checked by both sides; then both saved matches must verify and agree.

The host runs in this process; the guest is a second process
(``nard-desktop --net-play guest …``, an option for this self-test only).
``--tamper`` makes the guest lie about its dice secret once: the host must
then end the match with ``bad_reveal`` and the self-test fail.

``--via wormhole`` goes the way of a match across the internet instead of a
direct TCP connection: this process starts a magic-wormhole mailbox server
and transit relay on the loopback (:mod:`.local_servers`), the host gets a
code word from it (:func:`~.rendezvous.host`), the guest process joins with
that code, and the match runs through the relay.  Where ``NARD_MAILBOX_URL``
and ``NARD_TRANSIT_RELAY`` both name servers, those are used instead of
starting local ones (the frozen bundle, which has no server packages, is
tested that way).
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
from .local_servers import LocalServers
from .play import Channel, ComputerPlayer, drive
from .protocol import NetError
from .session import NetSession, Proposal
from .transport import Listener, SecureChannel, connect, new_code

__all__ = ["run_smoke", "run_side", "lie_about_dice", "VIAS"]

VIAS = ("tcp", "wormhole")
"""The ways the two sides of the self-test connect: a direct TCP connection,
or a code word through a mailbox server and a transit relay (magic-wormhole)."""

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
             on_session: Callable[[NetSession], None] | None = None, via: str = "tcp",
             mailbox_url: str | None = None, relay: str | None = None,
             on_code: Callable[[str], None] | None = None) -> NetSession:
    """Play one side of a match with the computer; returns the session
    (raises :class:`NetError` when the match ends early).  With ``resume``
    the match saved in ``save`` goes on (after a dropped connection).

    ``via="tcp"``: the host listens on ``port`` with ``code``, the guest
    connects.  ``via="wormhole"``: the host gets a new code word from the
    mailbox server ``mailbox_url`` and gives it to ``on_code``; the guest
    joins with ``code``; the match goes through ``relay``."""
    side = 0 if role == "host" else 1
    saved = None
    if resume:
        with open(save, "rb") as fh:
            saved = parse_record(fh.read())
    channel: Channel
    if via == "wormhole":
        from . import rendezvous

        if side == 0:
            session = NetSession(0, "Host", proposal=Proposal(RuleSet.preset(preset), length, 1), saved=saved)
            channel = rendezvous.host(on_code or (lambda _code: None), mailbox_url=mailbox_url, relay=relay,
                                      timeout=60)
        else:
            session = NetSession(1, "Guest", saved=saved)
            channel = rendezvous.join(code, mailbox_url=mailbox_url, relay=relay)
    elif side == 0:
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


def run_smoke(*, tamper: bool = False, out: TextIO | None = None, length: int = 1, via: str = "tcp") -> int:
    """The self-test; 0 when the whole match was played, fair and legal on both sides."""
    out = out or sys.stderr
    if via not in VIAS:
        raise ValueError(f"via is one of {VIAS}")
    servers = _servers_from_environment() if via == "wormhole" else None
    if via == "wormhole" and servers is None:
        from .local_servers import servers_available, start_local_servers

        if not servers_available():
            print("smoke-network: FAILED: --via wormhole needs the packages magic-wormhole-mailbox-server and "
                  "magic-wormhole-transit-relay (the test extra)", file=out)
            return 2
        try:
            servers = start_local_servers()
        except Exception as exc:  # noqa: BLE001 - any failure to start them is reported, not raised
            print(f"smoke-network: FAILED: cannot start the local mailbox server and relay: {exc}", file=out)
            return 1
    try:
        return _run_smoke(tamper, out, length, via, servers)
    finally:
        if servers is not None:
            servers.close()


def _servers_from_environment() -> LocalServers | None:
    """The servers ``NARD_MAILBOX_URL`` and ``NARD_TRANSIT_RELAY`` name, when both
    are set: a program without the server packages (the frozen bundle) then tests
    its code-word path against servers started by someone else (closing them here
    stops nothing, as this process started nothing)."""
    from .rendezvous import MAILBOX_ENV, RELAY_ENV

    mailbox, relay = os.environ.get(MAILBOX_ENV), os.environ.get(RELAY_ENV)
    return LocalServers(mailbox, relay) if mailbox and relay else None


def program_command() -> list[str]:
    """How to start this program again: the bundle's own executable when frozen
    (PyInstaller), else this Python with ``-m nard_desktop``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "nard_desktop"]


def _run_smoke(tamper: bool, out: TextIO, length: int, via: str, servers: Any) -> int:
    code = new_code()
    with tempfile.TemporaryDirectory(prefix="nard-smoke-net-") as tmp:
        host_file, guest_file = os.path.join(tmp, "host.nardmatch"), os.path.join(tmp, "guest.nardmatch")
        listener = Listener(0, "127.0.0.1") if via == "tcp" else None
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        procs: list[subprocess.Popen[str]] = []

        def start_guest(guest_code: str) -> None:
            cmd = [*program_command(), "--net-play", "guest", "--net-code", guest_code,
                   "--net-save", guest_file, "--net-length", str(length)]
            if listener is not None:
                cmd += ["--net-port", str(listener.port)]
            else:
                cmd += ["--net-via", "wormhole", "--net-mailbox", servers.mailbox_url, "--net-relay", servers.relay]
            if tamper:
                cmd.append("--tamper")
            procs.append(subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))

        if listener is not None:
            start_guest(code)
        started = time.monotonic()
        try:
            try:
                if listener is not None:
                    session = run_side("host", listener.port, code, host_file, listener=listener, length=length)
                else:
                    session = run_side("host", 0, "", host_file, length=length, via="wormhole",
                                       mailbox_url=servers.mailbox_url, relay=servers.relay, on_code=start_guest)
            finally:
                if listener is not None:
                    listener.close()
        except NetError as exc:
            for proc in procs:
                proc.kill()
                proc.wait()
            print(f"smoke-network: FAILED: the match ended early: {exc.code}: {exc.message}", file=out)
            return 1
        guest = procs[0]
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
        how = (f"a code word, the mailbox server {servers.mailbox_url} and the transit relay {servers.relay}"
               if via == "wormhole" else "a direct connection")
        print(f"smoke-network: ok ({how}): {len(m.games)} games, {m.score[0]}-{m.score[1]}, "
              f"{len(session.roller.proofs)} rolls checked by both sides, both saved matches verify "
              f"({time.monotonic() - started:.1f} s)", file=out)
        return 0


def run_guest_from_cli(port: int, code: str, save: str, length: int, tamper: bool, resume: bool = False, *,
                       via: str = "tcp", mailbox_url: str | None = None, relay: str | None = None) -> int:
    """``--net-play guest``: the second process of the self-test (and of the tests)."""
    try:
        run_side("guest", port, code, save, length=length, tamper=tamper, resume=resume, via=via,
                 mailbox_url=mailbox_url, relay=relay)
    except NetError as exc:
        print(f"net-play: the match ended early: {exc.code}: {exc.message}", file=sys.stderr)
        return 1
    return 0
