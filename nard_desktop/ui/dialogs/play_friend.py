"""Game ▸ Play a friend…: host a game or join one, then read and accept the rules.

The dialog only shows pages and says what the player chose (its signals);
connecting, in a thread of its own, and the match are
:class:`~nard_desktop.ui.net_actions.NetActions`' business.  Pages:

- *start*: your name; host a game, or join a friend's;
- *host*: how your friend connects (a code word across the internet, or on
  this network / a direct address) and the rules you propose (preset, match
  length or money games, whether hints and the tutor are allowed);
- *waiting*: the code word, large, and the address and port to give; Cancel;
- *join*: the code your friend reads out; the games found on this network
  (a list filled by a finder, when there is one); a direct address and port;
- *connecting*: Cancel;
- *rules*: the same rules on both screens, both names; accept or decline;
- *problem*: what went wrong, in the player's language; try again or close.
"""

from __future__ import annotations

import re
from typing import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QFormLayout, QGroupBox, QHBoxLayout,
                               QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QRadioButton,
                               QSpinBox, QStackedWidget, QTextBrowser, QVBoxLayout, QWidget)

from nard_desktop.app.netplay.connect import Invitation, NearbyFinder, NearbyGame, Target, no_nearby_games
from nard_desktop.app.netplay.protocol import MAX_GAMES, MAX_NAME
from nard_desktop.app.netplay.session import Proposal
from nard_desktop.app.netplay.transport import DEFAULT_PORT
from nard_desktop.app.presets import matching_preset
from nard_desktop.app.text import fill, loc, ltr, name_text, points_text, preset_name
from nard_desktop.engine import RuleSet
from nard_desktop.engine.match import MAX_MATCH_LENGTH
from nard_desktop.ui.rules_page import rules_html
from nard_desktop.ui.settings_dialog import preset_label
from nard_desktop.ui.sizing import fit_dialog

__all__ = ["PlayFriendDialog", "code_for_display", "isolated", "NEARBY_POLL_MS"]

NEARBY_POLL_MS = 2000
"""How often the join page asks the finder for the games on this network."""

_HOUSE = "house"  # the rules item that stands for the player's own rules

_PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_LATIN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩", "01234567890123456789")
_DIRECT_CODE = re.compile(r"[0-9\s\-]+\Z")


def code_for_display(code: str, persian: bool) -> str:
    """The code word as the player reads it out (Persian digits in Persian;
    both sides' programs read either as the same code)."""
    return code.translate(_PERSIAN_DIGITS) if persian else code


# A player's name as a run of its own direction (app/text.py's name_text).
isolated = name_text


def _big(label: QLabel, scale: float) -> QLabel:
    font = QFont(label.font())
    font.setPointSizeF(max(8.0, font.pointSizeF()) * scale)
    font.setBold(True)
    label.setFont(font)
    return label


class PlayFriendDialog(QDialog):
    host_requested = Signal(str, object)   # your name, the Proposal
    join_requested = Signal(str, object)   # your name, the Target
    cancel_requested = Signal()            # stop connecting (or waiting)
    rules_answered = Signal(bool)          # the rules on the rules page: accepted or not

    def __init__(self, parent: QWidget | None = None, *, name: str = "", nearby: NearbyFinder = no_nearby_games,
                 code_only: bool = False, house_rules: RuleSet | None = None,
                 host_kinds: Sequence[str] = ("direct",)) -> None:
        """``nearby``: the games on this network now (asked every
        :data:`NEARBY_POLL_MS` while the join page shows); ``code_only``: a
        connector can join by the code alone (no address needed);
        ``house_rules``: the player's own rules (Settings), offered when they
        are none of the presets; ``host_kinds``: the kinds of connector the
        host may choose between (``"wormhole"``: a code word across the
        internet; ``"direct"``: this network or a typed address)."""
        super().__init__(parent)
        self._house_rules = house_rules
        self.setWindowTitle(self.tr("Play a friend"))
        self.setObjectName("play-friend")
        self._nearby = nearby
        self._code_only = code_only
        self._host_kinds = tuple(host_kinds)
        self._persian = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        self.pages = QStackedWidget(self)
        outer = QVBoxLayout(self)
        outer.addWidget(self.pages)
        self._make_start(name)
        self._make_host()
        self._make_waiting()
        self._make_join()
        self._make_connecting()
        self._make_rules()
        self._make_problem()
        self._poll = QTimer(self)
        self._poll.setInterval(NEARBY_POLL_MS)
        self._poll.timeout.connect(self.refresh_nearby)
        changed = getattr(nearby, "changed", None)  # a finder that says when its list changes
        if changed is not None and hasattr(changed, "connect"):
            changed.connect(self._nearby_changed)
        self._back_to = self.start_page
        self.show_page(self.start_page)
        fit_dialog(self, width_chars=64)

    # ------------------------------------------------------------ pages
    def _page(self) -> tuple[QWidget, QVBoxLayout]:
        page = QWidget(self.pages)
        col = QVBoxLayout(page)
        self.pages.addWidget(page)
        return page, col

    def _make_start(self, name: str) -> None:
        page, col = self._page()
        self.start_page = page
        intro = QLabel(self.tr("Play a friend on another computer, in the same room or far away. Neither of you "
                               "can rig the dice: every roll depends on a secret from each side."), page)
        intro.setWordWrap(True)
        col.addWidget(intro)
        form = QFormLayout()
        self.name_edit = QLineEdit(name, page)
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setPlaceholderText(self.tr("The name your friend sees"))
        form.addRow(self.tr("Your name:"), self.name_edit)
        col.addLayout(form)
        self.host_button = QPushButton(self.tr("Host a game (your friend joins you)"), page)
        self.join_button = QPushButton(self.tr("Join a friend's game"), page)
        self.host_button.clicked.connect(lambda: self.show_page(self.host_page))
        self.join_button.clicked.connect(self._open_join)
        col.addWidget(self.host_button)
        col.addWidget(self.join_button)
        col.addStretch(1)
        close = QPushButton(self.tr("Close"), page)
        close.clicked.connect(self.reject)
        col.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)

    def _make_host(self) -> None:
        page, col = self._page()
        self.host_page = page
        self.how_box = QGroupBox(self.tr("How your friend connects"), page)
        how = QVBoxLayout(self.how_box)
        self.internet_radio = QRadioButton(self.tr("Over the internet, with a code word (anywhere in the world)"),
                                           self.how_box)
        self.direct_radio = QRadioButton(self.tr("On this network, or by a direct address and port"),
                                         self.how_box)
        kinds = QButtonGroup(self)
        kinds.addButton(self.internet_radio)
        kinds.addButton(self.direct_radio)
        how.addWidget(self.internet_radio)
        how.addWidget(self.direct_radio)
        (self.internet_radio if "wormhole" in self._host_kinds else self.direct_radio).setChecked(True)
        self.how_box.setVisible("wormhole" in self._host_kinds and "direct" in self._host_kinds)
        col.addWidget(self.how_box)
        box = QGroupBox(self.tr("The rules you propose (your friend sees them and accepts)"), page)
        form = QFormLayout(box)
        self.preset_combo = QComboBox(box)
        for preset in RuleSet.PRESETS:
            self.preset_combo.addItem(preset_name(preset), preset)
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData("international_match")))
        if self._house_rules is not None and self._house_rules.preset_name() is None:
            self.preset_combo.insertItem(0, self.tr("My house rules (from Settings)"), _HOUSE)
            self.preset_combo.setCurrentIndex(0)
        form.addRow(self.tr("Rules:"), self.preset_combo)
        row = QHBoxLayout()
        self.match_radio = QRadioButton(self.tr("Match to"), box)
        self.length_spin = QSpinBox(box)
        self.length_spin.setRange(1, MAX_MATCH_LENGTH)
        self.length_spin.setValue(5)
        self.money_radio = QRadioButton(self.tr("Money games:"), box)
        self.games_spin = QSpinBox(box)
        self.games_spin.setRange(1, MAX_GAMES)
        self.games_spin.setValue(5)
        group = QButtonGroup(self)
        group.addButton(self.match_radio)
        group.addButton(self.money_radio)
        self.match_radio.setChecked(True)
        row.addWidget(self.match_radio)
        row.addWidget(self.length_spin)
        row.addWidget(self.money_radio)
        row.addWidget(self.games_spin)
        form.addRow(self.tr("Length:"), row)
        self.money_radio.toggled.connect(self._money_toggled)
        self.hints_check = QCheckBox(self.tr("Both may ask for hints"), box)
        self.hints_check.setChecked(True)
        self.tutor_check = QCheckBox(self.tr("Both may have the tutor"), box)
        self.tutor_check.setChecked(True)
        form.addRow(self.hints_check)
        form.addRow(self.tutor_check)
        col.addWidget(box)
        col.addStretch(1)
        buttons = QHBoxLayout()
        back = QPushButton(self.tr("Back"), page)
        back.clicked.connect(lambda: self.show_page(self.start_page))
        self.start_hosting_button = QPushButton(self.tr("Start hosting"), page)
        self.start_hosting_button.setDefault(True)
        self.start_hosting_button.clicked.connect(self._host)
        buttons.addWidget(back)
        buttons.addStretch(1)
        buttons.addWidget(self.start_hosting_button)
        col.addLayout(buttons)

    def _make_waiting(self) -> None:
        page, col = self._page()
        self.waiting_page = page
        say = QLabel(self.tr("Read this code to your friend:"), page)
        col.addWidget(say)
        self.code_label = _big(QLabel(page), 3.0)
        self.code_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_label.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # 482-913 reads left to right
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.code_label)
        self.address_label = QLabel(page)
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.address_label)
        self.waiting_label = QLabel(self.tr("Waiting for your friend to join…"), page)
        self.waiting_label.setWordWrap(True)
        col.addWidget(self.waiting_label)
        col.addStretch(1)
        self.waiting_cancel = QPushButton(self.tr("Cancel"), page)
        self.waiting_cancel.clicked.connect(self._cancel)
        col.addWidget(self.waiting_cancel, 0, Qt.AlignmentFlag.AlignRight)

    def _make_join(self) -> None:
        page, col = self._page()
        self.join_page = page
        col.addWidget(QLabel(self.tr("The code your friend reads to you:"), page))
        self.code_edit = QLineEdit(page)
        self.code_edit.setPlaceholderText(code_for_display("7-crossover-clockwork" if self._code_only else "482-913",
                                                           self._persian))
        self.code_edit.setMaxLength(40)
        self.code_edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        _big(self.code_edit, 1.8)  # type: ignore[arg-type]
        col.addWidget(self.code_edit)
        self.join_note = QLabel(page)
        self.join_note.setWordWrap(True)
        self.join_note.hide()
        col.addWidget(self.join_note)
        self.nearby_box = QGroupBox(self.tr("Games on this network"), page)
        nl = QVBoxLayout(self.nearby_box)
        self.nearby_list = QListWidget(self.nearby_box)
        self.nearby_list.itemSelectionChanged.connect(self._nearby_picked)
        nl.addWidget(self.nearby_list)
        self.nearby_empty = QLabel(self.tr("None found yet: ask your friend for the address below."),
                                   self.nearby_box)
        self.nearby_empty.setWordWrap(True)
        nl.addWidget(self.nearby_empty)
        col.addWidget(self.nearby_box)
        direct = QGroupBox(self.tr("Direct connection: your friend's address and port"), page)
        form = QFormLayout(direct)
        self.address_edit = QLineEdit(direct)
        self.address_edit.setPlaceholderText("192.168.1.20")
        self.address_edit.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.port_spin = QSpinBox(direct)
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        form.addRow(self.tr("Address:"), self.address_edit)
        form.addRow(self.tr("Port:"), self.port_spin)
        col.addWidget(direct)
        self.join_hint = QLabel(page)
        self.join_hint.setWordWrap(True)
        col.addWidget(self.join_hint)
        buttons = QHBoxLayout()
        back = QPushButton(self.tr("Back"), page)
        back.clicked.connect(lambda: self.show_page(self.start_page))
        self.join_go = QPushButton(self.tr("Join"), page)
        self.join_go.setDefault(True)
        self.join_go.clicked.connect(self._join)
        buttons.addWidget(back)
        buttons.addStretch(1)
        buttons.addWidget(self.join_go)
        col.addLayout(buttons)
        self.code_edit.textChanged.connect(self._update_join)
        self.address_edit.textChanged.connect(self._update_join)
        self._update_join()

    def _make_connecting(self) -> None:
        page, col = self._page()
        self.connecting_page = page
        self.connecting_label = QLabel(page)
        self.connecting_label.setWordWrap(True)
        col.addWidget(self.connecting_label)
        col.addStretch(1)
        cancel = QPushButton(self.tr("Cancel"), page)
        cancel.clicked.connect(self._cancel)
        col.addWidget(cancel, 0, Qt.AlignmentFlag.AlignRight)

    def _make_rules(self) -> None:
        page, col = self._page()
        self.rules_page = page
        self.rules_title = _big(QLabel(page), 1.3)
        self.rules_title.setWordWrap(True)
        col.addWidget(self.rules_title)
        self.rules_summary = QLabel(page)
        self.rules_summary.setWordWrap(True)
        self.rules_summary.setTextFormat(Qt.TextFormat.RichText)
        col.addWidget(self.rules_summary)
        self.rules_text = QTextBrowser(page)
        self.rules_text.setMinimumHeight(160)
        col.addWidget(self.rules_text, 1)
        self.rules_note = QLabel(page)
        self.rules_note.setWordWrap(True)
        col.addWidget(self.rules_note)
        buttons = QHBoxLayout()
        self.decline_button = QPushButton(self.tr("Decline"), page)
        self.decline_button.clicked.connect(lambda: self._answer(False))
        self.accept_button = QPushButton(page)
        self.accept_button.setDefault(True)
        self.accept_button.clicked.connect(lambda: self._answer(True))
        buttons.addWidget(self.decline_button)
        buttons.addStretch(1)
        buttons.addWidget(self.accept_button)
        col.addLayout(buttons)

    def _make_problem(self) -> None:
        page, col = self._page()
        self.problem_page = page
        self.problem_label = QLabel(page)
        self.problem_label.setWordWrap(True)
        col.addWidget(self.problem_label)
        col.addStretch(1)
        buttons = QHBoxLayout()
        close = QPushButton(self.tr("Close"), page)
        close.clicked.connect(self.reject)
        again = QPushButton(self.tr("Try again"), page)
        again.clicked.connect(lambda: self.show_page(self._back_to))
        buttons.addWidget(close)
        buttons.addStretch(1)
        buttons.addWidget(again)
        col.addLayout(buttons)

    # ------------------------------------------------------------ showing
    def show_page(self, page: QWidget) -> None:
        self.pages.setCurrentWidget(page)
        if page is self.join_page:
            self.refresh_nearby()
            self._poll.start()
        else:
            self._poll.stop()

    def _open_join(self) -> None:
        self.show_page(self.join_page)
        self.code_edit.setFocus()

    def show_invitation(self, invitation: Invitation) -> None:
        """The host's code word and where to connect, while waiting for the friend."""
        self.code_label.setText(code_for_display(invitation.code, self._persian))
        # A wormhole code (7-crossover-clockwork) is longer than 482-913: a little smaller, still large.
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(8.0, font.pointSizeF()) * (3.0 if len(invitation.code) <= 9 else 2.2))
        self.code_label.setFont(font)
        if invitation.port is not None and invitation.addresses:
            where = "  ".join(ltr(f"{a}:{invitation.port}") for a in invitation.addresses)
            self.address_label.setText(fill(self.tr("If your friend cannot find your game by itself, they "
                                                    "enter your address and port: %1"), where))
        else:
            self.address_label.setText(self.tr("Your friend needs only the code."))
        self.show_page(self.waiting_page)

    def show_connecting(self, text: str = "") -> None:
        self.connecting_label.setText(text or self.tr("Connecting to your friend…"))
        self.show_page(self.connecting_page)

    def show_rules(self, proposal: Proposal, you: str, friend: str, is_host: bool) -> None:
        """The rules of the match, the same on both screens, to accept."""
        rules = proposal.rules
        money = proposal.match_length == 0
        you, friend = isolated(you), isolated(friend)
        if is_host:
            self.rules_title.setText(fill(self.tr("%1 has joined. Start the match under these rules?"), friend))
            self.accept_button.setText(self.tr("Start the match"))
        else:
            self.rules_title.setText(fill(self.tr("%1 invites you to play under these rules:"), friend))
            self.accept_button.setText(self.tr("Accept and play"))
        if money:
            length = fill(self.tr("Money games: %1 (no money involved)"), loc(proposal.games))
        else:
            length = fill(self.tr("A match to %1"), points_text(proposal.match_length))
        if rules.clock:
            clock = fill(self.tr("Clock: %1 free seconds a move, %2 seconds in reserve"),
                         loc(rules.clock_free_seconds), loc(rules.clock_reserve_seconds))
        else:
            clock = self.tr("No clock")
        help_ = {(True, True): self.tr("Hints and the tutor are allowed for both."),
                 (True, False): self.tr("Hints are allowed for both; the tutor is not."),
                 (False, True): self.tr("The tutor is allowed for both; hints are not."),
                 (False, False): self.tr("No hints and no tutor, for either of you.")}[(proposal.hints,
                                                                                        proposal.tutor)]
        host, guest = (you, friend) if is_host else (friend, you)
        lines = [fill(self.tr("Host: %1 — Guest: %2"), host, guest),
                 fill(self.tr("Rules: %1"), preset_label(matching_preset(rules, money=money))),
                 length, clock, help_]
        from html import escape

        self.rules_summary.setText("<br/>".join(escape(x) for x in lines))
        self.rules_text.setHtml(rules_html(rules, money=money))
        self.rules_note.setText(self.tr("Your friend's screen shows the same rules."))
        self.accept_button.setEnabled(True)
        self.decline_button.setEnabled(True)
        self.show_page(self.rules_page)

    def show_problem(self, text: str, *, back_to: QWidget | None = None) -> None:
        """Say what went wrong; *Try again* goes back to ``back_to`` (the page the attempt began on)."""
        self.problem_label.setText(text)
        if back_to is not None:
            self._back_to = back_to
        self.show_page(self.problem_page)

    # ------------------------------------------------------------ nearby games
    def _nearby_changed(self) -> None:
        if self.pages.currentWidget() is self.join_page:
            self.refresh_nearby()

    def refresh_nearby(self) -> None:
        try:
            games: Sequence[NearbyGame] = tuple(self._nearby())
        except Exception:  # noqa: BLE001 - a finder that fails finds nothing
            games = ()
        self.nearby_list.setVisible(bool(games))
        self.nearby_empty.setVisible(not games)
        shown = [self.nearby_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.nearby_list.count())]
        if list(games) == shown:
            return
        self.nearby_list.clear()
        for g in games:
            item = QListWidgetItem(fill(self.tr("%1 (%2)"), g.name, ltr(f"{g.address}:{g.port}")))
            item.setData(Qt.ItemDataRole.UserRole, g)
            if not getattr(g, "compatible", True):  # another version of the program: greyed
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
                item.setToolTip(self.tr("This game needs another version of Takhteh Nard."))
            self.nearby_list.addItem(item)

    def _nearby_picked(self) -> None:
        items = self.nearby_list.selectedItems()
        if not items:
            return
        game = items[0].data(Qt.ItemDataRole.UserRole)
        self.address_edit.setText(game.address)
        self.port_spin.setValue(int(game.port))
        self.code_edit.setFocus()

    # ------------------------------------------------------------ answers
    def your_name(self) -> str:
        return " ".join(self.name_edit.text().split())[:MAX_NAME]

    def proposal(self) -> Proposal:
        chosen = self.preset_combo.currentData()
        rules = self._house_rules if chosen == _HOUSE and self._house_rules is not None else RuleSet.preset(chosen)
        money = self.money_radio.isChecked()
        return Proposal(rules, 0 if money else self.length_spin.value(), self.games_spin.value() if money else 1,
                        hints=self.hints_check.isChecked(), tutor=self.tutor_check.isChecked())

    def host_kind(self) -> str:
        """How the host's friend connects: ``"wormhole"`` (a code word across
        the internet) or ``"direct"`` (this network, or a typed address)."""
        if "wormhole" in self._host_kinds and self.internet_radio.isChecked():
            return "wormhole"
        return "direct" if "direct" in self._host_kinds else (self._host_kinds[0] if self._host_kinds else "direct")

    def target(self) -> Target:
        return Target(self.code_edit.text().strip(), self.address_edit.text().strip(), self.port_spin.value())

    def _money_toggled(self, money: bool) -> None:
        self.length_spin.setEnabled(not money)
        self.games_spin.setEnabled(money)
        want = "money" if money else "international_match"
        if self.preset_combo.currentData() == _HOUSE:
            return  # the house rules serve both kinds of game
        if money or self.preset_combo.currentData() == "money":
            self.preset_combo.setCurrentIndex(self.preset_combo.findData(want))

    def _update_join(self) -> None:
        has_code = bool(self.code_edit.text().strip())
        has_address = bool(self.address_edit.text().strip())
        # A code of digits alone (482-913) is a direct connection's: it needs where to connect.
        digits_only = bool(_DIRECT_CODE.match(self.code_edit.text().strip().translate(_LATIN_DIGITS)))
        code_alone = self._code_only and not digits_only
        self.join_go.setEnabled(has_code and (has_address or code_alone))
        if not has_code:
            self.join_hint.setText(self.tr("Enter the code first.") if not self._code_only else
                                   self.tr("Enter the code first. A code word with words in it (a number and two "
                                           "words) is enough by itself; a code of six digits is for a game on this "
                                           "network: pick it above or enter its address."))
        elif not has_address and self._code_only and digits_only:
            self.join_hint.setText(self.tr("A code of six digits is for a game on this network: pick it above or "
                                           "enter your friend's address and port."))
        elif not has_address and not self._code_only:
            self.join_hint.setText(self.tr("Enter your friend's address and port, or pick their game above."))
        else:
            self.join_hint.setText("")

    def _host(self) -> None:
        self._back_to = self.host_page
        self.waiting_label.setText(self.tr("Waiting for your friend to join…"))
        self.show_connecting(self.tr("Getting ready to host…"))
        self.host_requested.emit(self.your_name(), self.proposal())

    def _join(self) -> None:
        if not self.join_go.isEnabled():
            return
        self._back_to = self.join_page
        self.show_connecting()
        self.join_requested.emit(self.your_name(), self.target())

    def _cancel(self) -> None:
        self.cancel_requested.emit()
        self.show_page(self._back_to)

    def _answer(self, ok: bool) -> None:
        self.accept_button.setEnabled(False)
        self.decline_button.setEnabled(False)
        if ok:
            self.show_connecting(self.tr("Waiting for your friend to accept…"))
        self.rules_answered.emit(ok)

    def reject(self) -> None:
        """Closing the dialog stops whatever it was doing (the match, once begun, goes on)."""
        self._poll.stop()
        if self.pages.currentWidget() is not self.problem_page:
            self.cancel_requested.emit()
        super().reject()
