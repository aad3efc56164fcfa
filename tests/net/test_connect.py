"""The ways of connecting behind one interface: the direct connector hosts and
joins with a code word, keeps its port for a reconnection, and a cancel ends a
waiting host or a join at once, with the ``cancelled`` code."""

from __future__ import annotations

import threading

import pytest

from nard_desktop.app.netplay.connect import DirectConnector, Invitation, Target, local_addresses
from nard_desktop.app.netplay.protocol import NetError


def _host_in_thread(connector, code=None):
    box: dict = {}
    shown = threading.Event()

    def run():
        try:
            box["channel"] = connector.host(code, lambda inv: (box.setdefault("invitation", inv), shown.set()))
        except NetError as exc:
            box["error"] = exc
            shown.set()

    t = threading.Thread(target=run, daemon=True)
    t.start()
    assert shown.wait(10)
    return t, box


def test_host_and_join_give_two_ends_of_one_channel():
    host = DirectConnector(0, "127.0.0.1", addresses=lambda: ("127.0.0.1",))
    t, box = _host_in_thread(host)
    inv = box["invitation"]
    assert isinstance(inv, Invitation) and inv.addresses == ("127.0.0.1",) and inv.port == host.port
    guest = DirectConnector()
    ch = guest.join(Target(inv.code, "127.0.0.1", inv.port))
    t.join(10)
    ch.send(b"hello")
    assert box["channel"].recv(5) == b"hello"
    ch.close()
    box["channel"].close()


def test_the_host_keeps_its_port_and_code_to_reconnect():
    host = DirectConnector(0, "127.0.0.1", addresses=lambda: ("127.0.0.1",))
    t, box = _host_in_thread(host)
    first = box["invitation"]
    DirectConnector().join(Target(first.code, "127.0.0.1", first.port)).close()
    t.join(10)
    box["channel"].close()
    t, box = _host_in_thread(host, first.code)
    again = box["invitation"]
    assert (again.code, again.port) == (first.code, first.port)
    DirectConnector().join(Target(first.code, "127.0.0.1", first.port)).close()
    t.join(10)
    box["channel"].close()


def test_cancel_ends_a_waiting_host_at_once():
    host = DirectConnector(0, "127.0.0.1", wait=60, addresses=lambda: ("127.0.0.1",))
    t, box = _host_in_thread(host)
    host.cancel()
    t.join(5)
    assert not t.is_alive()
    assert box["error"].code == "cancelled"


def test_a_wrong_code_is_refused_and_a_missing_address_said():
    host = DirectConnector(0, "127.0.0.1", addresses=lambda: ("127.0.0.1",))
    t, box = _host_in_thread(host)
    inv = box["invitation"]
    with pytest.raises(NetError) as exc:
        DirectConnector().join(Target("000-000" if inv.code != "000-000" else "111-111", "127.0.0.1", inv.port))
    assert exc.value.code == "wrong_code"
    with pytest.raises(NetError) as exc:
        DirectConnector().join(Target(inv.code, "", inv.port))
    assert exc.value.code == "closed"
    host.cancel()
    t.join(5)


def test_a_port_in_use_falls_back_to_a_free_one():
    first = DirectConnector(0, "127.0.0.1", addresses=lambda: ("127.0.0.1",))
    t1, box1 = _host_in_thread(first)
    second = DirectConnector(first.port, "127.0.0.1", addresses=lambda: ("127.0.0.1",))
    t2, box2 = _host_in_thread(second)
    assert box2["invitation"].port not in (None, first.port)
    for c, t in ((first, t1), (second, t2)):
        c.cancel()
        t.join(5)


def test_local_addresses_are_never_empty():
    found = local_addresses()
    assert found and all(a.count(".") == 3 for a in found)
