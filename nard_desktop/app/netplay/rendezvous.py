"""Play a friend across the internet with a short code word, through
magic-wormhole's rendezvous (mailbox) server and transit relay.

The host asks the mailbox server for a code word (``"7-crossover-clockwork"``:
a number and two words) and reads it to the friend, who types it.  The two
programs run magic-wormhole's password-authenticated key exchange (SPAKE2)
with the code as the password, through the mailbox server: both get the same
key only if both have the same code; a wrong code fails on both sides
(``wrong_code``) and uses the code up, so it cannot be guessed at leisure.
The mailbox is then closed: it only served to meet.

From the key each side derives (magic-wormhole's ``derive_key``) a token for
the transit relay and the key of the match's channel.  Both connect to the
relay with the token; the relay pairs the two connections and copies bytes
between them.  Over that pipe the match runs in exactly the frames of the
direct TCP connection (:class:`~.transport.SecureChannel`: ChaCha20-Poly1305,
one key per direction, the message's number as its nonce, the same size
limits and timeouts), so a relay that changes, drops, repeats or reorders
anything is caught (``tampered``), and a peer's message is checked as on a
direct connection.  docs/network.md says why the pipe is the relay rather
than the mailbox or wormhole's own transit records.  After a dropped
connection both sides meet again at the relay (:meth:`RelayChannel.reconnect`:
the next token, the next key) without a new code word.

Every call here blocks: the window calls :func:`host` and :func:`join` in a
worker thread, with a ``cancel`` event that its stop button sets.  The
wormhole runs in Twisted's reactor, in a thread of its own
(:mod:`.reactor_thread`).  Nothing connects anywhere until one of them is
called.

The servers: magic-wormhole's public ones unless the caller, the settings or
the environment (``NARD_MAILBOX_URL``, ``NARD_TRANSIT_RELAY``) name others
(the tests and ``--smoke-network --via wormhole`` run both locally).
"""

from __future__ import annotations

import os
import re
import secrets
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .protocol import VERSION, NetError
from .reactor_thread import call
from .transport import HANDSHAKE_TIMEOUT, SecureChannel

__all__ = [
    "APP_ID", "PUBLIC_MAILBOX_URL", "PUBLIC_TRANSIT_RELAY", "MAILBOX_ENV", "RELAY_ENV",
    "HOST_TIMEOUT", "JOIN_TIMEOUT", "PAIR_TIMEOUT",
    "Meeting", "RelayChannel", "servers", "normal_code", "parse_relay", "meet", "open_relay", "host", "join",
]

APP_ID = "io.github.takhtehnard/nard-desktop/play-a-friend"
"""The application id on the mailbox server: our codes live apart from other programs'."""

PUBLIC_MAILBOX_URL = "ws://relay.magic-wormhole.io:4000/v1"
"""magic-wormhole's public mailbox server (the one its own command line uses)."""
PUBLIC_TRANSIT_RELAY = "tcp:transit.magic-wormhole.io:4001"
"""magic-wormhole's public transit relay."""
MAILBOX_ENV = "NARD_MAILBOX_URL"
RELAY_ENV = "NARD_TRANSIT_RELAY"

HOST_TIMEOUT = 600.0
"""How long the host waits for the friend to type the code."""
JOIN_TIMEOUT = 60.0
"""How long the guest waits for the host's program (a code whose number no host holds waits this long)."""
PAIR_TIMEOUT = 30.0
"""How long either side waits at the relay for the other once both know the key."""
CLOSE_TIMEOUT = 5.0

_CHANNEL_PURPOSE = "nard-desktop/v1/channel-key"
_TOKEN_PURPOSE = "nard-desktop/v1/relay-token"
_VERSIONS_KEY = "nard-desktop"
_CODE = re.compile(r"[0-9]{1,6}(-[a-z]{1,20}){1,6}\Z")
_RELAY_OK = b"ok\n"


@dataclass(frozen=True)
class Meeting:
    """What the two sides agreed through the mailbox server: who is the host,
    the code word, the relay both use, the relay token and the channel key
    (both derived from the key of the code's exchange; never shown)."""

    is_host: bool
    code: str
    relay: str
    relay_token: bytes
    channel_key: bytes

    def __repr__(self) -> str:  # keep the keys out of logs
        return f"Meeting(is_host={self.is_host}, code={self.code!r}, relay={self.relay!r})"

    def token(self, attempt: int = 0) -> bytes:
        """The relay token of connection number ``attempt`` (0: the first;
        each reconnection has a token of its own, derived from the first)."""
        return self.relay_token if attempt == 0 else _hkdf(self.relay_token, b"nard-desktop relay token %d" % attempt)

    def key(self, attempt: int = 0) -> bytes:
        """The channel key of connection number ``attempt``: a new key for every
        connection, since a channel's message numbers start again at 0."""
        return self.channel_key if attempt == 0 else _hkdf(self.channel_key, b"nard-desktop channel key %d" % attempt)


def _hkdf(key: bytes, info: bytes) -> bytes:
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=info).derive(key)


def servers(mailbox_url: str | None = None, relay: str | None = None) -> tuple[str, str]:
    """The mailbox server's URL and the transit relay to use: the ones given,
    else the environment's (``NARD_MAILBOX_URL``, ``NARD_TRANSIT_RELAY``),
    else magic-wormhole's public servers."""
    mailbox = mailbox_url or os.environ.get(MAILBOX_ENV) or PUBLIC_MAILBOX_URL
    transit = relay or os.environ.get(RELAY_ENV) or PUBLIC_TRANSIT_RELAY
    parse_relay(transit)
    if not mailbox.startswith(("ws://", "wss://")):
        raise ValueError(f"a mailbox server's address starts with ws:// or wss://: {mailbox!r}")
    return mailbox, transit


def normal_code(code: str) -> str:
    """The code word as magic-wormhole wants it: Persian or Arabic-Indic
    digits read as ASCII digits, letters in lower case, spaces between the
    parts read as dashes (``"۷ crossover clockwork"`` is ``"7-crossover-clockwork"``).
    Raises :class:`NetError` ``wrong_code`` for something that is no code word."""
    text = str(code).translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789"))
    text = "-".join(part for part in re.split(r"[\s\-‐–—_]+", text.strip().lower()) if part)
    if not _CODE.match(text):
        raise NetError("wrong_code", "not a code word (a number and words joined by dashes)")
    return text


def parse_relay(relay: str) -> tuple[str, int]:
    """``"tcp:HOST:PORT"`` (magic-wormhole's form) as ``(host, port)``."""
    kind, _, rest = str(relay).partition(":")
    host, _, port = rest.rpartition(":")
    host = host.strip("[]")
    if kind != "tcp" or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"a transit relay is tcp:HOST:PORT, not {relay!r}")
    return host, int(port)


# ---------------------------------------------------------------- the mailbox

def _translate_failure(exc: BaseException) -> NetError:
    """A wormhole failure as the match's error code."""
    from wormhole import errors

    if isinstance(exc, NetError):
        return exc
    if isinstance(exc, errors.WrongPasswordError):
        return NetError("wrong_code", "the friend's program does not have the same code word")
    if isinstance(exc, errors.KeyFormatError):
        return NetError("wrong_code", "not a code word")
    if isinstance(exc, errors.ServerConnectionError):
        return NetError("unreachable", f"cannot reach the mailbox server: {exc}")
    if isinstance(exc, errors.WelcomeError):
        return NetError("unreachable", f"the mailbox server turned us away: {exc}")
    if isinstance(exc, (errors.LonelyError, errors.WormholeClosed)):
        return NetError("closed", "the mailbox closed before the friend came")
    return NetError("closed", f"the rendezvous failed: {type(exc).__name__}: {exc}")


def _check_versions(versions: Any, relay: str) -> None:
    """The peer's announcement (it comes through the key exchange, so it is
    the friend's program speaking, but a program that may be changed)."""
    mine = versions.get(_VERSIONS_KEY) if isinstance(versions, Mapping) else None
    if not isinstance(mine, Mapping) or type(mine.get("protocol")) is not int:
        raise NetError("bad_version", "the peer is not this program")
    if mine["protocol"] != VERSION:
        raise NetError("bad_version", f"the peer speaks version {mine['protocol']}, we speak {VERSION}")
    if mine.get("relay") != relay:
        raise NetError("closed", "the friend's program uses another transit relay: both must use the same one")


def _close(wormhole: Any) -> None:
    """Close the mailbox (in the reactor's thread), whatever its state."""
    try:
        call(lambda: wormhole.close().addErrback(lambda _f: None), timeout=CLOSE_TIMEOUT)
    except Exception:  # noqa: BLE001 - the meeting is over either way; a close that fails changes nothing
        pass


def meet(code: str | None = None, *, on_code: Callable[[str], None] | None = None,
         mailbox_url: str | None = None, relay: str | None = None, timeout: float | None = None,
         cancel: threading.Event | None = None, code_words: int = 2) -> Meeting:
    """Meet the friend through the mailbox server: as host (``code`` None: a
    new code word is allocated and given to ``on_code`` in this thread) or as
    guest (with the host's ``code``).  Raises :class:`NetError`: ``wrong_code``,
    ``bad_version``, ``timeout``, ``cancelled``, ``unreachable`` (the
    mailbox server), ``closed`` (the mailbox closed early, or the two sides
    name different relays)."""
    import wormhole as wh

    is_host = code is None
    guest_code = None if is_host else normal_code(code or "")
    mailbox, transit = servers(mailbox_url, relay)
    wait = timeout if timeout is not None else (HOST_TIMEOUT if is_host else JOIN_TIMEOUT)
    deadline = time.monotonic() + wait
    versions = {_VERSIONS_KEY: {"protocol": VERSION, "relay": transit}}

    def create() -> Any:
        from twisted.internet import reactor

        return wh.create(APP_ID, mailbox, reactor, versions=versions)

    w = call(create)
    try:
        if guest_code is None:
            def allocate() -> Any:
                w.allocate_code(code_words)
                return w.get_code()
            try:
                the_code = str(call(allocate, timeout=min(wait, HANDSHAKE_TIMEOUT), cancel=cancel))
            except NetError as exc:
                if exc.code != "timeout":
                    raise
                raise NetError("unreachable", "the mailbox server gave no code word in time") from None
            if on_code is not None:
                on_code(the_code)
        else:
            the_code = guest_code
            call(w.set_code, the_code)
        peer_versions = call(w.get_versions, timeout=max(0.0, deadline - time.monotonic()), cancel=cancel)
        _check_versions(peer_versions, transit)
        channel_key, token = call(lambda: (w.derive_key(_CHANNEL_PURPOSE, 32), w.derive_key(_TOKEN_PURPOSE, 32)))
    except BaseException as exc:
        _close(w)
        if isinstance(exc, NetError) or not isinstance(exc, Exception):
            raise
        raise _translate_failure(exc) from None
    _close(w)
    return Meeting(is_host, the_code, transit, token, channel_key)


# ---------------------------------------------------------------- the relay

def _read_ok(sock: socket.socket, deadline: float, cancel: threading.Event | None) -> None:
    got = b""
    while len(got) < len(_RELAY_OK):
        if cancel is not None and cancel.is_set():
            raise NetError("cancelled", "stopped by this side")
        left = deadline - time.monotonic()
        if left <= 0:
            raise NetError("timeout", "the friend's program did not come to the relay in time")
        sock.settimeout(min(left, 0.25))
        try:
            chunk = sock.recv(len(_RELAY_OK) - len(got))
        except socket.timeout:
            continue
        except OSError as exc:
            raise NetError("closed", f"the relay connection broke: {exc}") from None
        if not chunk:
            raise NetError("closed", "the relay closed the connection before the friend came")
        got += chunk
        if not _RELAY_OK.startswith(got):
            raise NetError("closed", "the transit relay answered something else than ok")


def open_relay(meeting: Meeting, *, attempt: int = 0, timeout: float = PAIR_TIMEOUT,
               cancel: threading.Event | None = None) -> socket.socket:
    """A TCP connection through the transit relay, paired with the friend's
    connection of the same ``attempt``: what is written to it reaches the
    friend.  Raw bytes: :class:`RelayChannel` puts the encrypted channel on it."""
    address, port = parse_relay(meeting.relay)
    deadline = time.monotonic() + timeout
    try:
        sock = socket.create_connection((address, port), timeout=min(timeout, HANDSHAKE_TIMEOUT))
    except OSError as exc:
        raise NetError("unreachable",
                       f"cannot reach the transit relay {address}:{port}: {exc.strerror or exc}") from None
    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        side = secrets.token_hex(8)
        sock.sendall(b"please relay " + meeting.token(attempt).hex().encode("ascii")
                     + b" for side " + side.encode("ascii") + b"\n")
        _read_ok(sock, deadline, cancel)
    except OSError as exc:
        sock.close()
        raise NetError("closed", f"the relay connection broke: {exc}") from None
    except NetError:
        sock.close()
        raise
    sock.settimeout(None)
    return sock


# ---------------------------------------------------------------- the channel and the two calls

class RelayChannel(SecureChannel):
    """The match's encrypted channel through the relay (a :class:`~.play.Channel`).

    After a dropped connection, while both programs still run, both call
    :meth:`reconnect`: they meet again at the relay with the next token,
    under the next key, without the mailbox server and without a new code
    word; the match then resumes as after any reconnection (both sides'
    ``hello`` with ``resume``).  Both sides count the connections they made,
    so a reconnection that timed out is tried again with the same number."""

    def __init__(self, sock: socket.socket, meeting: Meeting, attempt: int = 0) -> None:
        super().__init__(sock, meeting.key(attempt), meeting.is_host)
        self.meeting = meeting
        self.attempt = attempt

    @classmethod
    def open(cls, meeting: Meeting, attempt: int = 0, *, timeout: float = PAIR_TIMEOUT,
             cancel: threading.Event | None = None) -> "RelayChannel":
        """Connection number ``attempt`` of ``meeting`` through the relay."""
        return cls(open_relay(meeting, attempt=attempt, timeout=timeout, cancel=cancel), meeting, attempt)

    def reconnect(self, *, timeout: float = PAIR_TIMEOUT, cancel: threading.Event | None = None) -> "RelayChannel":
        """Close this connection and make the next one with the friend."""
        self.close()
        return RelayChannel.open(self.meeting, self.attempt + 1, timeout=timeout, cancel=cancel)


def host(on_code: Callable[[str], None], *, mailbox_url: str | None = None, relay: str | None = None,
         timeout: float = HOST_TIMEOUT, cancel: threading.Event | None = None,
         code_words: int = 2) -> RelayChannel:
    """Host a match: allocate a code word, give it to ``on_code`` (the window
    shows it; called in this thread), wait for the friend, and return the
    encrypted channel through the relay."""
    meeting = meet(None, on_code=on_code, mailbox_url=mailbox_url, relay=relay, timeout=timeout,
                   cancel=cancel, code_words=code_words)
    return RelayChannel.open(meeting, cancel=cancel)


def join(code: str, *, mailbox_url: str | None = None, relay: str | None = None,
         timeout: float = JOIN_TIMEOUT, cancel: threading.Event | None = None) -> RelayChannel:
    """Join the friend's match with the code word they read out; the encrypted
    channel through the relay."""
    meeting = meet(code, mailbox_url=mailbox_url, relay=relay, timeout=timeout, cancel=cancel)
    return RelayChannel.open(meeting, cancel=cancel)
