"""The settings dialog: every house rule of docs/rules.md, and how the program looks and plays.

The dialog edits a copy of the settings and writes them back only when the player presses
OK.  It is told whether the next game is a money game or a match: options that apply
only to the other kind are shown greyed out with the reason, and keep their values.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QFrame, QGroupBox, QHBoxLayout, QLabel, QScrollArea,
                               QSpinBox, QTabWidget, QVBoxLayout, QWidget)

from nard_desktop.app import i18n
from nard_desktop.app.settings import (ANIMATION_CHOICES, BOARD_THEMES, COMPUTER_LEVELS, HOME_SIDES, LANGUAGES,
                                       RULE_RANGES, SETTINGS, TURN_CONFIRMATIONS, TUTOR_THRESHOLDS, Settings,
                                       choice_label, setting_label)
from nard_desktop.app.presets import (MATCH_ONLY, MONEY_ONLY, PRESET_NAMES, RULE_SCOPES, applies, enabled,
                                      matching_preset)
from nard_desktop.engine.rules import RuleSet
from nard_desktop.ui.sizing import fit_dialog
from nard_desktop.ui.retranslating import Retranslating

__all__ = ["SettingsDialog", "RULE_SCOPES", "PRESET_NAMES", "preset_label", "matching_preset", "applies"]

translate = QCoreApplication.translate

CUSTOM = "custom"


def preset_label(name: str | None) -> str:
    """The name of a rules preset (or of a custom set, for None) in the current language."""
    if name == "iranian_cafe":
        return translate("SettingsDialog", "Iranian café")
    if name == "international_match":
        return translate("SettingsDialog", "International match")
    if name == "money":
        return translate("SettingsDialog", "Money game")
    return translate("SettingsDialog", "Custom")


def _explanation(name: str) -> str:
    """One line on what a rule option does."""
    if name == "cube_enabled":
        return i18n.localized(translate("SettingsDialog", "Play with the doubling cube. Without it a game "
                                                          "is worth its result alone: %1 or %2 points, or %3 "
                                                          "for a backgammon that does not count as a "
                                                          "gammon."), 1, 2, 3)
    if name == "backgammon_counts_as_gammon":
        return i18n.localized(translate("SettingsDialog", "A backgammon scores %1 points, like a gammon, "
                                                          "as in many Iranian circles."), 2)
    if name == "crawford":
        return translate("SettingsDialog", "The game after a player first comes within one point of "
                                           "winning the match is played without the cube.")
    if name == "holland":
        return translate("SettingsDialog", "After the Crawford game the trailing player may double only "
                                           "once both players have rolled twice.")
    if name == "jacoby":
        return translate("SettingsDialog", "A gammon or backgammon counts as a single win unless a double "
                                           "was offered and taken in that game.")
    if name == "beavers":
        return translate("SettingsDialog", "A player who is doubled may redouble at once and keep the cube.")
    if name == "raccoons":
        return translate("SettingsDialog", "After a beaver, the player who doubled may redouble once more "
                                           "at once.")
    if name == "automatic_doubles":
        return translate("SettingsDialog", "Each tie in the opening roll doubles the cube, which stays "
                                           "in the middle.")
    if name == "automatic_doubles_limit":
        return translate("SettingsDialog", "How many times the cube may be doubled this way in one game.")
    if name == "opening_reroll":
        return translate("SettingsDialog", "The winner of the opening roll rolls both dice again for the "
                                           "first move, so it may be a double.")
    if name == "no_hit_and_stack_in_home":
        return translate("SettingsDialog", "In one's own home board a checker that has just hit may not go "
                                           "on to a point holding one's own checkers in the same turn.")
    if name == "clock":
        return translate("SettingsDialog", "Each move has some free seconds, then a reserve for the whole "
                                           "match is used; whoever runs out of time loses the match.")
    if name == "clock_free_seconds":
        return translate("SettingsDialog", "Seconds each move may take without using the reserve.")
    if name == "clock_reserve_seconds":
        return translate("SettingsDialog", "Extra seconds for the whole match, used after the free seconds.")
    if name == "clock_max_move_seconds":
        return translate("SettingsDialog", "No move may take longer than this.")
    return ""


def _scope_text(scope: str | None) -> str:
    if scope == MATCH_ONLY:
        return translate("SettingsDialog", "Matches only.")
    if scope == MONEY_ONLY:
        return translate("SettingsDialog", "Money games only.")
    return ""


class SettingsDialog(Retranslating, QDialog):
    """Every setting in one dialog.

    ``money`` says whether the next game is a money game (else a match);
    ``match_in_progress`` makes the dialog say that changed rules wait for the next match.
    ``language_applies_at_once``: when True the new language is switched on at OK (the
    window must then retranslate itself on ``QEvent.LanguageChange``); when False the
    dialog says it applies when the program is next started, and leaves the running
    program as it is.
    """

    rules_changed = Signal(object)
    """The RuleSet chosen, emitted at OK when it differs from the stored one."""

    def __init__(self, settings: Settings, *, money: bool, match_in_progress: bool = False,
                 language_applies_at_once: bool = False, sounds_playable: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self._sounds_playable = bool(sounds_playable)
        self._settings = settings
        self._money = bool(money)
        self._match_in_progress = bool(match_in_progress)
        self._live_language = bool(language_applies_at_once)
        self._filling = False
        self._chosen_preset: str | None = None
        self._rule_widgets: dict[str, QCheckBox | QSpinBox] = {}
        self._rule_notes: dict[str, QLabel] = {}
        self._spin_labels: dict[str, QLabel] = {}
        self._combos: dict[str, QComboBox] = {}
        self._checks: dict[str, QCheckBox] = {}
        self._build()
        self._load(settings.rules())
        self.retranslate()
        fit_dialog(self, width_chars=64)

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs)
        self.tabs.addTab(self._build_rules_tab(), "")
        self.tabs.addTab(self._build_general_tab(), "")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults)
        layout.addWidget(self.buttons)

    def _note(self, parent: QWidget, *, small: bool = True) -> QLabel:
        label = QLabel(parent)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if small:
            label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            font = label.font()
            font.setPointSizeF(max(1.0, font.pointSizeF() * 0.9))
            label.setFont(font)
        return label

    def _build_rules_tab(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        top = QHBoxLayout()
        self.preset_label = QLabel(page)
        self.preset_combo = QComboBox(page)
        self.preset_combo.setObjectName("preset")
        for name in (*PRESET_NAMES, CUSTOM):
            self.preset_combo.addItem("", name)
        self.preset_label.setBuddy(self.preset_combo)
        self.preset_combo.activated.connect(self._preset_chosen)
        top.addWidget(self.preset_label)
        top.addWidget(self.preset_combo, 1)
        outer.addLayout(top)
        self.scope_note = self._note(page, small=False)
        self.scope_note.setObjectName("scope_note")
        outer.addWidget(self.scope_note)
        self.match_note = self._note(page, small=False)
        self.match_note.setObjectName("match_in_progress_note")
        self.match_note.setVisible(self._match_in_progress)
        outer.addWidget(self.match_note)

        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        box = QVBoxLayout(inner)
        self.groups: dict[str, QGroupBox] = {}
        for group, names in (
            ("scoring", ("cube_enabled", "backgammon_counts_as_gammon", "crawford", "holland", "jacoby",
                         "beavers", "raccoons", "automatic_doubles", "automatic_doubles_limit")),
            ("play", ("opening_reroll", "no_hit_and_stack_in_home")),
            ("clock", ("clock", "clock_free_seconds", "clock_reserve_seconds", "clock_max_move_seconds")),
        ):
            gbox = QGroupBox(inner)
            gbox.setObjectName(f"group_{group}")
            glayout = QVBoxLayout(gbox)
            for name in names:
                glayout.addWidget(self._rule_row(gbox, name))
            self.groups[group] = gbox
            box.addWidget(gbox)
        box.addStretch(1)
        scroll.setWidget(inner)
        outer.addWidget(scroll, 1)
        return page

    def _rule_row(self, parent: QWidget, name: str) -> QWidget:
        row = QWidget(parent)
        layout = QVBoxLayout(row)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.setSpacing(0)
        default = getattr(RuleSet(), name)
        if isinstance(default, bool):
            widget: QCheckBox | QSpinBox = QCheckBox(row)
            widget.toggled.connect(self._option_changed)
            layout.addWidget(widget)
        else:
            line = QHBoxLayout()
            label = QLabel(row)
            widget = QSpinBox(row)
            low, high = RULE_RANGES[name]
            widget.setRange(low, high)
            widget.valueChanged.connect(self._option_changed)
            label.setBuddy(widget)
            # Indented under the option it belongs to.
            line.addSpacing(24)
            line.addWidget(label)
            line.addWidget(widget)
            line.addStretch(1)
            layout.addLayout(line)
            self._spin_labels[name] = label
        widget.setObjectName(f"rule_{name}")
        note = self._note(row)
        note.setObjectName(f"note_{name}")
        # Under the box's text, on the leading side in either direction.
        indented = QHBoxLayout()
        indented.addSpacing(24)
        indented.addWidget(note, 1)
        layout.addLayout(indented)
        self._rule_widgets[name] = widget
        self._rule_notes[name] = note
        return row

    def _build_general_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self._form_labels: dict[str, QLabel] = {}
        for key, choices in (("display/language", LANGUAGES), ("display/home_side", HOME_SIDES),
                             ("display/animation_speed", ANIMATION_CHOICES),
                             ("display/board_theme", BOARD_THEMES),
                             ("play/computer_level", COMPUTER_LEVELS),
                             ("play/confirm_turn", TURN_CONFIRMATIONS)):
            combo = QComboBox(page)
            combo.setObjectName(key.split("/")[1])
            for choice in choices:
                combo.addItem("", choice)
            self._combos[key] = combo
            label = QLabel(page)
            label.setBuddy(combo)
            self._form_labels[key] = label
            form.addRow(label, combo)
            if key == "display/language":
                self.language_note = self._note(page)
                self.language_note.setObjectName("language_note")
                form.addRow("", self.language_note)
        # The two display switches share a line (the dialog must fit a 1024x600 screen).
        numbers = QWidget(page)
        numbers_row = QHBoxLayout(numbers)
        numbers_row.setContentsMargins(0, 0, 0, 0)
        for key in ("display/point_numbers", "display/expert_numbers"):
            check = QCheckBox(numbers)
            check.setObjectName(key.split("/")[1])
            self._checks[key] = check
            numbers_row.addWidget(check)
        numbers_row.addStretch(1)
        form.addRow(numbers)
        for key in ("play/auto_play_forced", "play/confirm_cube_answers", "sound/sound_enabled"):
            check = QCheckBox(page)
            check.setObjectName(key.split("/")[1])
            self._checks[key] = check
            form.addRow(check)
            if key == "play/confirm_cube_answers":
                form.addRow(*self._tutor_row(page))
        # Sound: on or off (a check box above) and the volume.
        self.volume = QSpinBox(page)
        self.volume.setObjectName("sound_volume")
        self.volume.setRange(0, 100)
        self.volume_label = QLabel(page)
        self.volume_label.setBuddy(self.volume)
        form.addRow(self.volume_label, self.volume)
        self.volume.setValue(self._settings.value("sound/sound_volume"))
        self._checks["sound/sound_enabled"].toggled.connect(self.volume.setEnabled)
        # Where the system cannot play sounds, the switch says so rather than seem broken.
        self.sound_note = self._note(page)
        self.sound_note.setObjectName("sound_note")
        self.sound_note.setVisible(not self._sounds_playable)
        form.addRow(self.sound_note)
        self.board_note = self._note(page)
        form.addRow(self.board_note)
        for key, combo in self._combos.items():
            combo.setCurrentIndex(max(0, combo.findData(self._settings.value(key))))
        for key, check in self._checks.items():
            check.setChecked(self._settings.value(key))
        self.volume.setEnabled(self._checks["sound/sound_enabled"].isChecked())
        for key in ("play/tutor_checker", "play/tutor_cube"):
            self._checks[key].toggled.connect(self._tutor_toggled)
        self._tutor_toggled()
        return page

    def _tutor_row(self, page: QWidget) -> tuple[QLabel, QWidget]:
        """The tutor on one line (the dialog must fit a small screen): checker
        play, the cube, and how bad an error must be before it speaks up."""
        box = QWidget(page)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        for key in ("play/tutor_checker", "play/tutor_cube"):
            check = QCheckBox(box)
            check.setObjectName(key.split("/")[1])
            self._checks[key] = check
            row.addWidget(check)
        combo = QComboBox(box)
        combo.setObjectName("tutor_threshold")
        for choice in TUTOR_THRESHOLDS:
            combo.addItem("", choice)
        self._combos["play/tutor_threshold"] = combo
        row.addWidget(combo)
        row.addStretch(1)
        self.tutor_label = QLabel(page)
        self.tutor_label.setBuddy(self._checks["play/tutor_checker"])
        return self.tutor_label, box

    def _tutor_toggled(self, *_: object) -> None:
        on = self._checks["play/tutor_checker"].isChecked() or self._checks["play/tutor_cube"].isChecked()
        self._combos["play/tutor_threshold"].setEnabled(on)

    # ----------------------------------------------------------- texts
    def retranslate(self) -> None:
        """Set every text in the current language (called again on a language change)."""
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.tabs.setTabText(0, translate("SettingsDialog", "House rules"))
        self.tabs.setTabText(1, translate("SettingsDialog", "Game and display"))
        self.preset_label.setText(translate("SettingsDialog", "Rule set:"))
        for index in range(self.preset_combo.count()):
            data = self.preset_combo.itemData(index)
            self.preset_combo.setItemText(index, preset_label(None if data == CUSTOM else data))
        if self._money:
            self.scope_note.setText(translate("SettingsDialog", "The next game is a money game: options for "
                                                                "matches only are greyed out."))
        else:
            self.scope_note.setText(translate("SettingsDialog", "The next game is part of a match: options "
                                                                "for money games only are greyed out."))
        self.match_note.setText(translate("SettingsDialog", "A match is being played: changed rules take "
                                                            "effect from the next match."))
        self.groups["scoring"].setTitle(translate("SettingsDialog", "Scoring and the cube"))
        self.groups["play"].setTitle(translate("SettingsDialog", "Moving"))
        self.groups["clock"].setTitle(translate("SettingsDialog", "Clock"))
        for name, widget in self._rule_widgets.items():
            label = setting_label(f"rules/{name}")
            if isinstance(widget, QCheckBox):
                widget.setText(label)
            else:
                self._spin_labels[name].setText(label)
                widget.setLocale(QLocale())
                if name == "automatic_doubles_limit":
                    widget.setSuffix("")
                else:
                    widget.setSuffix(translate("SettingsDialog", " s", "seconds, after a number"))
            scope = _scope_text(RULE_SCOPES[name])
            self._rule_notes[name].setText(f"{scope} {_explanation(name)}".strip())
        for key, label in self._form_labels.items():
            label.setText(setting_label(key))
        for key, combo in self._combos.items():
            for index in range(combo.count()):
                combo.setItemText(index, choice_label(key, combo.itemData(index)))
        for key, check in self._checks.items():
            check.setText(setting_label(key))
        # The tutor's line: its label says what it is; the boxes and the list are short.
        self.tutor_label.setText(translate("SettingsDialog", "Tutor (a word before an error):"))
        self._checks["play/tutor_checker"].setText(translate("SettingsDialog", "Checker play"))
        self._checks["play/tutor_cube"].setText(translate("SettingsDialog", "Cube"))
        # Short on its line; the whole label says what it shows.
        self._checks["display/expert_numbers"].setText(translate("SettingsDialog", "Expert numbers (EMG, plies)"))
        for key in ("display/expert_numbers", "play/tutor_checker", "play/tutor_cube", "play/tutor_threshold"):
            widget = self.setting_widget(key)
            widget.setToolTip(setting_label(key))
            widget.setAccessibleName(setting_label(key))
        self.volume_label.setText(setting_label("sound/sound_volume"))
        self.sound_note.setText(translate("SettingsDialog", "This system has no program to play sounds with, "
                                                            "so the game stays silent."))
        self.volume.setLocale(QLocale())
        self.volume.setSuffix(translate("SettingsDialog", " %", "percent, after a number"))
        if self._live_language:
            self.language_note.setText(translate("SettingsDialog", "A new language applies at once."))
        else:
            self.language_note.setText(translate("SettingsDialog", "A new language applies the next time "
                                                                   "the program starts."))
        self.board_note.setText(translate("SettingsDialog", "The board keeps its own orientation in both "
                                                            "languages."))
        button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        button.setToolTip(translate("SettingsDialog", "Every setting back to its default"))

    # ----------------------------------------------------------- rules
    def rule_widget(self, name: str) -> QCheckBox | QSpinBox:
        """The check box or number field of the rule option ``name``."""
        return self._rule_widgets[name]

    def setting_widget(self, key: str) -> QComboBox | QCheckBox:
        """The widget of a non-rule setting, e.g. ``"display/language"``."""
        if key == "sound/sound_volume":
            return self.volume
        return self._combos.get(key) or self._checks[key]

    def rules(self) -> RuleSet:
        """The rules as the dialog shows them now."""
        values = {}
        for name, widget in self._rule_widgets.items():
            values[name] = widget.isChecked() if isinstance(widget, QCheckBox) else widget.value()
        return RuleSet(**values)

    def _load(self, rules: RuleSet) -> None:
        self._filling = True
        try:
            for name, value in rules.to_dict().items():
                widget = self._rule_widgets[name]
                if isinstance(widget, QCheckBox):
                    widget.setChecked(value)
                else:
                    widget.setValue(value)
        finally:
            self._filling = False
        self._refresh()

    def matching_preset(self, rules: RuleSet) -> str | None:
        """The preset ``rules`` amount to for the next game, or None (see :func:`matching_preset`)."""
        return matching_preset(rules, money=self._money, prefer=self._chosen_preset)

    def _preset_chosen(self, index: int) -> None:
        name = self.preset_combo.itemData(index)
        if name in PRESET_NAMES:
            self._chosen_preset = name
            self._load(RuleSet.preset(name))
        else:
            self._refresh()

    def choose_preset(self, name: str) -> None:
        """Fill the options from a preset, as choosing it in the list does."""
        index = self.preset_combo.findData(name)
        if index < 0:
            raise ValueError(f"unknown preset {name!r}")
        self.preset_combo.setCurrentIndex(index)
        self._preset_chosen(index)

    def _option_changed(self, *_: object) -> None:
        if not self._filling:
            self._refresh()

    def _refresh(self) -> None:
        """Show the matching preset (or Custom) and grey out what does not apply."""
        rules = self.rules()
        name = self.matching_preset(rules) or CUSTOM
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(name))
        for option, widget in self._rule_widgets.items():
            here, on = applies(option, self._money), enabled(option, rules, self._money)
            widget.setEnabled(on)
            if option in self._spin_labels:
                self._spin_labels[option].setEnabled(on)
            self._rule_notes[option].setEnabled(here)

    def is_applicable(self, name: str) -> bool:
        """Whether the option ``name`` applies to the next game (its scope, not its dependencies)."""
        return applies(name, self._money)

    def restore_defaults(self) -> None:
        """Every option back to its default (nothing is stored before OK)."""
        self._load(RuleSet())
        defaults = {s.key: s.default for s in SETTINGS}
        for key, combo in self._combos.items():
            combo.setCurrentIndex(max(0, combo.findData(defaults[key])))
        for key, check in self._checks.items():
            check.setChecked(defaults[key])
        self.volume.setValue(defaults["sound/sound_volume"])

    # -------------------------------------------------------------- OK
    def accept(self) -> None:
        rules = self.rules()
        old_rules = self._settings.rules()
        old_language = self._settings.language
        self._settings.set_rules(rules)
        for key, combo in self._combos.items():
            self._settings.set_value(key, combo.currentData())
        for key, check in self._checks.items():
            self._settings.set_value(key, check.isChecked())
        self._settings.set_value("sound/sound_volume", self.volume.value())
        if rules != old_rules:
            self.rules_changed.emit(rules)
        if self._live_language and self._settings.language != old_language:
            app = QApplication.instance()
            if app is not None:
                i18n.switch_language(app, self._settings.language)
        super().accept()
