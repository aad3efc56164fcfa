"""Play a friend by a code word across the internet, and on the same network,
in two real windows: magic-wormhole's mailbox server and transit relay run on
the loopback (``start_local_servers``, no outside network).  A whole 1-point
match by the code alone; a connection dropped mid-match made again through
the relay with the same code; a program that lost the meeting hosts again
with a new code and says so; an unreachable mailbox server said in the
window; a game announced on the loopback by multicast DNS listed on the join
page and joined."""

from __future__ import annotations

import json
import re
import socket

import pytest

from nard_desktop.app.controller import GameController
from nard_desktop.app.netgame import LocalGames
from nard_desktop.app.netplay.connect import DirectConnector, WormholeConnector, no_nearby_games
from nard_desktop.app.netplay.local_servers import servers_available, start_local_servers
from nard_desktop.app.netplay.rendezvous import RelayChannel
from nard_desktop.app.netplay.session import history_digest
from nard_desktop.app.netplay.wording import error_text
from nard_desktop.app.verify import verify_file

from .conftest import instant_options
from .test_play_friend import play

pytestmark = pytest.mark.skipif(not servers_available(), reason="the wormhole server packages (test extra)")

LOOPBACK = ["127.0.0.1"]
CODE = re.compile(r"[0-9]+-[a-z]+-[a-z]+\Z")


class _NoAdvert:
    def close(self):
        pass


@pytest.fixture(scope="module")
def servers():
    with start_local_servers() as local:
        yield local


def _window(qtbot, tmp_path, name, servers=None, *, mailbox_url=None, nearby=None, advertise=None):
    from nard_desktop.ui.main_window import MainWindow

    opts = instant_options()
    connectors = [WormholeConnector(mailbox_url or (servers.mailbox_url if servers else "ws://127.0.0.1:9/v1"),
                                    servers.relay if servers else "tcp:127.0.0.1:9", wait=60, join_wait=30,
                                    reconnect_wait=30),
                  DirectConnector(0, "127.0.0.1", wait=60, addresses=lambda: ("127.0.0.1",))]
    w = MainWindow(GameController(opts), opts, connectors=connectors,
                   nearby=nearby if nearby is not None else no_nearby_games,
                   advertise=advertise or (lambda *_: _NoAdvert()))
    w.net.ask = False
    w.session.start_autosave(tmp_path / name)
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def made(qtbot):
    windows = []
    yield windows
    for w in windows:
        w.net.shutdown()
        w.controller.shutdown()


def host_by_code(qtbot, w, *, length=1):
    dlg = w.net.open_dialog()
    dlg.name_edit.setText("Maryam")
    dlg.host_button.click()
    assert dlg.how_box.isVisibleTo(dlg) and dlg.internet_radio.isChecked()  # the code word by default
    dlg.length_spin.setValue(length)
    dlg.start_hosting_button.click()
    qtbot.waitUntil(lambda: dlg.pages.currentWidget() is dlg.waiting_page, timeout=20000)
    code = dlg.code_label.text()
    assert CODE.match(code), code
    assert dlg.address_label.text() == "Your friend needs only the code."
    return dlg, code


def join_by_code(qtbot, w, code):
    dlg = w.net.open_dialog()
    dlg.name_edit.setText("Reza")
    dlg.join_button.click()
    dlg.code_edit.setText(code.upper().replace("-", " "))  # read aloud: any case, spaces
    assert dlg.join_go.isEnabled()  # the code alone is enough
    dlg.join_go.click()
    return dlg


def connect_by_code(qtbot, host, guest, *, length=1):
    hdlg, code = host_by_code(qtbot, host, length=length)
    gdlg = join_by_code(qtbot, guest, code)
    qtbot.waitUntil(lambda: gdlg.pages.currentWidget() is gdlg.rules_page, timeout=30000)
    gdlg.accept_button.click()
    qtbot.waitUntil(lambda: hdlg.pages.currentWidget() is hdlg.rules_page, timeout=30000)
    hdlg.accept_button.click()
    qtbot.waitUntil(lambda: host.net_panel.isVisible() and guest.net_panel.isVisible(), timeout=30000)
    assert host.net.via == guest.net.via == "wormhole"
    return code


def test_two_windows_play_a_whole_match_by_a_code_word_through_the_relay(qtbot, servers, made, tmp_path):
    host, guest = _window(qtbot, tmp_path, "host", servers), _window(qtbot, tmp_path, "guest", servers)
    made.extend([host, guest])
    code = connect_by_code(qtbot, host, guest)
    for w in (host, guest):
        assert isinstance(w.net.game.channel, RelayChannel)
    play(qtbot, [host, guest], lambda: host.net.game.is_finished and guest.net.game.is_finished)
    assert host.controller.match.is_over and history_digest(host.controller.match) == history_digest(
        guest.controller.match)
    for w, name in ((host, "host.nardmatch"), (guest, "guest.nardmatch")):
        path = tmp_path / name
        w.session.save_to(path)
        rec = json.loads(path.read_text(encoding="utf-8"))
        assert rec["app"]["network"]["via"] == "wormhole" and rec["app"]["network"]["code"] == code
        ok, verdict = verify_file(path)
        assert ok, verdict


def test_a_drop_is_reconnected_through_the_relay_with_the_same_code(qtbot, servers, made, tmp_path):
    host, guest = _window(qtbot, tmp_path, "host", servers), _window(qtbot, tmp_path, "guest", servers)
    made.extend([host, guest])
    code = connect_by_code(qtbot, host, guest, length=3)
    play(qtbot, [host, guest], lambda: host.controller.rolls_drawn() >= 4)
    old = host.net.game
    guest.net.game.channel.close()  # the line drops
    qtbot.waitUntil(lambda: host.net.game.ended_code == "closed" and guest.net.game.ended_code == "closed",
                    timeout=10000)
    for w in (host, guest):  # across the internet: the button (nothing reconnects by itself)
        assert not w.net.reconnecting_by_itself
        assert w.net_panel.state_label.text() == error_text("closed")
        assert w.net_panel.reconnect_button.isVisibleTo(w.net_panel)
    host.net_panel.reconnect_button.click()
    assert "through the relay" in host.net_panel.state_label.text()
    guest.net_panel.reconnect_button.click()
    qtbot.waitUntil(lambda: host.net.game is not old and host.controller.remote is host.net.game
                    and guest.controller.remote is guest.net.game
                    and host.net_panel.state_label.text() == "Connected. Your checkers are at the bottom.",
                    timeout=30000)
    assert host.net.code == code
    assert host.net.game.channel.attempt == guest.net.game.channel.attempt == 1  # the next token, the next key
    # The side that was behind catches up from the resume exchange (a move made just before
    # the drop may reach it a moment after "Connected" shows on the host's side).
    qtbot.waitUntil(lambda: history_digest(host.controller.match) == history_digest(guest.controller.match),
                    timeout=10000)
    play(qtbot, [host, guest], lambda: host.net.game.is_finished and guest.net.game.is_finished)
    assert history_digest(host.controller.match) == history_digest(guest.controller.match)


def test_a_program_without_the_meeting_hosts_again_with_a_new_code_and_says_so(qtbot, servers, made, tmp_path):
    host, guest = _window(qtbot, tmp_path, "host", servers), _window(qtbot, tmp_path, "guest", servers)
    made.extend([host, guest])
    code = connect_by_code(qtbot, host, guest, length=3)
    play(qtbot, [host, guest], lambda: host.controller.rolls_drawn() >= 3)
    guest.net.game.channel.close()
    qtbot.waitUntil(lambda: host.net.game.ended_code == "closed", timeout=10000)
    # As after a restart of the host's program: the keys of the first meeting are gone.
    fresh = WormholeConnector(servers.mailbox_url, servers.relay, wait=60)
    host.net.connectors[0] = fresh
    host.net_panel.reconnect_button.click()
    qtbot.waitUntil(lambda: host.net.code != code, timeout=20000)
    new = host.net.code
    assert CODE.match(new)
    text = host.net_panel.state_label.text()
    assert "serves once" in text and new in text
    host.net.stop()
    qtbot.waitUntil(lambda: host.net.job is None, timeout=5000)


def test_an_unreachable_mailbox_server_is_said_in_the_window(qtbot, made, tmp_path):
    with socket.socket() as probe:  # a port where nothing listens
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    w = _window(qtbot, tmp_path, "host", mailbox_url=f"ws://127.0.0.1:{port}/v1")
    made.append(w)
    dlg = w.net.open_dialog()
    dlg.host_button.click()
    dlg.start_hosting_button.click()
    qtbot.waitUntil(lambda: dlg.pages.currentWidget() is dlg.problem_page, timeout=40000)
    assert dlg.problem_label.text() == error_text("unreachable")
    assert "cannot be reached" in dlg.problem_label.text()


def _multicast_on_the_loopback() -> bool:
    from zeroconf import ServiceInfo, Zeroconf

    try:
        a, b = Zeroconf(interfaces=LOOPBACK), Zeroconf(interfaces=LOOPBACK)
    except OSError:
        return False
    try:
        info = ServiceInfo("_probe-nardui._tcp.local.", "probe._probe-nardui._tcp.local.", port=9,
                           server="probe-nardui.local.", parsed_addresses=["127.0.0.1"])
        a.register_service(info)
        return b.get_service_info("_probe-nardui._tcp.local.", "probe._probe-nardui._tcp.local.",
                                  timeout=5000) is not None
    except OSError:
        return False
    finally:
        a.close()
        b.close()


def test_a_game_hosted_on_this_network_is_listed_and_joined(qtbot, made, tmp_path):
    if not _multicast_on_the_loopback():
        pytest.skip("multicast DNS does not reach from one socket to another on this machine's loopback")
    from nard_desktop.app.netplay.discovery import Advertisement

    host = _window(qtbot, tmp_path, "host",
                   advertise=lambda name, port: Advertisement(name, port, interfaces=LOOPBACK))
    finder = LocalGames(LOOPBACK)
    guest = _window(qtbot, tmp_path, "guest", nearby=finder)
    made.extend([host, guest])
    hdlg = host.net.open_dialog()
    hdlg.name_edit.setText("Maryam")
    hdlg.host_button.click()
    hdlg.direct_radio.setChecked(True)  # on this network
    hdlg.length_spin.setValue(1)
    hdlg.start_hosting_button.click()
    qtbot.waitUntil(lambda: hdlg.pages.currentWidget() is hdlg.waiting_page, timeout=10000)
    assert host.net.via == "direct"
    code, port = hdlg.code_label.text(), host.net.connectors[1].port
    qtbot.waitUntil(lambda: host.net.advertiser.active, timeout=15000)
    gdlg = guest.net.open_dialog()
    gdlg.name_edit.setText("Reza")
    gdlg.join_button.click()
    qtbot.waitUntil(lambda: gdlg.nearby_list.count() == 1, timeout=20000)  # the browser's news, not a click
    assert "Maryam" in gdlg.nearby_list.item(0).text()
    assert gdlg.nearby_list.isVisibleTo(gdlg) and not gdlg.nearby_empty.isVisibleTo(gdlg)
    gdlg.nearby_list.setCurrentRow(0)
    assert gdlg.address_edit.text() == "127.0.0.1" and gdlg.port_spin.value() == port
    assert not gdlg.join_go.isEnabled()  # the code is still needed
    gdlg.code_edit.setText(code)
    gdlg.join_go.click()
    qtbot.waitUntil(lambda: gdlg.pages.currentWidget() is gdlg.rules_page, timeout=15000)
    assert guest.net.via == "direct"
    # Once the friend has joined, the game is no longer announced.
    qtbot.waitUntil(lambda: not host.net.advertiser.active, timeout=5000)
    qtbot.waitUntil(lambda: finder() == [], timeout=20000)
    gdlg.decline_button.click()
