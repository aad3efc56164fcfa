"""A magic-wormhole mailbox server and transit relay on the loopback, for the
tests and ``--smoke-network --via wormhole`` (no outside network).

They are the same servers as the public ones (the PyPI packages
``magic-wormhole-mailbox-server`` and ``magic-wormhole-transit-relay``, in
the ``test`` extra, not needed to play), run in this process's reactor
thread (:mod:`.reactor_thread`) on free ports of 127.0.0.1, with the
mailbox's database in memory.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from typing import Any

from .reactor_thread import call

__all__ = ["LocalServers", "start_local_servers", "servers_available"]


def servers_available() -> bool:
    """Whether the two server packages are installed."""
    try:
        import wormhole_mailbox_server  # noqa: F401
        import wormhole_transit_relay  # noqa: F401
    except ImportError:
        return False
    return True


@dataclass
class LocalServers:
    """Both servers, listening; :attr:`mailbox_url` and :attr:`relay` are what
    :func:`~.rendezvous.host` and :func:`~.rendezvous.join` take.  Made with
    the addresses alone, it names servers run elsewhere, and :meth:`close`
    stops nothing."""

    mailbox_url: str
    relay: str
    _ports: list[Any] = field(default_factory=list, repr=False)
    _server: Any = field(default=None, repr=False)

    def close(self) -> None:
        """Stop listening (connections still open are dropped)."""
        ports, self._ports = self._ports, []
        server, self._server = self._server, None

        def stop() -> Any:
            from twisted.internet import defer

            waits = [defer.maybeDeferred(p.stopListening) for p in ports]
            if server is not None and server.running:
                waits.append(defer.maybeDeferred(server.stopService))
            return defer.DeferredList(waits, consumeErrors=True)

        if ports or server is not None:
            call(stop, timeout=10)

    def __enter__(self) -> "LocalServers":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def start_local_servers() -> LocalServers:
    """Start a mailbox server and a transit relay on 127.0.0.1 (free ports)."""
    from twisted.internet import defer, endpoints, protocol, reactor

    with warnings.catch_warnings():  # twisted.web.static, which the mailbox server imports, warns of itself
        warnings.simplefilter("ignore", DeprecationWarning)
        from wormhole_mailbox_server.database import create_channel_db
        from wormhole_mailbox_server.server import make_server
        from wormhole_mailbox_server.web import make_web_server
    from wormhole_transit_relay import transit_server
    from wormhole_transit_relay.usage import create_usage_tracker

    @defer.inlineCallbacks
    def start() -> Any:
        server = make_server(create_channel_db(":memory:"))
        server.startService()
        site = make_web_server(server, log_requests=False)
        mailbox_port = yield endpoints.TCP4ServerEndpoint(reactor, 0, interface="127.0.0.1").listen(site)

        factory = protocol.ServerFactory()
        factory.protocol = transit_server.TransitConnection
        factory.transit = transit_server.Transit(create_usage_tracker(blur_usage=None, log_file=None, usage_db=None),
                                                 reactor.seconds)
        factory.log_requests = False
        relay_port = yield endpoints.TCP4ServerEndpoint(reactor, 0, interface="127.0.0.1").listen(factory)
        return LocalServers(f"ws://127.0.0.1:{mailbox_port.getHost().port}/v1",
                            f"tcp:127.0.0.1:{relay_port.getHost().port}",
                            [mailbox_port, relay_port], server)

    return call(start, timeout=20)
