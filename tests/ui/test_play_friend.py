"""Play a friend: two real windows in one process, connected over the loopback
(direct TCP with a code word), read and accept the same rules and play a whole
1-point match with the computer choosing each side's moves, fed through the
board's and the window's own actions; a hostile peer's message ends the match
with its message and changes nothing; a dropped connection is reconnected and
the match goes on where both sides agree."""

from __future__ import annotations

import json
import threading

import pytest

from nard_desktop.app.controller import GameController
from nard_desktop.app.netplay.connect import DirectConnector, NearbyGame, Target, no_nearby_games
from nard_desktop.app.netplay.protocol import encode, message
from nard_desktop.app.netplay.session import NetSession, history_digest
from nard_desktop.app.netplay.transport import connect
from nard_desktop.app.netplay.wording import error_text
from nard_desktop.app.opponent import Opponent
from nard_desktop.app.verify import verify_file
from nard_desktop.engine import GamePhase

from .conftest import instant_options


class _NoAdvert:
    """The tests of this file do not announce their games on the network."""

    def close(self):
        pass


def _window(qtbot, tmp_path, name, nearby=None):
    from nard_desktop.ui.main_window import MainWindow

    opts = instant_options()
    connector = DirectConnector(0, "127.0.0.1", wait=60, addresses=lambda: ("127.0.0.1",))
    w = MainWindow(GameController(opts), opts, connectors=[connector],
                   nearby=nearby if nearby is not None else no_nearby_games, advertise=lambda *_: _NoAdvert())
    w.net.ask = False
    w.session.start_autosave(tmp_path / name)
    qtbot.addWidget(w)
    w.resize(1100, 760)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def pair(qtbot, tmp_path):
    made = []

    def make(**kw):
        host = _window(qtbot, tmp_path, "host", **kw)
        guest = _window(qtbot, tmp_path, "guest", **kw)
        made.extend([host, guest])
        return host, guest

    yield make
    for w in made:
        w.net.shutdown()
        w.controller.shutdown()


def host_game(qtbot, w, *, length=1, name="Maryam", hints=True):
    dlg = w.net.open_dialog()
    assert dlg is not None
    dlg.name_edit.setText(name)
    dlg.host_button.click()
    assert dlg.pages.currentWidget() is dlg.host_page
    dlg.length_spin.setValue(length)
    dlg.hints_check.setChecked(hints)
    dlg.start_hosting_button.click()
    qtbot.waitUntil(lambda: dlg.pages.currentWidget() is dlg.waiting_page, timeout=10000)
    code = dlg.code_label.text()
    assert len(code) == 7 and code[3] == "-"
    assert "127.0.0.1:" in dlg.address_label.text()
    return dlg, code, w.net.connectors[0].port


def join_game(qtbot, w, code, port, *, name="Reza"):
    dlg = w.net.open_dialog()
    dlg.name_edit.setText(name)
    dlg.join_button.click()
    assert dlg.pages.currentWidget() is dlg.join_page
    dlg.code_edit.setText(code)
    assert not dlg.join_go.isEnabled()  # the direct connection needs the address too
    dlg.address_edit.setText("127.0.0.1")
    dlg.port_spin.setValue(port)
    assert dlg.join_go.isEnabled()
    dlg.join_go.click()
    return dlg


def connect_pair(qtbot, host, guest, *, length=1, hints=True):
    hdlg, code, port = host_game(qtbot, host, length=length, hints=hints)
    gdlg = join_game(qtbot, guest, code, port)
    # The guest reads the host's rules first, and accepts them.
    qtbot.waitUntil(lambda: gdlg.pages.currentWidget() is gdlg.rules_page, timeout=15000)
    assert "Maryam" in gdlg.rules_title.text()
    assert hdlg.pages.currentWidget() is not hdlg.rules_page
    gdlg.accept_button.click()
    # Then the host sees who joined, under the same rules, and starts.
    qtbot.waitUntil(lambda: hdlg.pages.currentWidget() is hdlg.rules_page, timeout=15000)
    assert "Reza" in hdlg.rules_title.text()
    assert hdlg.rules_summary.text().split("<br/>")[1:] == gdlg.rules_summary.text().split("<br/>")[1:]
    assert hdlg.rules_text.toPlainText() == gdlg.rules_text.toPlainText()
    hdlg.accept_button.click()
    qtbot.waitUntil(lambda: host.net_panel.isVisible() and guest.net_panel.isVisible(), timeout=15000)
    return code, port


def act(w, opp) -> bool:
    """One decision of this window's player, through the window's own actions;
    whether one was made."""
    c = w.controller
    s = c.snapshot
    if s is None or c.busy:
        return False
    if s.can_roll:
        w.act_roll.trigger()
        return True
    if s.mover is not None:
        g = c.game
        turn = g.turn
        assert g.dice is not None and turn is not None
        if turn.length == 0:
            return False  # the window passes by itself
        play = opp.choose_play(turn.start, g.dice, g.context_for(s.mover), g.rules)
        steps = next(p.moves for p in turn.plays if p.result == play.result)
        for src, dst in steps:
            w.scene.drop_requested.emit(src, dst)
        if c.snapshot.mover is not None:
            assert c.snapshot.turn_complete
            w.act_done.trigger()
        return True
    if s.can_answer_double:
        c.take()
        return True
    if s.can_answer_resignation:
        w.act_accept_resign.trigger()
        return True
    return False


def play(qtbot, windows, until, limit=6000):
    opps = [Opponent("beginner", seed=i) for i in range(len(windows))]
    for _ in range(limit):
        if until():
            return
        for w, o in zip(windows, opps):
            act(w, o)
        qtbot.wait(2)
    raise AssertionError("the match did not get there")


def _rec(w):
    rec = w.net.game.session.record()
    rec.pop("saved_at", None)
    return rec


def test_two_windows_play_a_whole_match_over_the_loopback(qtbot, pair, tmp_path):
    host, guest = pair()
    connect_pair(qtbot, host, guest, length=1, hints=False)
    for w, me, friend in ((host, 0, "Reza"), (guest, 1, "Maryam")):
        c = w.controller
        assert c.remote is w.net.game and c.bottom == me
        assert c.snapshot.names[1 - me] == friend
        assert friend in w.net_panel.title()
        assert not c.hints_allowed and c.tutor_allowed  # the host's rules, on both sides
        assert not w.hints.available()
        assert not w.review.analyse() and "once it is over" in w.status_label.text()
    # The ready messages: a button on one side, the words on the other.
    host.net_panel.ready_buttons["good_luck"].click()
    qtbot.waitUntil(lambda: "Good luck!" in guest.net_panel.messages_label.text(), timeout=5000)
    assert "Maryam" in guest.net_panel.messages_label.text()

    play(qtbot, [host, guest], lambda: host.net.game.is_finished and guest.net.game.is_finished)
    hm, gm = host.controller.match, guest.controller.match
    assert hm.is_over and gm.is_over and hm.winner == gm.winner
    assert history_digest(hm) == history_digest(gm)
    assert host.net_panel.state_label.text() == guest.net_panel.state_label.text()
    guest.net_panel.ready_buttons["good_game"].click()
    qtbot.wait(50)
    # Each side's match file carries both sides' dice secrets and verifies.
    for w, name in ((host, "host.nardmatch"), (guest, "guest.nardmatch")):
        path = tmp_path / name
        w.session.save_to(path)
        rec = json.loads(path.read_text(encoding="utf-8"))
        assert rec["dice"]["kind"] == "network" and "pending" not in rec["dice"]
        assert [p["kind"] for p in rec["players"]] == ["human", "human"]
        ok, verdict = verify_file(path)
        assert ok, verdict


def test_the_autosave_mid_match_keeps_the_dice_secret_and_verifies(qtbot, pair, tmp_path):
    host, guest = pair()
    connect_pair(qtbot, host, guest, length=3)
    play(qtbot, [host, guest], lambda: host.controller.rolls_drawn() >= 6)
    for w in (host, guest):
        path = w.session.autosaver.current
        rec = json.loads(path.read_text(encoding="utf-8"))
        assert rec["dice"]["kind"] == "network" and rec["dice"]["pending"]["side"] == w.net.game.side
        assert rec["app"]["network"]["peer"] in ("Maryam", "Reza")
        ok, verdict = verify_file(path)
        assert ok, verdict


def test_declining_the_rules_ends_it_on_both_sides(qtbot, pair):
    host, guest = pair()
    hdlg, code, port = host_game(qtbot, host)
    gdlg = join_game(qtbot, guest, code, port)
    qtbot.waitUntil(lambda: gdlg.pages.currentWidget() is gdlg.rules_page, timeout=15000)
    gdlg.decline_button.click()
    qtbot.waitUntil(lambda: hdlg.pages.currentWidget() is hdlg.problem_page, timeout=10000)
    assert hdlg.problem_label.text() == error_text("declined")
    assert host.controller.remote is None and guest.controller.remote is None


def test_cancel_while_hosting_stops_listening(qtbot, pair):
    host, _ = pair()
    hdlg, code, port = host_game(qtbot, host)
    hdlg.waiting_cancel.click()
    assert hdlg.pages.currentWidget() is hdlg.host_page
    qtbot.waitUntil(lambda: host.net.job is None, timeout=5000)
    with pytest.raises(Exception):
        connect("127.0.0.1", port, code, timeout=2)


def test_the_games_on_this_network_fill_in_where_to_connect(qtbot, pair):
    found = [NearbyGame("Maryam", "127.0.0.1", 47999)]
    host, guest = pair(nearby=lambda: found)
    dlg = guest.net.open_dialog()
    dlg.join_button.click()
    assert dlg.nearby_list.count() == 1 and "Maryam" in dlg.nearby_list.item(0).text()
    dlg.nearby_list.setCurrentRow(0)
    assert dlg.target() == Target("", "127.0.0.1", 47999)
    dlg.reject()


def _hostile_guest(qtbot, host, code, port):
    """A program of our own making that joins ``host`` as its guest, accepts,
    and gets to the first move of the match: (channel, its session)."""
    box: dict = {}
    t = threading.Thread(target=lambda: box.setdefault("ch", connect("127.0.0.1", port, code)), daemon=True)
    t.start()
    qtbot.waitUntil(lambda: "ch" in box, timeout=10000)
    ch = box["ch"]
    s = NetSession(1, "Mallory")

    held: list = []

    def pump(until, hold=()):
        for _ in range(2000):
            for msg in s.take_outbox():
                if msg["type"] in hold:
                    held.append(msg)
                    continue
                ch.send(encode(msg))
            if until():
                return
            qtbot.wait(2)
            try:
                s.receive(ch.recv(0.02))
            except Exception as exc:
                if getattr(exc, "code", "") != "timeout":
                    raise
        raise AssertionError("stuck")

    return ch, s, pump, held


@pytest.mark.parametrize("kind", ["out_of_turn", "bad_reveal", "malformed"])
def test_a_hostile_message_ends_the_match_with_its_words_and_changes_nothing(qtbot, pair, kind):
    host, _ = pair()
    hdlg, code, port = host_game(qtbot, host)
    ch, s, pump, held = _hostile_guest(qtbot, host, code, port)
    pump(lambda: hdlg.pages.currentWidget() is hdlg.rules_page)
    hdlg.accept_button.click()
    if kind == "bad_reveal":
        # At the opening roll both sides reveal at once: this side's reveal lies about its secret.
        pump(lambda: bool(held) and host.net_panel.isVisible(), hold=("reveal",))
        qtbot.wait(50)
        before = _rec(host)
        lie = dict(held[0], secret="0" * 64)
        ch.send(encode(lie))
    else:
        pump(lambda: s.match is not None and host.net_panel.isVisible() and s.game.phase != GamePhase.OPENING)
        qtbot.wait(50)
        before = _rec(host)
    if kind == "out_of_turn":
        assert s.game.phase != GamePhase.RESIGN_OFFERED
        ch.send(encode(message("answer", s.sent, accept=True)))  # an answer when nobody resigned
    elif kind == "bad_reveal":
        pass  # sent above
    else:
        ch.send(b'{"v": 1, "seq": ' + str(s.sent).encode() + b', "type": "teleport"}')
    qtbot.waitUntil(lambda: host.net.game.ended_code is not None, timeout=10000)
    code_seen = host.net.game.ended_code
    assert code_seen == kind
    assert host.net_panel.state_label.text() == error_text(code_seen)
    assert _rec(host) == before
    assert host.controller.snapshot.can_roll is False and host.controller.snapshot.mover is None
    ch.close()


def test_a_dropped_connection_on_the_same_network_reconnects_by_itself(qtbot, pair):
    host, guest = pair()
    code, port = connect_pair(qtbot, host, guest, length=3)
    play(qtbot, [host, guest], lambda: host.controller.rolls_drawn() >= 5)
    old = host.net.game
    guest.net.game.channel.close()  # the line drops
    # Both sides see the countdown (and Cancel), and reconnect without a click.
    qtbot.waitUntil(lambda: host.net.reconnecting_by_itself and guest.net.reconnecting_by_itself, timeout=10000)
    for w in (host, guest):
        assert "seconds left" in w.net_panel.state_label.text()
        assert "Reconnecting by itself" in w.status_label.text()
        assert w.net_panel.stop_button.isVisibleTo(w.net_panel) and w.net_panel.stop_button.text() == "Cancel"
        assert not w.net_panel.reconnect_button.isVisibleTo(w.net_panel)
    qtbot.waitUntil(lambda: host.net.game is not old and host.controller.remote is host.net.game
                    and guest.controller.remote is guest.net.game
                    and host.net_panel.state_label.text() == guest.net_panel.state_label.text()
                    == "Connected. Your checkers are at the bottom.", timeout=20000)
    # The side that was behind catches up from the resume exchange, a moment after the other.
    qtbot.waitUntil(lambda: history_digest(host.controller.match) == history_digest(guest.controller.match),
                    timeout=10000)
    play(qtbot, [host, guest], lambda: host.net.game.is_finished and guest.net.game.is_finished)
    assert host.controller.match.is_over
    assert history_digest(host.controller.match) == history_digest(guest.controller.match)


def test_reconnecting_by_itself_gives_way_to_the_button_and_cancel_stops_it(qtbot, pair):
    host, guest = pair()
    connect_pair(qtbot, host, guest, length=3)
    play(qtbot, [host, guest], lambda: host.controller.rolls_drawn() >= 3)
    host.net.auto_seconds = 1  # the guest's program is gone for longer than that
    guest.net.auto_seconds = 60
    guest.net.game.channel.close()
    qtbot.waitUntil(lambda: guest.net.reconnecting_by_itself, timeout=10000)
    guest.net_panel.stop_button.click()  # Cancel the countdown
    assert not guest.net.reconnecting_by_itself and guest.net.job is None
    assert guest.net_panel.state_label.text() == error_text("cancelled")
    assert guest.net_panel.reconnect_button.isVisibleTo(guest.net_panel)
    qtbot.waitUntil(lambda: not host.net.reconnecting_by_itself and host.net.job is None, timeout=10000)
    assert host.net_panel.state_label.text() == error_text("closed")
    assert host.net_panel.reconnect_button.isVisibleTo(host.net_panel)


def test_a_dropped_connection_is_reconnected_with_the_button(qtbot, pair):
    host, guest = pair()
    code, port = connect_pair(qtbot, host, guest, length=3)
    play(qtbot, [host, guest], lambda: host.controller.rolls_drawn() >= 5)
    old = host.net.game
    host.net.auto_seconds = guest.net.auto_seconds = 0  # no reconnecting by itself: the button
    guest.net.game.channel.close()  # the line drops
    qtbot.waitUntil(lambda: host.net.game.ended_code == "closed" and guest.net.game.ended_code == "closed"
                    and not host.net.reconnecting_by_itself and not guest.net.reconnecting_by_itself,
                    timeout=10000)
    qtbot.waitUntil(lambda: host.net.job is None and guest.net.job is None, timeout=5000)
    for w in (host, guest):
        assert w.net_panel.state_label.text() == error_text("closed")
        assert w.net_panel.reconnect_button.isVisibleTo(w.net_panel)
    host.net_panel.reconnect_button.click()
    qtbot.waitUntil(lambda: host.net.job is not None and host.net.code == code, timeout=5000)
    qtbot.wait(100)
    guest.net_panel.reconnect_button.click()
    qtbot.waitUntil(lambda: host.net.game is not old and host.controller.remote is host.net.game
                    and guest.controller.remote is guest.net.game, timeout=15000)
    # The side that was behind catches up from the resume exchange, a moment after the other.
    qtbot.waitUntil(lambda: history_digest(host.controller.match) == history_digest(guest.controller.match),
                    timeout=10000)
    play(qtbot, [host, guest], lambda: host.net.game.is_finished and guest.net.game.is_finished)
    assert history_digest(host.controller.match) == history_digest(guest.controller.match)
    assert host.controller.match.is_over


def test_after_both_programs_close_the_kept_match_goes_on_against_the_same_friend(qtbot, pair, tmp_path):
    host, guest = pair()
    connect_pair(qtbot, host, guest, length=3)
    play(qtbot, [host, guest], lambda: host.controller.rolls_drawn() >= 5 and not host.controller.busy
         and not guest.controller.busy)
    qtbot.wait(100)
    for w in (host, guest):  # both programs are closed mid-match
        w.net.shutdown()
        w.controller.shutdown()
        w.hide()
    # Both start again and resume their autosaved match: it waits on the board for Reconnect.
    again = []
    for name in ("host", "guest"):
        w = _window(qtbot, tmp_path, name)
        found = w.session.latest_unfinished()
        assert found is not None
        assert w.session.resume(found, ask=False)
        assert w.net_panel.isVisible() and w.net_panel.reconnect_button.isVisibleTo(w.net_panel)
        assert w.controller.snapshot.can_roll is False and w.controller.snapshot.mover is None
        again.append(w)
    host2, guest2 = again
    assert host2.controller.bottom == 0 and guest2.controller.bottom == 1
    assert "Reza" in host2.net_panel.title() and "Maryam" in guest2.net_panel.title()
    host2.net_panel.reconnect_button.click()
    qtbot.waitUntil(lambda: host2.net.job is not None, timeout=5000)
    qtbot.wait(100)
    guest2.net_panel.reconnect_button.click()  # the same code, the same address and port, from the file
    qtbot.waitUntil(lambda: host2.net.game is not None and guest2.net.game is not None
                    and host2.controller.remote is host2.net.game and guest2.controller.remote is guest2.net.game,
                    timeout=15000)
    play(qtbot, again, lambda: host2.net.game.is_finished and guest2.net.game.is_finished)
    assert history_digest(host2.controller.match) == history_digest(guest2.controller.match)
    for w in again:
        w.net.shutdown()
        w.controller.shutdown()


def test_the_cube_and_a_resignation_go_across_and_the_next_game_follows(qtbot, pair):
    host, guest = pair()
    connect_pair(qtbot, host, guest, length=3)
    hc, gc = host.controller, guest.controller
    play(qtbot, [host, guest], lambda: hc.snapshot.can_double and not hc.busy and not gc.busy)
    assert not gc.snapshot.can_double and not gc.snapshot.can_roll  # not the guest's turn
    assert hc.double()
    qtbot.waitUntil(lambda: gc.snapshot.can_answer_double, timeout=10000)
    assert "2" in gc.snapshot.status or "۲" in gc.snapshot.status
    guest.take_double()
    qtbot.waitUntil(lambda: hc.game.cube.value == 2 and hc.snapshot.can_roll, timeout=10000)
    assert gc.game.cube == hc.game.cube and hc.game.cube.owner == 1
    play(qtbot, [host, guest], lambda: gc.snapshot.can_resign and not hc.busy and not gc.busy)
    assert gc.resign(1)
    qtbot.waitUntil(lambda: hc.snapshot.can_answer_resignation, timeout=10000)
    host.act_accept_resign.trigger()
    # The game is over (a single game at a cube of 2) and both sessions begin the next one.
    qtbot.waitUntil(lambda: len(hc.match.games) == 2 and len(gc.match.games) == 2, timeout=10000)
    assert hc.match.score == gc.match.score and list(hc.match.score) == [2, 0]
    qtbot.waitUntil(lambda: history_digest(hc.match) == history_digest(gc.match)
                    and hc.game.phase != GamePhase.OPENING, timeout=10000)


def test_in_persian_the_code_has_persian_digits_and_reads_left_to_right(qtbot, persian):
    from PySide6.QtCore import Qt

    from nard_desktop.app.netplay.connect import Invitation
    from nard_desktop.ui.dialogs.play_friend import PlayFriendDialog

    dlg = PlayFriendDialog(name="مریم")
    qtbot.addWidget(dlg)
    assert dlg.windowTitle() == "بازی با دوست"
    dlg.show_invitation(Invitation("482-913", ("192.168.1.20",), 47611))
    assert dlg.code_label.text() == "۴۸۲-۹۱۳"
    assert dlg.code_label.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert "192.168.1.20:47611" in dlg.address_label.text()
    dlg.code_edit.setText("۴۸۲-۹۱۳")  # the transport reads Persian digits as the same code
    assert dlg.target().code == "۴۸۲-۹۱۳"
    dlg.reject()


def test_the_host_may_propose_its_own_house_rules_clock_and_all(qtbot):
    import dataclasses

    from nard_desktop.engine import RuleSet
    from nard_desktop.ui.dialogs.play_friend import PlayFriendDialog

    house = dataclasses.replace(RuleSet.preset("international_match"), clock=True, clock_free_seconds=15)
    dlg = PlayFriendDialog(name="Maryam", house_rules=house)
    qtbot.addWidget(dlg)
    assert dlg.preset_combo.currentData() == "house"
    dlg.money_radio.setChecked(True)  # the house rules serve money games too
    assert dlg.preset_combo.currentData() == "house"
    proposal = dlg.proposal()
    assert proposal.rules == house and proposal.match_length == 0
    dlg.show_rules(proposal, "Maryam", "Reza", True)
    assert "Clock: 15 free seconds a move" in dlg.rules_summary.text()
    dlg.reject()


def test_with_a_code_word_connector_a_word_code_joins_alone_and_a_six_digit_code_needs_an_address(qtbot):
    from nard_desktop.ui.dialogs.play_friend import PlayFriendDialog

    dlg = PlayFriendDialog(name="Reza", code_only=True, host_kinds=("wormhole", "direct"))
    qtbot.addWidget(dlg)
    dlg.host_button.click()
    assert dlg.how_box.isVisibleTo(dlg) and dlg.host_kind() == "wormhole"
    dlg.direct_radio.setChecked(True)
    assert dlg.host_kind() == "direct"
    dlg.show_page(dlg.join_page)
    dlg.code_edit.setText("7 crossover clockwork")
    assert dlg.join_go.isEnabled() and dlg.join_hint.text() == ""
    dlg.code_edit.setText("۴۸۲-۹۱۳")  # a direct connection's code: where to connect is needed
    assert not dlg.join_go.isEnabled() and "six digits" in dlg.join_hint.text()
    dlg.address_edit.setText("192.168.1.20")
    assert dlg.join_go.isEnabled()
    dlg.reject()
    only_direct = PlayFriendDialog(name="Reza")
    qtbot.addWidget(only_direct)
    assert not only_direct.how_box.isVisibleTo(only_direct) and only_direct.host_kind() == "direct"
    only_direct.reject()


def test_a_persian_name_does_not_turn_an_english_line_around(qtbot):
    from nard_desktop.app.netplay.session import Proposal
    from nard_desktop.engine import RuleSet
    from nard_desktop.ui.dialogs.play_friend import PlayFriendDialog
    from nard_desktop.ui.net_actions import NetPanel

    dlg = PlayFriendDialog(name="Reza")
    qtbot.addWidget(dlg)
    dlg.show_rules(Proposal(RuleSet.preset("international_match"), 1), "Reza", "مریم", False)
    # The name is a first-strong isolate: the line keeps the English words' direction.
    assert dlg.rules_title.text().startswith("\u2068مریم\u2069 invites you")
    dlg.reject()
    panel = NetPanel()
    qtbot.addWidget(panel)
    panel.set_friend("مریم")
    panel.add_said(False, "thanks")
    assert panel.title() == "Playing with \u2068مریم\u2069"
    assert panel.messages_label.text() == "\u2068مریم\u2069: Thanks!"
