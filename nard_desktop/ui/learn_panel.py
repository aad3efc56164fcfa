"""The panel of Learn from your mistakes: whose mistakes and in what order,
the mistake's question, the verdict on what was tried, and the buttons (try
again, show the answer, next, back to the review).  The panel only shows and
asks; :class:`~nard_desktop.ui.learn_actions.LearnActions` does the rest."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QFrame, QLabel, QPushButton, QScrollArea, QSizePolicy,
                               QVBoxLayout, QWidget)

from nard_desktop.ai.explain import Explanation
from nard_desktop.app.learn import BEST, ERROR, GOOD
from nard_desktop.app.text import fill, is_you
from nard_desktop.ui.retranslating import Retranslating

from .explanation import ExplanationLabel
from .tutor_bar import action_words

__all__ = ["LearnPanel", "VERDICT_COLOURS"]

VERDICT_COLOURS = {BEST: "#1e8449", GOOD: "#2e86c1", ERROR: "#c0392b"}


class LearnPanel(Retranslating, QWidget):
    """The mistakes, one at a time: what to find, the verdict, and the buttons.

    It takes the side panel's place beside the board, at its width (as the review
    panel does), so the board keeps its size and place: its texts wrap, its buttons
    stand one under another, what does not fit the height scrolls up and down, and
    the way back to the review stays in sight below the scrolling part."""

    restart_requested = Signal()
    cube_chosen = Signal(str)
    retry_requested = Signal()
    reveal_requested = Signal()
    next_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("learn-panel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.title.setContentsMargins(6, 6, 6, 0)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("learn-scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = self.body = QWidget(self.scroll)
        body.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        col = QVBoxLayout(body)
        col.setContentsMargins(6, 6, 6, 6)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.player_combo = QComboBox(body)
        self.order_combo = QComboBox(body)
        for combo in (self.player_combo, self.order_combo):
            # A long name shortens in the combo instead of widening the panel.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.order_combo.addItem("", "worst")
        self.order_combo.addItem("", "game")
        self.player_label = QLabel(body)
        self.player_label.setBuddy(self.player_combo)
        self.order_label = QLabel(body)
        self.order_label.setBuddy(self.order_combo)
        form.addRow(self.player_label, self.player_combo)
        form.addRow(self.order_label, self.order_combo)
        self.heading = QLabel(body)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.prompt = QLabel(body)
        self.prompt.setWordWrap(True)
        self.verdict = QLabel(body)
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Why the mistake (or a retry that is still an error) loses.
        self.why = ExplanationLabel(body)
        # One under another: three side by side do not fit the panel's width in Persian.
        self.cube_row = QVBoxLayout()
        self.cube_buttons: dict[str, QPushButton] = {}
        buttons = QVBoxLayout()
        self.retry_button = QPushButton(body)
        self.reveal_button = QPushButton(body)
        self.next_button = QPushButton(body)
        for b in (self.retry_button, self.reveal_button, self.next_button):
            buttons.addWidget(b)
        self.leave_button = QPushButton(self)
        col.addLayout(form)
        col.addWidget(self.heading)
        col.addWidget(self.prompt)
        col.addLayout(self.cube_row)
        col.addWidget(self.verdict)
        col.addWidget(self.why)
        col.addLayout(buttons)
        col.addStretch(1)
        self.scroll.setWidget(body)
        outer.addWidget(self.title)
        outer.addWidget(self.scroll, 1)
        bottom = QVBoxLayout()
        bottom.setContentsMargins(6, 6, 6, 6)
        bottom.addWidget(self.leave_button)
        outer.addLayout(bottom)
        self.retry_button.clicked.connect(self.retry_requested)
        self.reveal_button.clicked.connect(self.reveal_requested)
        self.next_button.clicked.connect(self.next_requested)
        self.leave_button.clicked.connect(self.leave_requested)
        self.player_combo.activated.connect(lambda _i: self.restart_requested.emit())
        self.order_combo.activated.connect(lambda _i: self.restart_requested.emit())
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Learn from your mistakes"))
        self.title.setText(self.windowTitle())
        self.player_label.setText(self.tr("&Whose mistakes:"))
        self.order_label.setText(self.tr("&Order:"))
        self.order_combo.setItemText(0, self.tr("Worst first"))
        self.order_combo.setItemText(1, self.tr("In game order"))
        self.retry_button.setText(self.tr("&Try again"))
        self.reveal_button.setText(self.tr("&Show the answer"))
        self.next_button.setText(self.tr("&Next"))
        self.leave_button.setText(self.tr("Back to the &review"))
        for action, button in self.cube_buttons.items():
            button.setText(action_words(action))

    def set_players(self, names: tuple[str, str], you: int) -> None:
        self.player_combo.clear()
        for seat in (you, 1 - you):
            name = names[seat]
            label = self.tr("Your mistakes") if is_you(name) else fill(self.tr("%1's mistakes"), name)
            self.player_combo.addItem(label, seat)

    def set_cube_choices(self, choices: tuple[str, ...]) -> None:
        for button in self.cube_buttons.values():
            self.cube_row.removeWidget(button)
            button.deleteLater()
        self.cube_buttons = {}
        for action in choices:
            button = QPushButton(action_words(action), self.body)
            button.setObjectName(f"cube-{action}")
            button.clicked.connect(lambda _=False, a=action: self.cube_chosen.emit(a))
            self.cube_row.addWidget(button)
            self.cube_buttons[action] = button

    def show_verdict(self, text: str, kind: str | None) -> None:
        colour = VERDICT_COLOURS.get(kind or "")
        self.verdict.setStyleSheet(f"color: {colour}; font-weight: bold;" if colour else "")
        self.verdict.setText(text)
        self.why.set_explanation(None)

    def show_explanation(self, e: Explanation | None) -> None:
        """Under the verdict: why the choice loses (None: nothing to say)."""
        self.why.set_explanation(e)
