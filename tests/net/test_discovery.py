"""Games on the local network: a host advertises, a browser finds it (name,
port, version, never the code), notices it go, leaves out what is not a game,
and a listed game is joined with its code word.  Multicast DNS on the
loopback only (``interfaces=["127.0.0.1"]``): nothing leaves this machine."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from nard_desktop.app.netplay import discovery
from nard_desktop.app.netplay.discovery import SERVICE_TYPE, Advertisement, Browser, Game, connect_to
from nard_desktop.app.netplay.protocol import MAX_NAME, VERSION, NetError
from nard_desktop.app.netplay.transport import Listener

LOOPBACK = ["127.0.0.1"]


def _multicast_works_on_the_loopback() -> bool:
    """Whether this machine carries multicast DNS on the loopback at all (zeroconf
    alone, none of the code under test): one instance announces, another asks."""
    from zeroconf import ServiceInfo, Zeroconf

    try:
        a, b = Zeroconf(interfaces=LOOPBACK), Zeroconf(interfaces=LOOPBACK)
    except OSError:
        return False
    try:
        info = ServiceInfo("_probe-nard._tcp.local.", "probe._probe-nard._tcp.local.", port=9,
                           server="probe-nard.local.", parsed_addresses=["127.0.0.1"])
        a.register_service(info)
        return b.get_service_info("_probe-nard._tcp.local.", "probe._probe-nard._tcp.local.", timeout=5000) is not None
    except OSError:
        return False
    finally:
        a.close()
        b.close()


@pytest.fixture(scope="module", autouse=True)
def _multicast_on_the_loopback():
    if not _multicast_works_on_the_loopback():
        pytest.skip("multicast DNS does not reach from one socket to another on this machine's loopback")


def _wait_for(condition, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


class _Seen:
    def __init__(self):
        self.added: list[Game] = []
        self.removed: list[Game] = []
        self.lock = threading.Lock()

    def add(self, game):
        with self.lock:
            self.added.append(game)

    def remove(self, game):
        with self.lock:
            self.removed.append(game)


def test_an_advertised_game_is_found_and_its_going_is_noticed():
    seen = _Seen()
    with Browser(seen.add, seen.remove, interfaces=LOOPBACK) as browser:
        ad = Advertisement("  Ali\tReza ", 47612, interfaces=LOOPBACK)
        try:
            assert _wait_for(lambda: any(g.key == ad.key for g in browser.games()))
            game = next(g for g in browser.games() if g.key == ad.key)
            assert game.name == "Ali Reza"
            assert game.port == 47612
            assert game.addresses == ("127.0.0.1",)
            assert game.version == VERSION and game.compatible
            assert game in seen.added
        finally:
            ad.close()
        assert _wait_for(lambda: all(g.key != ad.key for g in browser.games()))
        assert _wait_for(lambda: any(g.key == ad.key for g in seen.removed))


def test_the_advertisement_carries_the_name_and_version_but_never_the_code():
    from zeroconf import Zeroconf

    listener = Listener(0, "127.0.0.1")
    code = "482-913"
    with Advertisement("مریم", listener.port, interfaces=LOOPBACK) as ad:
        zc = Zeroconf(interfaces=LOOPBACK)
        try:
            info = zc.get_service_info(SERVICE_TYPE, ad.key, timeout=5000)
        finally:
            zc.close()
    listener.close()
    assert info is not None
    assert set(info.properties) == {b"name", b"v", b"program"}
    assert info.properties[b"name"].decode("utf-8") == "مریم"
    assert all(code.encode() not in (value or b"") and b"482913" not in (value or b"")
               for value in info.properties.values())


def test_two_hosts_of_the_same_name_are_two_games():
    with Browser(interfaces=LOOPBACK) as browser:
        with Advertisement("Sara", 47613, interfaces=LOOPBACK) as a, \
                Advertisement("Sara", 47614, interfaces=LOOPBACK) as b:
            assert a.key != b.key
            assert _wait_for(lambda: {a.key, b.key} <= {g.key for g in browser.games()})
            assert sorted(g.port for g in browser.games() if g.key in (a.key, b.key)) == [47613, 47614]


def test_what_is_not_a_game_is_left_out_and_names_are_cleaned():
    from zeroconf import ServiceInfo, Zeroconf

    def announce(zc, label, props, port=47615):
        info = ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port, properties=props,
                           server=f"{label}.local.", parsed_addresses=["127.0.0.1"])
        zc.register_service(info)
        return info

    zc = Zeroconf(interfaces=LOOPBACK)
    try:
        with Browser(interfaces=LOOPBACK) as browser:
            announce(zc, "noname", {"v": "1"})
            announce(zc, "badversion", {"name": "X", "v": "one"})
            announce(zc, "notutf8", {"name": b"\xff\xfe", "v": "1"})
            announce(zc, "control", {"name": "Bad\x00\x1bName" + "x" * 100, "v": "99", "program": "1.0"})
            assert _wait_for(lambda: any(g.key.startswith("control.") for g in browser.games()))
            time.sleep(1.0)  # the others were announced first: give them their chance to be (wrongly) listed
            games = browser.games()
            assert [g.key.split(".")[0] for g in games] == ["control"]
            game = games[0]
            assert game.name.startswith("Bad Name") and len(game.name) == MAX_NAME
            assert game.name.isprintable()
            assert game.version == 99 and not game.compatible
    finally:
        zc.close()


def test_a_listed_game_is_joined_with_its_code():
    listener = Listener(0, "127.0.0.1")
    box: dict = {}
    thread = threading.Thread(target=lambda: box.setdefault("host", listener.accept("271-828", timeout=30)),
                              daemon=True)
    thread.start()
    try:
        with Advertisement("Host", listener.port, interfaces=LOOPBACK) as ad, \
                Browser(interfaces=LOOPBACK) as browser:
            assert _wait_for(lambda: any(g.key == ad.key for g in browser.games()))
            game = next(g for g in browser.games() if g.key == ad.key)
            guest = connect_to(game, "۲۷۱-۸۲۸")
            thread.join(30)
            guest.send(b"salaam")
            assert box["host"].recv(5) == b"salaam"
            guest.close()
            box["host"].close()
    finally:
        listener.close()


def test_a_listed_game_that_cannot_be_reached_says_so():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    game = Game("gone._takhtehnard._tcp.local.", "Gone", ("127.0.0.1",), port, VERSION, "1.0")
    with pytest.raises(NetError) as err:
        connect_to(game, "123-456", timeout=5)
    assert err.value.code == "closed"


def test_the_local_addresses_are_addresses():
    import ipaddress

    found = discovery.local_addresses()
    assert found and all(ipaddress.ip_address(a).version == 4 for a in found)
