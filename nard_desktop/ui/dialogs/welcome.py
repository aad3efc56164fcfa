"""The welcome at the first start: the language, the rules (the Iranian café preset or
international match play, each in one line), the computer's level (one line on each)
and the sounds; one click starts a game.  Everything chosen here is stored in the
settings and stays changeable under Game ▸ Settings; Help ▸ Welcome opens it again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QApplication, QButtonGroup, QCheckBox, QDialog, QDialogButtonBox, QFrame, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QRadioButton, QScrollArea, QVBoxLayout, QWidget)

from nard_desktop.app import i18n
from nard_desktop.app.opponent import DEFAULT_LEVEL, LEVELS
from nard_desktop.app.settings import LANGUAGE_NAMES, LANGUAGES, choice_label
from nard_desktop.app.snapshot import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.text import fill, points_text
from nard_desktop.engine import RuleSet
from nard_desktop.ui.retranslating import Retranslating
from nard_desktop.ui.sizing import fit_dialog

__all__ = ["WelcomeDialog", "WELCOME_PRESETS", "WELCOME_MATCH_LENGTH", "default_preset"]

# The two ways to play the welcome offers, the house's own first.
WELCOME_PRESETS = ("iranian_cafe", "international_match")
# The length of the first match, whichever the rules.
WELCOME_MATCH_LENGTH = 5


def default_preset(language: str) -> str:
    """The rules offered first: the Iranian café's to a Persian player, match play's otherwise."""
    return "iranian_cafe" if language == "fa" else "international_match"


class WelcomeDialog(Retranslating, QDialog):
    """The first start's questions.  ``settings`` (app.settings.Settings) receive the
    answers at :meth:`accept`; :meth:`config` is the match to start."""

    def __init__(self, settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self._settings = settings
        # The language the window speaks (the settings', or the system's at the first start).
        language = i18n.current_language() or (settings.language if settings is not None else LANGUAGES[0])
        # Everything but the start button scrolls: on a small screen (1024x600) the
        # dialog is no taller than the screen and the button stays in sight.
        outer = QVBoxLayout(self)
        self.body = QScrollArea(self)
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget(self.body)
        self.body.setWidget(inner)
        outer.addWidget(self.body)
        layout = QVBoxLayout(inner)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)

        lang_row = QHBoxLayout()
        self.language_label = QLabel(self)
        lang_row.addWidget(self.language_label)
        self.language_buttons: dict[str, QRadioButton] = {}
        group = QButtonGroup(self)
        for code in LANGUAGES:
            b = QRadioButton(LANGUAGE_NAMES[code], self)
            b.setObjectName(f"language-{code}")
            b.setChecked(code == language)
            b.toggled.connect(lambda on, c=code: on and self._switch_language(c))
            group.addButton(b)
            lang_row.addWidget(b)
            self.language_buttons[code] = b
        lang_row.addStretch(1)
        layout.addLayout(lang_row)

        self.rules_box = QGroupBox(self)
        rules_grid = QGridLayout(self.rules_box)
        self.rule_buttons: dict[str, QRadioButton] = {}
        self.rule_lines: dict[str, QLabel] = {}
        rules_group = QButtonGroup(self)
        for row, preset in enumerate(WELCOME_PRESETS):
            b = QRadioButton(self.rules_box)
            b.setObjectName(f"rules-{preset}")
            rules_group.addButton(b)
            line = self._line(self.rules_box)
            rules_grid.addWidget(b, row, 0)
            rules_grid.addWidget(line, row, 1)
            self.rule_buttons[preset] = b
            self.rule_lines[preset] = line
        rules_grid.setColumnStretch(1, 1)
        self.rule_buttons[default_preset(language)].setChecked(True)
        layout.addWidget(self.rules_box)

        self.level_box = QGroupBox(self)
        level_grid = QGridLayout(self.level_box)
        self.level_buttons: dict[str, QRadioButton] = {}
        self.level_lines: dict[str, QLabel] = {}
        level_group = QButtonGroup(self)
        level = settings.computer_level if settings is not None else DEFAULT_LEVEL
        for row, lv in enumerate(LEVELS):
            b = QRadioButton(self.level_box)
            b.setObjectName(f"level-{lv}")
            b.setChecked(lv == level)
            level_group.addButton(b)
            line = self._line(self.level_box)
            level_grid.addWidget(b, row, 0)
            level_grid.addWidget(line, row, 1)
            self.level_buttons[lv] = b
            self.level_lines[lv] = line
        level_grid.setColumnStretch(1, 1)
        layout.addWidget(self.level_box)

        self.sounds = QCheckBox(self)
        self.sounds.setObjectName("sounds")
        self.sounds.setChecked(settings.sound_enabled if settings is not None else True)
        layout.addWidget(self.sounds)
        self.later = QLabel(self)
        self.later.setWordWrap(True)
        layout.addWidget(self.later)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        outer.addWidget(self.buttons)
        self.retranslate()
        fit_dialog(self, width_chars=84)

    @staticmethod
    def _line(parent: QWidget) -> QLabel:
        label = QLabel(parent)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        return label

    # ------------------------------------------------------------ words
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome to Takhteh Nard"))
        self.intro.setText(self.tr("Three questions before the first game. Everything here can be "
                                   "changed later."))
        self.language_label.setText(self.tr("Language:"))
        self.rules_box.setTitle(self.tr("How do you want to play?"))
        self.rule_buttons["iranian_cafe"].setText(self.tr("Iranian café"))
        self.rule_lines["iranian_cafe"].setText(fill(self.tr(
            "No doubling cube; a gammon or a backgammon is a mars (%1)."), points_text(2)))
        self.rule_buttons["international_match"].setText(self.tr("International match"))
        self.rule_lines["international_match"].setText(fill(self.tr(
            "With the doubling cube and the Crawford rule; a backgammon is %1."), points_text(3)))
        self.level_box.setTitle(self.tr("The computer plays as"))
        lines = {
            "beginner": self.tr("often makes plain mistakes: for learning the moves"),
            "intermediate": self.tr("a casual player: makes a mistake now and then"),
            "advanced": self.tr("a strong club player: rarely makes a mistake"),
            "expert": self.tr("plays its best at once, without looking ahead"),
            "world_class": self.tr("looks ahead before each play: hard to beat, and slower"),
        }
        for lv, button in self.level_buttons.items():
            button.setText(choice_label("play/computer_level", lv))
            self.level_lines[lv].setText(lines.get(lv, ""))
        self.sounds.setText(self.tr("Sounds (dice, checkers)"))
        self.later.setText(self.tr("All of this can be changed under Game ▸ Settings; "
                                   "Help ▸ Welcome shows this page again."))
        self.start_button.setText(self.tr("Start playing"))

    def _switch_language(self, language: str) -> None:
        if self._settings is not None:
            self._settings.language = language
        app = QApplication.instance()
        if app is not None and i18n.current_language(app) != language:
            i18n.switch_language(app, language)

    # ------------------------------------------------------------ answers
    def language(self) -> str:
        return next(code for code, b in self.language_buttons.items() if b.isChecked())

    def preset(self) -> str:
        return next(p for p, b in self.rule_buttons.items() if b.isChecked())

    def level(self) -> str:
        return next(lv for lv, b in self.level_buttons.items() if b.isChecked())

    def config(self) -> MatchConfig:
        """The first match: the chosen rules, against the computer at the chosen level."""
        preset = self.preset()
        return MatchConfig(length=WELCOME_MATCH_LENGTH, preset=preset, rules=RuleSet.preset(preset),
                           players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, self.level())))

    def accept(self) -> None:
        """Keep the answers in the settings, then close."""
        s = self._settings
        if s is not None:
            s.set_rules(RuleSet.preset(self.preset()))
            s.computer_level = self.level()
            s.sound_enabled = self.sounds.isChecked()
            s.language = self.language()
        super().accept()

    def done(self, result: int) -> None:
        if self._settings is not None:
            self._settings.mark_started()
        super().done(result)
