"""The new game / new match dialog: opponent, length, rules and colours.

With the player's settings, the computer's level and the rules start from them: the
house rules from Settings when they are not one of the presets, else that preset.  What
is chosen is kept in the settings for the next time (a chosen preset becomes the house
rules).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QPushButton, QRadioButton, QSpinBox, QVBoxLayout, QWidget)

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.opponent import DEFAULT_LEVEL, LEVELS
from nard_desktop.app.text import colour_name, level_name, loc, preset_name
from nard_desktop.engine import RuleSet
from nard_desktop.engine.match import MATCH_LENGTH_PRESETS, MAX_MATCH_LENGTH
from nard_desktop.ui.sizing import fit_dialog

from nard_desktop.app.presets import preset_for


# The rules item that stands for the house rules of the settings.
HOUSE_RULES = "house"


class NewGameDialog(QDialog):
    def __init__(self, current: MatchConfig | None = None, parent: QWidget | None = None, *,
                 settings=None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("New match"))
        current = current or MatchConfig()
        layout = QVBoxLayout(self)

        # Opponent.
        opp_box = QGroupBox(self.tr("Opponent"), self)
        opp = QFormLayout(opp_box)
        self.vs_computer = QRadioButton(self.tr("The computer"), opp_box)
        self.vs_human = QRadioButton(self.tr("A second player at this machine"), opp_box)
        self.level = QComboBox(opp_box)
        for level in LEVELS:
            self.level.addItem(level_name(level), level)
        computer_seat = next((s for s in (0, 1) if current.players[s].kind == COMPUTER), None)
        level = current.players[computer_seat].level if computer_seat is not None else DEFAULT_LEVEL
        if settings is not None and settings.computer_level in LEVELS:
            level = settings.computer_level
        self.level.setCurrentIndex(LEVELS.index(level))
        opp.addRow(self.vs_computer, self.level)
        opp.addRow(self.vs_human)
        (self.vs_human if computer_seat is None else self.vs_computer).setChecked(True)
        self.vs_computer.toggled.connect(self.level.setEnabled)
        self.level.setEnabled(self.vs_computer.isChecked())
        layout.addWidget(opp_box)

        # Length.
        len_box = QGroupBox(self.tr("Length"), self)
        form = QVBoxLayout(len_box)
        row = QHBoxLayout()
        self.match_radio = QRadioButton(self.tr("Match to"), len_box)
        self.length = QSpinBox(len_box)
        self.length.setRange(1, MAX_MATCH_LENGTH)
        self.length.setSuffix(" " + self.tr("points"))
        self.length.setValue(current.length or 5)
        row.addWidget(self.match_radio)
        row.addWidget(self.length)
        self.preset_buttons = []
        for n in MATCH_LENGTH_PRESETS:
            b = QPushButton(loc(n), len_box)
            b.setAutoDefault(False)
            b.setMaximumWidth(40)
            b.clicked.connect(lambda _=False, n=n: (self.length.setValue(n), self.match_radio.setChecked(True)))
            row.addWidget(b)
            self.preset_buttons.append(b)
        form.addLayout(row)
        self.money_radio = QRadioButton(self.tr("Money session (single games, no money involved)"), len_box)
        form.addWidget(self.money_radio)
        group = QButtonGroup(self)
        group.addButton(self.match_radio)
        group.addButton(self.money_radio)
        (self.money_radio if current.length == 0 else self.match_radio).setChecked(True)
        layout.addWidget(len_box)

        # Rules and colours.
        misc = QGroupBox(self.tr("Rules and colours"), self)
        mform = QFormLayout(misc)
        self.preset = QComboBox(misc)
        for name in RuleSet.PRESETS:
            self.preset.addItem(preset_name(name), name)
        self.preset.setCurrentIndex(max(0, self.preset.findData(current.preset)))
        if settings is not None:
            house = settings.rules().preset_name()
            if house is None:
                self.preset.insertItem(0, self.tr("My house rules (from Settings)"), HOUSE_RULES)
                self.preset.setItemData(0, self.tr("The rules chosen under Game ▸ Settings"),
                                        Qt.ItemDataRole.ToolTipRole)
                house = HOUSE_RULES
            self.preset.setCurrentIndex(self.preset.findData(house))
        mform.addRow(self.tr("Rules:"), self.preset)
        self.colour = QComboBox(misc)
        for c in ("light", "dark"):
            self.colour.addItem(colour_name(c), c)
        self.colour.setCurrentIndex(0 if current.seat0_colour == "light" else 1)
        self.colour_label_text = (self.tr("You play (at the bottom):"), self.tr("Player 1 (at the bottom) plays:"))
        mform.addRow(self.colour_label_text[0], self.colour)
        self._colour_form = mform
        self.fair_dice = QCheckBox(self.tr("Provably fair dice (fixed before the match; checkable after it)"), misc)
        self.fair_dice.setChecked(current.dice == "fair")
        mform.addRow(self.fair_dice)
        layout.addWidget(misc)
        self.vs_computer.toggled.connect(self._update_colour_label)
        self.money_radio.toggled.connect(self._length_kind_changed)
        self._update_colour_label()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                   self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_dialog(self, width_chars=60)

    def _update_colour_label(self) -> None:
        label = self._colour_form.labelForField(self.colour)
        if label is not None:
            label.setText(self.colour_label_text[0 if self.vs_computer.isChecked() else 1])

    def _length_kind_changed(self, money: bool) -> None:
        # Suggest the preset that fits; the player may still pick another.
        want = "money" if money else "international_match"
        current = self.preset.currentData()
        if current == HOUSE_RULES:
            return  # the house rules serve both kinds of game
        if money or current == "money":
            self.preset.setCurrentIndex(self.preset.findData(want))

    def config(self) -> MatchConfig:
        if self.vs_computer.isChecked():
            players = (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, self.level.currentData()))
        else:
            players = (PlayerSpec(HUMAN), PlayerSpec(HUMAN))
        length = 0 if self.money_radio.isChecked() else self.length.value()
        preset, rules = self.preset.currentData(), None
        if preset == HOUSE_RULES and self._settings is not None:
            rules = self._settings.rules()
            preset = preset_for(rules, length == 0)
        return MatchConfig(length=length, preset=preset, rules=rules, players=players,
                           seat0_colour=self.colour.currentData(),
                           dice="fair" if self.fair_dice.isChecked() else "secure")

    def accept(self) -> None:
        """Start, and keep the level and the rules chosen in the settings."""
        s = self._settings
        if s is not None:
            if self.vs_computer.isChecked():
                s.computer_level = self.level.currentData()
            preset = self.preset.currentData()
            if preset in RuleSet.PRESETS:
                s.set_rules(RuleSet.preset(preset))
        super().accept()
