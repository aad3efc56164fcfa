"""Game ▸ Play a friend…: the network match in the window.

:class:`NetActions` owns the menu action, the dialog
(:class:`~nard_desktop.ui.dialogs.play_friend.PlayFriendDialog`), the
connecting (:class:`~nard_desktop.app.netgame.ConnectJob`, off the window's
thread) and the match with the friend
(:class:`~nard_desktop.app.netgame.NetGame`), and the panel beside the board
(:class:`NetPanel`): who you play, the ready messages as buttons and the
friend's as they come, and after a dropped connection what happened and
*Reconnect* (the same code, the same address).

The ways of connecting are the connectors given (by default
:func:`~nard_desktop.app.netplay.connect.default_connectors`); the games on
this network come from ``nearby`` (a finder; none by default).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import time

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from nard_desktop.app.controller import GameController
from nard_desktop.app.netgame import AUTO_RECONNECT, RECONNECTABLE, Advertiser, ConnectJob, NetGame
from nard_desktop.app.netplay.connect import (Connector, Invitation, NearbyFinder, Target, default_connectors,
                                              no_nearby_games)
from nard_desktop.app.netplay.play import Channel
from nard_desktop.app.netplay.protocol import READY_MESSAGES
from nard_desktop.app.netplay.session import Proposal
from nard_desktop.app.netplay.wording import error_text, ready_text
from nard_desktop.app.session import MatchSession
from nard_desktop.app.text import fill, loc, ltr
from nard_desktop.engine import RuleSet
from nard_desktop.ui.retranslating import Retranslating

from .dialogs.play_friend import PlayFriendDialog, code_for_display, isolated

__all__ = ["NetActions", "NetPanel"]

_SHOWN_MESSAGES = 4

AUTO_RECONNECT_SECONDS = 30
"""How long a match on the same network (a direct connection) tries by itself to reconnect."""
AUTO_RETRY_MS = 2000
"""The guest's pause between two tries of an automatic reconnection."""


class _Offline:
    """The friend's seat while there is no connection (a network match resumed
    from its file, before reconnecting): nothing can be played on the board."""

    def my_turn(self) -> bool:
        return False

    def roll(self) -> bool:
        return False

    def move(self, steps: list[tuple[int, int]], seconds: float) -> bool:
        return False

    def cube(self, action: str, seconds: float) -> bool:
        return False

    def resign(self, level: int) -> bool:
        return False

    def answer(self, accept: bool) -> bool:
        return False


class NetPanel(Retranslating, QGroupBox):
    """Beside the board during a network match: the friend, the ready
    messages (buttons, and the last ones said), the connection's state."""

    say_requested = Signal(str)
    reconnect_requested = Signal()
    stop_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("net-panel")
        self.friend = ""
        col = QVBoxLayout(self)
        col.setContentsMargins(6, 6, 6, 6)
        self.state_label = QLabel(self)
        self.state_label.setWordWrap(True)
        col.addWidget(self.state_label)
        grid = QGridLayout()
        self.ready_buttons: dict[str, QPushButton] = {}
        for i, ready in enumerate(READY_MESSAGES):
            b = QPushButton(self)
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, r=ready: self.say_requested.emit(r))
            grid.addWidget(b, i // 2, i % 2)
            self.ready_buttons[ready] = b
        col.addLayout(grid)
        self.messages_label = QLabel(self)
        self.messages_label.setWordWrap(True)
        col.addWidget(self.messages_label)
        self.reconnect_button = QPushButton(self)
        self.reconnect_button.clicked.connect(self.reconnect_requested)
        self.stop_button = QPushButton(self)
        self.stop_button.clicked.connect(self.stop_requested)
        col.addWidget(self.reconnect_button)
        col.addWidget(self.stop_button)
        self._said: list[tuple[bool, str]] = []  # (mine, ready id)
        self._state: tuple[str, Any] = ("playing", None)
        self.retranslate()
        self.set_state("playing")

    def retranslate(self) -> None:
        self.setTitle(fill(self.tr("Playing with %1"), isolated(self.friend)) if self.friend
                      else self.tr("Play a friend"))
        for ready, b in self.ready_buttons.items():
            b.setText(ready_text(ready))
        self.reconnect_button.setText(self.tr("Reconnect"))
        self.stop_button.setText(self.tr("Stop the match"))
        self._show_messages()
        self.set_state(*self._state)

    def set_friend(self, name: str) -> None:
        self.friend = name
        self._said = []
        self.retranslate()

    def add_said(self, mine: bool, ready: str) -> None:
        self._said.append((mine, ready))
        self._said = self._said[-_SHOWN_MESSAGES:]
        self._show_messages()

    def _show_messages(self) -> None:
        lines = [fill(self.tr("You: %1") if mine else self.tr("%1: %2"), *((ready_text(r),) if mine
                                                                          else (isolated(self.friend),
                                                                                ready_text(r))))
                 for mine, r in self._said]
        self.messages_label.setText("\n".join(lines))
        self.messages_label.setVisible(bool(lines))

    def set_state(self, state: str, detail: Any = None) -> None:
        """``playing``, ``over``, ``waiting`` (reconnecting: detail, the code), or
        ``ended`` (detail: the error code)."""
        self._state = (state, detail)
        playing = state == "playing"
        for b in self.ready_buttons.values():
            b.setEnabled(playing or state == "over")
        if state == "playing":
            text = self.tr("Connected. Your checkers are at the bottom.")
        elif state == "over":
            text = self.tr("The match is over.")
        elif state == "waiting":
            text = (fill(self.tr("Reconnecting… Your friend reconnects with the code %1."), ltr(detail)) if detail
                    else self.tr("Reconnecting…"))
        elif state == "relay":
            text = self.tr("Reconnecting through the relay with the same code word… Your friend presses "
                           "Reconnect too.")
        elif state == "new_code":
            text = fill(self.tr("A code word serves once, and this program was closed since: read your friend "
                                "the new code %1. Waiting for your friend…"), ltr(str(detail)))
        elif state == "auto":
            text = fill(self.tr("The connection was lost. Reconnecting by itself on this network: %1 seconds "
                                "left."), loc(int(detail[0])))
        else:
            text = error_text(str(detail))
        self.state_label.setText(text)
        self.reconnect_button.setVisible(state == "ended" and detail in RECONNECTABLE)
        waiting = state in ("waiting", "relay", "new_code", "auto")
        self.stop_button.setVisible(state == "playing" or waiting)
        self.stop_button.setText(self.tr("Cancel") if waiting else self.tr("Stop the match"))


class NetActions(QObject):
    """The network match of one window (see the module's text)."""

    def __init__(self, controller: GameController, session: MatchSession, parent: QWidget, *,
                 panel: NetPanel, show_status: Callable[[str], None],
                 connectors: Sequence[Connector] | None = None, nearby: NearbyFinder = no_nearby_games,
                 house_rules: Callable[[], RuleSet | None] = lambda: None, ask: bool = True,
                 advertise: Callable[[str, int], Any] | None = None) -> None:
        """``advertise(name, port)``: announce a hosted direct game on the local
        network (an object with ``close()``; default: on every interface)."""
        super().__init__(parent)
        self.controller = controller
        self.session = session
        self.window = parent
        self.panel = panel
        self.show_status = show_status
        self.connectors = list(connectors) if connectors is not None else default_connectors()
        self.nearby = nearby
        self.house_rules = house_rules  # the player's own rules (Settings), which the host may propose
        self.ask = ask  # ask before replacing a match in progress (and about stopping one)
        self.dialog: PlayFriendDialog | None = None
        self.job: ConnectJob | None = None
        self.game: NetGame | None = None
        self.name = ""
        self.role: int | None = None
        self.proposal: Proposal | None = None
        self.code: str | None = None  # the host's code, kept to reconnect with
        self.target: Target | None = None  # where the guest joined, kept to reconnect
        self._saved: dict[str, Any] | None = None
        # A network match resumed from its file (the autosave): (match, its dice state, its network section).
        self._loaded: tuple[Any, dict[str, Any], dict[str, Any]] | None = None
        self._resuming = False  # the dialog joins to go on with the kept match
        self.via: str | None = None  # the kind of connector of this match ("wormhole", "direct")
        self.advertiser = Advertiser(advertise)
        self.auto_seconds = AUTO_RECONNECT_SECONDS
        self._auto_until = 0.0  # while reconnecting by itself: when it gives up (time.monotonic)
        self._auto_code = ""  # why the connection was lost
        self._auto_tick = QTimer(self)
        self._auto_tick.setInterval(250)
        self._auto_tick.timeout.connect(self._auto_step)
        self._auto_retry = QTimer(self)
        self._auto_retry.setSingleShot(True)
        self._auto_retry.timeout.connect(self._auto_try)
        self.act_play_friend = QAction(parent)
        self.act_play_friend.triggered.connect(self.open_dialog)
        session.app_extras["network"] = self._network_extra
        session.meta_extras["dice_pending"] = self._pending_extra
        controller.match_started.connect(self._match_replaced)
        session.loaded.connect(self._match_loaded)
        panel.say_requested.connect(self.say)
        panel.reconnect_requested.connect(self.reconnect)
        panel.stop_requested.connect(self.stop)
        panel.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.act_play_friend.setText(self.tr("Play a &friend…"))
        self.act_play_friend.setToolTip(self.tr("Play a friend on another computer, with dice neither of you "
                                                "can rig"))

    # ------------------------------------------------------------ what the files keep
    def _ours(self) -> bool:
        g = self.game
        return g is not None and g.session.match is not None and g.session.match is self.controller.match

    def _loaded_on_board(self) -> bool:
        return self._loaded is not None and self._loaded[0] is self.controller.match

    def _network_extra(self) -> Any:
        """The network section of the match's file: the sides, the friend, and how
        to reconnect (the code; the address and port)."""
        if self._ours():
            assert self.game is not None
            net = dict(self.game.session.meta.get("app", {}).get("network") or {})
            net["peer"] = self.game.session.peer_name
        elif self._loaded_on_board():
            assert self._loaded is not None
            net = dict(self._loaded[2])
        else:
            return None
        if self.code:
            net["code"] = self.code
        if self.via:
            net["via"] = self.via
        if self.role == 1 and self.target is not None and self.target.address:
            net["address"], net["port"] = self.target.address, int(self.target.port)
        elif self.role == 0 and isinstance(getattr(self._connector(), "port", None), int):
            net["port"] = int(getattr(self._connector(), "port"))
        return net

    def _pending_extra(self) -> Any:
        if self._ours():
            assert self.game is not None
            return self.game.session.record()["dice"].get("pending")
        if self._loaded_on_board():
            assert self._loaded is not None
            return dict(self._loaded[1])
        return None

    @Slot(object, object)
    def _match_loaded(self, match: Any, meta: dict[str, Any]) -> None:
        """A network match came back from its file (the autosave, after the
        program was closed): it waits on the board for Reconnect."""
        dice = meta.get("dice") if isinstance(meta.get("dice"), dict) else {}
        pending = dice.get("pending") if dice.get("kind") == "network" else None
        if not isinstance(pending, dict) or pending.get("side") not in (0, 1) or match.is_over:
            return
        app = meta.get("app") if isinstance(meta.get("app"), dict) else {}
        net = app.get("network") if isinstance(app.get("network"), dict) else {}
        side = int(pending["side"])
        players = list(meta.get("players") or [{}, {}])
        names = [str((p or {}).get("name") or "") for p in players[:2]]
        peer = str(net.get("peer") or names[1 - side])[:40]
        self.role, self.name = side, names[side][:40]
        code = net.get("code")
        self.code = code if isinstance(code, str) and 0 < len(code) <= 40 else None
        via = net.get("via")
        self.via = via if isinstance(via, str) and any(c.kind == via for c in self.connectors) else None
        if self.via is None and (isinstance(net.get("address"), str) or isinstance(net.get("port"), int)) \
                and any(c.kind == "direct" for c in self.connectors):
            self.via = "direct"  # a file from before the code word across the internet
        self.target = None
        port = net.get("port")
        if side == 1 and isinstance(net.get("address"), str) and isinstance(port, int) and self.code:
            self.target = Target(self.code, net["address"][:200], port)
        elif side == 0 and isinstance(port, int) and 0 < port < 65536 \
                and isinstance(getattr(self._connector(), "port", None), int):
            setattr(self._connector(), "port", port)
        from dataclasses import replace

        from nard_desktop.app.controller import HUMAN, REMOTE, PlayerSpec

        seats = tuple(PlayerSpec(HUMAN if s == side else REMOTE, name=names[s] if s == side else peer)
                      for s in (0, 1))
        config = replace(self.controller.config, players=(seats[0], seats[1]))
        self.controller.start_remote(match, config, side, _Offline(), hints=net.get("hints", True) is True,
                                     tutor=net.get("tutor", True) is True)
        self._loaded = (match, dict(pending), dict(net))
        self._saved = self.session.record(include_seed=True)
        self.panel.set_friend(peer)
        self.panel.set_state("ended", "closed")
        self.panel.show()

    # ------------------------------------------------------------ the dialog
    def _connector(self, target: Target | None = None) -> Connector | None:
        """The connector for hosting (the kind chosen, else the first), or for
        joining ``target`` (by address: a direct one; by the code alone: one
        that needs no address)."""
        if target is None:
            chosen = next((c for c in self.connectors if c.kind == self.via), None)
            return chosen or (self.connectors[0] if self.connectors else None)
        want_address = bool(target.address)
        return next((c for c in self.connectors if c.needs_address == want_address), None)

    @Slot()
    def open_dialog(self) -> PlayFriendDialog | None:
        if self.game is not None and self.game.active:
            self.show_status(self.tr("A match with your friend is in progress."))
            return None
        if self.dialog is not None:
            self.dialog.show()
            self.dialog.raise_()
            return self.dialog
        if self.ask and not self.session.may_replace():
            return None
        dlg = self.dialog = PlayFriendDialog(self.window, name=self.name, nearby=self.nearby,
                                             code_only=any(not c.needs_address for c in self.connectors),
                                             house_rules=self.house_rules(),
                                             host_kinds=[c.kind for c in self.connectors])
        dlg.host_requested.connect(self._host)
        dlg.join_requested.connect(self._join)
        dlg.cancel_requested.connect(self._cancel_connecting)
        dlg.rules_answered.connect(self._rules_answered)
        dlg.finished.connect(self._dialog_closed)
        dlg.open()
        return dlg

    @Slot()
    def _dialog_closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None
        self._resuming = False

    @Slot(str, object)
    def _host(self, name: str, proposal: Proposal) -> None:
        self.name, self.role, self.proposal, self.code, self.target = name, 0, proposal, None, None
        chosen = self.dialog.host_kind() if self.dialog is not None else None
        self.via = chosen if any(c.kind == chosen for c in self.connectors) else None
        self._saved = None
        self._connect(None)

    @Slot(str, object)
    def _join(self, name: str, target: Target) -> None:
        if self._resuming:
            self.target, self.code = target, target.code  # going on with the kept match
        else:
            self.name, self.role, self.proposal, self.code, self.target = name, 1, None, target.code, target
            self._saved = None
        self._connect(target)

    def _connect(self, target: Target | None) -> None:
        self._drop_job()
        connector = self._connector(target)
        if connector is None:
            self._problem("closed")
            return
        if target is not None or self.via is None:
            self.via = connector.kind
        job = self.job = ConnectJob(connector, self)
        job.invited.connect(self._invited)
        job.connected.connect(self._connected)
        job.failed.connect(self._connect_failed)
        if target is None:
            job.host(self.code)
        else:
            job.join(target)

    def _drop_job(self) -> None:
        self.advertiser.stop()
        if self.job is not None:
            job, self.job = self.job, None
            if job.running:
                job.cancel()
            job.deleteLater()

    @Slot(object)
    def _invited(self, invitation: Invitation) -> None:
        asked, self.code = self.code, invitation.code
        if invitation.port is not None and self.via == "direct":
            self.advertiser.start(self.name or self.tr("Host"), int(invitation.port))
        shown = code_for_display(invitation.code, self._persian())
        if self.dialog is not None:
            self.dialog.show_invitation(invitation)
        elif self._auto_until:
            pass  # the countdown shows
        elif self.via == "wormhole" and asked and asked != invitation.code:
            self.panel.set_state("new_code", shown)
        elif self.via == "wormhole":
            self.panel.set_state("relay")
        else:
            self.panel.set_state("waiting", shown)

    def _persian(self) -> bool:
        return self.window.layoutDirection() == Qt.LayoutDirection.RightToLeft

    @Slot(object)
    def _connected(self, channel: Channel) -> None:
        if self.sender() is not self.job or self.role is None:
            channel.close()
            return
        self._drop_job()
        meeting = getattr(channel, "meeting", None)
        if meeting is not None and isinstance(getattr(meeting, "code", None), str):
            self.code = meeting.code  # the code word as both programs hold it (the guest may type it otherwise)
        try:
            name = self.name or (self.tr("Host") if self.role == 0 else self.tr("Guest"))
            game = NetGame(channel, self.controller, side=self.role, name=name,
                           proposal=self.proposal if self._saved is None else None, saved=self._saved,
                           autosave=self.session.autosave_now, before_start=self._before_start, parent=self)
        except ValueError:
            channel.close()
            self._problem("resume_mismatch")
            return
        self.game = game  # (an earlier one, ended, stays the board's seat until this one starts)
        game.proposal_shown.connect(self._proposal_shown)
        game.started.connect(self._started)
        game.said.connect(self._said)
        game.ended.connect(self._ended)
        game.finished.connect(self._finished)
        if self.dialog is not None:
            self.dialog.show_connecting(self.tr("Connected. Waiting for your friend's program…"))
        game.begin()

    @Slot(str)
    def _connect_failed(self, code: str) -> None:
        if self.sender() is not self.job:
            return
        self._drop_job()
        if code == "cancelled":
            return
        if self._auto_until and self.role == 1 and code in ("closed", "timeout"):
            self._auto_retry.start(AUTO_RETRY_MS)  # the host's program is not listening yet: try again
            return
        self._stop_auto()
        self._problem(code)

    def _problem(self, code: str) -> None:
        text = error_text(code)
        self.show_status(text)
        if self.dialog is not None:
            self.dialog.show_problem(text)
        if self._saved is not None:
            self.panel.set_state("ended", code)

    @Slot()
    def _cancel_connecting(self) -> None:
        self._drop_job()
        if self.game is not None and self.game.session.match is None:
            self.game.cancel()

    # ------------------------------------------------------------ the match
    @Slot(object, str)
    def _proposal_shown(self, proposal: Proposal, friend: str) -> None:
        if self.dialog is None:
            if self.game is not None:
                self.game.accept_rules(False)
            return
        self.dialog.show_rules(proposal, self.game.session.name if self.game else self.name, friend,
                               self.role == 0)

    @Slot(bool)
    def _rules_answered(self, ok: bool) -> None:
        if self.game is not None:
            self.game.accept_rules(ok)

    def _before_start(self) -> None:
        """The match with the friend is about to replace the one on the board: keep that one."""
        if self._saved is None:
            self.session.keep_replaced()

    @Slot()
    def _started(self) -> None:
        game = self.game
        assert game is not None
        self._stop_auto()
        self._saved = None
        self._loaded = None
        self.panel.set_friend(game.session.peer_name)
        self.panel.set_state("playing")
        self.panel.show()
        if self.dialog is not None:
            dlg, self.dialog = self.dialog, None
            dlg.accept()
            dlg.deleteLater()
        self.show_status(fill(self.tr("Playing with %1."), isolated(game.session.peer_name)))

    @Slot(int, str)
    def _said(self, side: int, ready: str) -> None:
        if self.game is None:
            return
        mine = side == self.game.side
        self.panel.add_said(mine, ready)
        if not mine:
            self.show_status(fill(self.tr("%1: %2"), isolated(self.game.session.peer_name), ready_text(ready)))

    @Slot(str)
    def say(self, ready: str) -> None:
        if self.game is not None:
            self.game.say(ready)

    @Slot(str)
    def _ended(self, code: str) -> None:
        game = self.game
        assert game is not None
        text = error_text(code)
        self.show_status(text)
        if not self._ours():
            if self.dialog is not None:
                self.dialog.show_problem(text)  # before the match began: the dialog says it
            if self._saved is not None:
                self._stop_auto()
                self.panel.set_state("ended", code)  # a reconnection that did not work: try again
            return
        self._saved = game.saved()
        self.panel.set_state("ended", code)
        if self.via == "direct" and code in AUTO_RECONNECT and self._saved is not None:
            self._start_auto(code)

    @Slot()
    def _finished(self) -> None:
        self.panel.set_state("over")
        self._saved = None

    @Slot()
    def reconnect(self) -> None:
        """Connect again (the same code, the same address) and go on from where both agree."""
        if self._saved is None or self.role is None:
            return
        self._stop_auto()
        if self.role == 1 and self.target is None:
            self._resume_by_dialog()
            return
        if self.via == "wormhole":
            self.panel.set_state("relay")  # a new code, if it comes to that, is said when it comes
        else:
            self.panel.set_state("waiting", code_for_display(self.code, self._persian())
                                 if self.role == 0 and self.code else None)
        self._connect(self.target if self.role == 1 else None)

    # ------------------------------------------------------------ reconnecting by itself (same network)
    def _start_auto(self, code: str) -> None:
        """A direct match dropped: connect again by itself for a while (the host
        listens, the guest tries every few seconds), with a countdown and Cancel;
        then the Reconnect button."""
        if self.role is None or (self.role == 1 and self.target is None) or self.auto_seconds <= 0:
            return
        self._auto_until = time.monotonic() + self.auto_seconds
        self._auto_code = code
        self._auto_tick.start()
        self._auto_step()
        if not self._auto_until:
            return
        self.show_status(self.panel.state_label.text())  # the status line says it too, not "reconnect"
        if self.role == 0:
            self._connect(None)
        else:
            self._auto_retry.start(AUTO_RETRY_MS // 2)  # give the host's program a moment to listen again

    @Slot()
    def _auto_try(self) -> None:
        if self._auto_until and self.role == 1 and self.target is not None:
            self._connect(self.target)

    @Slot()
    def _auto_step(self) -> None:
        if not self._auto_until:
            return
        left = self._auto_until - time.monotonic()
        if left <= 0:
            code = self._auto_code
            self._stop_auto()
            self._drop_job()
            self.panel.set_state("ended", code)
            self.show_status(error_text(code))
            return
        self.panel.set_state("auto", (int(left + 0.999), self._auto_code))

    def _stop_auto(self) -> None:
        self._auto_until = 0.0
        self._auto_tick.stop()
        self._auto_retry.stop()

    @property
    def reconnecting_by_itself(self) -> bool:
        return bool(self._auto_until)

    def _resume_by_dialog(self) -> None:
        """The guest goes on with the kept match, but where to join is not known: ask (the join page)."""
        dlg = self.dialog
        if dlg is None:
            dlg = self.dialog = PlayFriendDialog(self.window, name=self.name, nearby=self.nearby,
                                                 code_only=any(not c.needs_address for c in self.connectors),
                                                 host_kinds=[c.kind for c in self.connectors])
            dlg.join_requested.connect(self._join)
            dlg.cancel_requested.connect(self._cancel_connecting)
            dlg.finished.connect(self._dialog_closed)
            dlg.open()
        self._resuming = True
        dlg.name_edit.setText(self.name)
        dlg.name_edit.setEnabled(False)
        if self.via == "wormhole":
            dlg.code_edit.clear()  # a code word serves once: the friend hosts again with a new one
            dlg.join_note.setText(self.tr("A code word serves once: ask your friend for the new code."))
            dlg.join_note.show()
        elif self.code:
            dlg.code_edit.setText(self.code)
        dlg.show_page(dlg.join_page)

    @Slot()
    def stop(self) -> None:
        """Stop the match (it is kept: Reconnect goes on with it), or the reconnecting."""
        if self.job is not None or self._auto_until:
            self._stop_auto()
            self._drop_job()
            self.panel.set_state("ended", "cancelled")
            return
        game = self.game
        if game is None or not game.active:
            return
        if self.ask and QMessageBox.question(
                self.window, self.tr("Play a friend"),
                self.tr("Stop the match with your friend? It is kept: you can reconnect and go on later.")) \
                != QMessageBox.StandardButton.Yes:
            return
        game.cancel()

    @Slot()
    def _match_replaced(self) -> None:
        """Another match took the board (New match, a file): the one with the friend ends."""
        if self.game is not None and self.controller.remote is not self.game:
            self._stop_auto()
            self._drop_job()
            game, self.game = self.game, None
            game.close()
            game.deleteLater()
            self._saved = None
            self.panel.hide()
        elif self._loaded is not None and self.controller.match is not self._loaded[0]:
            self._drop_job()
            self._loaded = None
            self._saved = None
            self.panel.hide()

    def shutdown(self) -> None:
        """The window closes."""
        self._stop_auto()
        self._drop_job()
        close = getattr(self.nearby, "close", None)
        if callable(close):
            close()
        if self.game is not None:
            self.game.close()
