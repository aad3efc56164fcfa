"""The ways of getting a connection to a friend's program, behind one small interface.

The window ("Play a friend") never opens a socket itself: it asks a
:class:`Connector` for a :class:`~.play.Channel`, in a worker thread, and
shows what the connector tells it on the way (the code word to read aloud,
the address to give).  Each way of connecting is one connector:

- :class:`DirectConnector`: a direct TCP connection to an address and port,
  keyed by a code word (:mod:`.transport`); the fallback that always works
  on a local network or with a forwarded port;
- a code word through a rendezvous and relay service, and games found on
  the local network, plug in as other connectors (and a :data:`NearbyFinder`)
  without the window changing.

A connector runs one attempt at a time.  :meth:`Connector.host` and
:meth:`Connector.join` block (the window runs them off its thread);
:meth:`Connector.cancel` may be called from any thread and makes the
attempt in progress end soon with ``NetError("cancelled")``.  Every failure
is a :class:`~.protocol.NetError` with a code the window words for the
player (``wording.error_text``).  No Qt here.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from .play import Channel
from .protocol import NetError
from .transport import DEFAULT_PORT, Listener, SecureChannel, connect, new_code

__all__ = ["Invitation", "Target", "NearbyGame", "NearbyFinder", "Connector", "DirectConnector",
           "WormholeConnector", "default_connectors", "no_nearby_games", "local_addresses", "WAIT_SECONDS",
           "RELAY_RECONNECT_SECONDS"]

WAIT_SECONDS = 600.0
"""How long a host waits for the friend to join before giving up."""


@dataclass(frozen=True)
class Invitation:
    """What the host shows its friend: the code word and, for a direct
    connection, the addresses and port to connect to (empty when the code
    alone is enough)."""

    code: str
    addresses: tuple[str, ...] = ()
    port: int | None = None


@dataclass(frozen=True)
class Target:
    """Whom the guest joins: the code word the host read out and, for a
    direct connection, the host's address and port."""

    code: str
    address: str = ""
    port: int = DEFAULT_PORT


@dataclass(frozen=True)
class NearbyGame:
    """A friend's game announced on the local network: picking it fills in
    where to connect (the code is still read out by the friend)."""

    name: str
    address: str
    port: int
    compatible: bool = True  # False: another protocol version (listed, greyed)


NearbyFinder = Callable[[], Sequence[NearbyGame]]
"""Asked now and then while the join page is open: the games on this network now."""


def no_nearby_games() -> Sequence[NearbyGame]:
    """The finder when the local network is not searched."""
    return ()


class Connector(Protocol):
    """One way of connecting two programs.

    ``kind`` names it (``"direct"``, …); ``needs_address`` says whether
    joining needs the host's address and port besides the code (a direct
    connection) or the code alone (a rendezvous)."""

    kind: str
    needs_address: bool

    def host(self, code: str | None, shown: Callable[[Invitation], None]) -> Channel:
        """Wait for the friend: ``shown`` is called once (from this thread)
        with what the host reads out, as soon as it is known; the channel
        once the friend has joined with the right code.  ``code`` given:
        the same code again (reconnecting)."""
        ...

    def join(self, target: Target) -> Channel:
        """Join the friend's game; the channel once the code matched."""
        ...

    def cancel(self) -> None:
        """End the attempt in progress (from any thread): it raises ``NetError("cancelled")``."""
        ...


def local_addresses() -> tuple[str, ...]:
    """This machine's addresses a friend on the network could connect to
    (IPv4, the loopback last when it is the only one); asks no server."""
    found: list[str] = []
    try:
        # No packet is sent: connecting a UDP socket only picks the outgoing interface.
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            addr = str(info[4][0])
            if addr not in found and not addr.startswith("127."):
                found.append(addr)
    except OSError:
        pass
    found = [a for a in found if not a.startswith("127.") and a != "0.0.0.0"]
    return tuple(found) or ("127.0.0.1",)


class DirectConnector:
    """A direct TCP connection with a code word (:mod:`.transport`).

    The host listens on ``port`` (the default port; any free port when that
    one is taken, or with ``port=0``) on ``address`` (all interfaces by
    default) and keeps the same port for a reconnection."""

    kind = "direct"
    needs_address = True

    def __init__(self, port: int = DEFAULT_PORT, address: str = "", *, wait: float = WAIT_SECONDS,
                 addresses: Callable[[], tuple[str, ...]] = local_addresses) -> None:
        self.port = port
        self.address = address
        self.wait = wait
        self._addresses = addresses
        self._lock = threading.Lock()
        self._cancelled = threading.Event()
        self._listener: Listener | None = None
        self._sock: socket.socket | None = None

    def _listen(self) -> Listener:
        try:
            return Listener(self.port, self.address)
        except OSError:
            if self.port == 0:
                raise NetError("closed", "cannot listen on any port") from None
        try:
            return Listener(0, self.address)  # the usual port is taken: any free one
        except OSError as exc:
            raise NetError("closed", f"cannot listen: {exc}") from None

    def host(self, code: str | None, shown: Callable[[Invitation], None]) -> Channel:
        self._cancelled.clear()
        listener = self._listen()
        with self._lock:
            self._listener = listener
        try:
            self.port = listener.port
            code = code or new_code()
            shown(Invitation(code, self._addresses(), listener.port))
            self._check()
            try:
                channel = listener.accept(code, self.wait)
            except NetError:
                self._check()
                raise
            except OSError as exc:  # the listener was stopped
                self._check()
                raise NetError("closed", f"the listener stopped: {exc}") from None
            if self._cancelled.is_set():
                channel.close()
                self._check()
            return channel
        finally:
            with self._lock:
                self._listener = None
            listener.close()

    def join(self, target: Target) -> Channel:
        self._cancelled.clear()
        address = target.address.strip()
        if not address:
            raise NetError("closed", "no address to connect to")
        self._check()
        try:
            channel: SecureChannel = connect(address, int(target.port), target.code)
        except NetError:
            self._check()
            raise
        if self._cancelled.is_set():
            channel.close()
            self._check()
        return channel

    def _check(self) -> None:
        if self._cancelled.is_set():
            raise NetError("cancelled", "the player stopped waiting")

    def cancel(self) -> None:
        self._cancelled.set()
        with self._lock:
            listener = self._listener
        if listener is not None:
            listener.stop()


RELAY_RECONNECT_SECONDS = 120.0
"""How long a side that reconnects through the relay waits there for the friend's program."""


class WormholeConnector:
    """A code word across the internet (:mod:`.rendezvous`): magic-wormhole's
    mailbox server to meet, its transit relay to carry the match.

    The first connection allocates a code word (hosting) or uses the
    friend's (joining).  The meeting is kept in memory: while both programs
    run, a reconnection (``host`` with the same code, or ``join`` with the
    same code) meets again at the relay with the next connection's token and
    key (:meth:`~.rendezvous.RelayChannel.reconnect`), without the mailbox
    server.  Once this program has stopped the keys are gone: hosting again
    allocates a *new* code word (the invitation then carries another code
    than the one asked for, which the window says), and a guest needs the
    friend's new code."""

    kind = "wormhole"
    needs_address = False

    def __init__(self, mailbox_url: str | None = None, relay: str | None = None, *,
                 wait: float | None = None, join_wait: float | None = None,
                 reconnect_wait: float = RELAY_RECONNECT_SECONDS) -> None:
        self.mailbox_url = mailbox_url
        self.relay = relay
        self.wait = wait
        self.join_wait = join_wait
        self.reconnect_wait = reconnect_wait
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._meeting: Any = None   # rendezvous.Meeting of the last connection
        self._attempt = 0           # the number of the last connection made with it

    def _reconnect(self) -> Channel:
        from .rendezvous import RelayChannel

        attempt = self._attempt + 1
        channel = RelayChannel.open(self._meeting, attempt, timeout=self.reconnect_wait, cancel=self._cancel)
        with self._lock:
            self._attempt = attempt
        return self._checked(channel)

    def _checked(self, channel: Channel) -> Channel:
        if self._cancel.is_set():
            channel.close()
            raise NetError("cancelled", "the player stopped waiting")
        return channel

    def _keep(self, channel: Any) -> Channel:
        with self._lock:
            self._meeting, self._attempt = channel.meeting, channel.attempt
        return self._checked(channel)

    def same_meeting(self, code: str | None) -> bool:
        """Whether a connection with ``code`` can be made again through the relay
        (this program met the friend with that code and still holds the keys)."""
        from .rendezvous import normal_code

        if not code or self._meeting is None:
            return False
        try:
            return bool(normal_code(code) == self._meeting.code)
        except NetError:
            return False

    def host(self, code: str | None, shown: Callable[[Invitation], None]) -> Channel:
        from . import rendezvous

        self._cancel.clear()
        if self.same_meeting(code) and self._meeting.is_host:
            shown(Invitation(self._meeting.code))
            return self._reconnect()
        kw: dict[str, Any] = {} if self.wait is None else {"timeout": self.wait}
        channel = rendezvous.host(lambda new: shown(Invitation(new)), mailbox_url=self.mailbox_url,
                                  relay=self.relay, cancel=self._cancel, **kw)
        return self._keep(channel)

    def join(self, target: Target) -> Channel:
        from . import rendezvous

        self._cancel.clear()
        if self.same_meeting(target.code) and not self._meeting.is_host:
            return self._reconnect()
        kw: dict[str, Any] = {} if self.join_wait is None else {"timeout": self.join_wait}
        channel = rendezvous.join(target.code, mailbox_url=self.mailbox_url, relay=self.relay,
                                  cancel=self._cancel, **kw)
        return self._keep(channel)

    def cancel(self) -> None:
        self._cancel.set()


def _wormhole_available() -> bool:
    """Whether magic-wormhole is installed, without importing it: Twisted and
    its company load only when a player connects by a code word, not at every
    start of the program."""
    import importlib.util

    try:
        return importlib.util.find_spec("wormhole") is not None
    except (ImportError, ValueError):
        return False


def default_connectors() -> list[Connector]:
    """The ways of connecting this program offers, the preferred first: a
    code word across the internet (when magic-wormhole is installed), then
    the direct connection (a typed address, or a game on this network)."""
    direct: list[Connector] = [DirectConnector()]
    return ([WormholeConnector()] + direct) if _wormhole_available() else direct
