"""Games on the local network, found by themselves: multicast DNS service
discovery (DNS-SD over mDNS, the ``zeroconf`` package).

A host that listens for a direct connection (:class:`~.transport.Listener`)
also *advertises* it (:class:`Advertisement`): a service of type
``_takhtehnard._tcp.local.`` with the host's address and port, and in its
text record the host's display name, the protocol version and the program's
version.  Never the code word: a listed game is joined with
:func:`connect_to` and the code the host reads out, through the same key
exchange as a typed address.

A :class:`Browser` lists the games on the network and calls ``on_added`` and
``on_removed`` as they come and go.  What it hears is anyone's: each entry is
checked (a display name of printable characters cut to the protocol's limit,
a version that is a number, a port, addresses that are addresses) and one
that is not a game is left out; at most :data:`MAX_GAMES` are listed.  The
callbacks run in zeroconf's thread: the window passes them on to its own.

Nothing is sent on the network until one of them is made; ``interfaces``
restricts both to some addresses (the tests use ``["127.0.0.1"]``: multicast
on the loopback only).  Making and closing an advertisement wait for the
network (a second or two: mDNS first checks that the name is free), so the
window does it in a worker thread.
"""

from __future__ import annotations

import ipaddress
import secrets
import threading
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ... import __version__
from .protocol import MAX_NAME, VERSION, NetError
from .transport import HANDSHAKE_TIMEOUT, SecureChannel, connect

__all__ = ["SERVICE_TYPE", "MAX_GAMES", "Game", "Advertisement", "Browser", "connect_to", "local_addresses"]

SERVICE_TYPE = "_takhtehnard._tcp.local."
MAX_GAMES = 64
"""The most games a browser lists (a network that announces more is not believed)."""
RESOLVE_MS = 3000
"""How long the browser asks for a game's address and port once it is announced."""
_MAX_LABEL_BYTES = 63  # a DNS label


def _clean_name(raw: str) -> str:
    text = "".join(ch if ch.isprintable() else " " for ch in raw)
    return " ".join(text.split())[:MAX_NAME]


@dataclass(frozen=True)
class Game:
    """A game someone hosts on the network.  ``key`` tells games apart (the
    service's instance name); ``compatible`` is False for another protocol
    version (list it, greyed: the players then know to update)."""

    key: str
    name: str
    addresses: tuple[str, ...]
    port: int
    version: int
    program: str

    @property
    def compatible(self) -> bool:
        return self.version == VERSION


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses other than the loopback (the loopback if there is none)."""
    import ifaddr

    found: list[str] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127.") and ip.ip not in found:
                found.append(ip.ip)
    return found or ["127.0.0.1"]


def _zeroconf(interfaces: Sequence[str] | None) -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    if interfaces is None:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


def _label(name: str) -> str:
    """The service's instance name: the display name and a few random
    characters (two hosts of the same name stay apart), within one DNS label."""
    suffix = f" [{secrets.token_hex(3)}]"
    base = _clean_name(name).replace(".", " ") or "Takhteh Nard"
    while len((base + suffix).encode("utf-8")) > _MAX_LABEL_BYTES:
        base = base[:-1]
    return base.rstrip() + suffix


class Advertisement:
    """Tell the local network that this program hosts a game: ``name`` (the
    host's display name) on ``port``.  :meth:`close` takes it back (the
    browsers are told it is gone)."""

    def __init__(self, name: str, port: int, *, addresses: Sequence[str] | None = None,
                 interfaces: Sequence[str] | None = None) -> None:
        from zeroconf import ServiceInfo

        if not 0 < port < 65536:
            raise ValueError(f"a port is 1–65535, not {port}")
        if addresses is None:
            addresses = list(interfaces) if interfaces is not None else local_addresses()
        self.name = _clean_name(name)
        self._zc = _zeroconf(interfaces)
        self._info = ServiceInfo(
            SERVICE_TYPE, f"{_label(name)}.{SERVICE_TYPE}", port=port,
            properties={"name": self.name, "v": str(VERSION), "program": __version__},
            server=f"takhtehnard-{secrets.token_hex(4)}.local.", parsed_addresses=list(addresses))
        self._closed = False
        try:
            self._zc.register_service(self._info, allow_name_change=True)
        except Exception:
            self._zc.close()
            raise

    @property
    def key(self) -> str:
        """The service's instance name, as :attr:`Game.key` shows it to browsers."""
        return str(self._info.name)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            self._zc.unregister_service(self._info)
        finally:
            self._zc.close()

    def __enter__(self) -> "Advertisement":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _game_from(info: Any, key: str) -> Game | None:
    """A game from a resolved service, or None for anything that is not one."""
    props = info.properties or {}
    try:
        raw_name = props.get(b"name") or b""
        raw_version = props.get(b"v") or b""
        raw_program = props.get(b"program") or b""
        name = _clean_name(raw_name.decode("utf-8"))
        version_text = raw_version.decode("ascii")
        program = _clean_name(raw_program.decode("utf-8"))[:20]
    except (AttributeError, UnicodeDecodeError):
        return None
    if not name or not version_text.isdigit() or len(version_text) > 6:
        return None
    port = info.port
    if type(port) is not int or not 0 < port < 65536:
        return None
    addresses: list[str] = []
    for text in info.parsed_addresses():
        try:
            ip = ipaddress.ip_address(text)
        except ValueError:
            continue
        if not (ip.is_multicast or ip.is_unspecified) and str(ip) not in addresses:
            addresses.append(str(ip))
    if not addresses:
        return None
    return Game(key, name, tuple(addresses[:8]), port, int(version_text), program)


class Browser:
    """List the games hosted on the local network.  ``on_added(game)`` is
    called when one appears or changes, ``on_removed(game)`` when it goes
    (both from zeroconf's thread); :meth:`games` is the list now."""

    def __init__(self, on_added: Callable[[Game], None] | None = None,
                 on_removed: Callable[[Game], None] | None = None, *,
                 interfaces: Sequence[str] | None = None) -> None:
        from zeroconf import ServiceBrowser

        self._on_added = on_added
        self._on_removed = on_removed
        self._games: dict[str, Game] = {}
        self._lock = threading.Lock()
        self._closed = False
        self._zc = _zeroconf(interfaces)
        try:
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
        except Exception:
            self._zc.close()
            raise

    def games(self) -> list[Game]:
        with self._lock:
            return sorted(self._games.values(), key=lambda g: (g.name.casefold(), g.key))

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if self._closed or service_type != SERVICE_TYPE:
            return
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                gone = self._games.pop(name, None)
            if gone is not None and self._on_removed is not None:
                self._on_removed(gone)
            return
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        except Exception:  # noqa: BLE001 - whatever a stranger announced, it is not a game then
            return
        game = None if info is None else _game_from(info, name)
        if game is None:
            return
        with self._lock:
            if self._closed or (name not in self._games and len(self._games) >= MAX_GAMES):
                return
            if self._games.get(name) == game:
                return
            self._games[name] = game
        if self._on_added is not None:
            self._on_added(game)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            self._browser.cancel()
        finally:
            self._zc.close()

    def __enter__(self) -> "Browser":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def connect_to(game: Game, code: str, timeout: float = HANDSHAKE_TIMEOUT) -> SecureChannel:
    """Join a listed game with the code word the host reads out: the direct
    TCP connection of :func:`~.transport.connect`, trying the game's addresses
    in turn."""
    last: NetError | None = None
    for address in game.addresses:
        try:
            return connect(address, game.port, code, timeout)
        except NetError as exc:
            if exc.code != "closed":
                raise  # reached the host: a wrong code is not tried elsewhere
            last = exc
    raise last or NetError("closed", f"{game.name} cannot be reached")
