"""The player's settings: one typed registry in front of QSettings (INI format).

Every setting is a row of :data:`SETTINGS`: its key in the file, its type, its default
and what values it may take.  :class:`Settings` reads the whole file once when it is
opened and checks every value; a value it cannot use (not a number, out of range, an
unknown choice) falls back to its default, is removed from the file and leaves a
:class:`SettingsNotice` in :attr:`Settings.notices` for the window to show.  A file that
cannot be read at all is set aside as ``<name>.bad`` and the program starts with the
defaults: the settings file can never stop the program from starting.

The house rules are stored one option per key under ``rules/``; :meth:`Settings.rules`
gives them as the engine's :class:`~nard_desktop.engine.rules.RuleSet`.

>>> s = Settings.open(path)            # doctest: +SKIP
>>> s.language, s.rules().cube_enabled  # doctest: +SKIP
('fa', True)
"""

from __future__ import annotations

import dataclasses
import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QObject, QSettings, QStandardPaths, Signal

from nard_desktop import APPLICATION_NAME, ORGANIZATION_NAME
from nard_desktop.engine.errors import EngineError
from nard_desktop.engine.rules import RuleSet

from .i18n import localized
from .text import path_text
from .options import ANIMATION_SPEEDS
from .opponent import DEFAULT_LEVEL, LEVELS

__all__ = [
    "Setting", "SETTINGS", "SettingsNotice", "Settings",
    "LANGUAGES", "HOME_SIDES", "ANIMATION_CHOICES", "BOARD_THEMES", "COMPUTER_LEVELS", "TURN_CONFIRMATIONS",
    "TUTOR_THRESHOLDS",
    "RULE_RANGES", "FILE_NAME", "LANGUAGE_NAMES", "default_path", "setting_label", "choice_label",
]

_log = logging.getLogger(__name__)
translate = QCoreApplication.translate

FILE_NAME = f"{APPLICATION_NAME}.ini"
FORMAT_VERSION = 1

LANGUAGES = ("fa", "en")
"""Persian first: the default language is the first."""
HOME_SIDES = ("right", "left")
"""Where the bottom player's home board is drawn."""
ANIMATION_CHOICES = tuple(ANIMATION_SPEEDS)
BOARD_THEMES = ("persian", "classic", "high_contrast")
"""The board's looks (nard_desktop/ui/board/theme.py draws them; a test keeps the two lists equal)."""
COMPUTER_LEVELS = tuple(LEVELS)
TURN_CONFIRMATIONS = ("pick_up_dice", "automatic")
"""How a turn becomes final (docs/rules.md §10): by picking up the dice, or as soon as it is complete."""
TUTOR_THRESHOLDS = ("doubtful", "bad", "very_bad")
"""From which mark on the tutor speaks up (app/tutor.py keeps the same list)."""

RULE_RANGES: dict[str, tuple[int, int]] = {
    "automatic_doubles_limit": (1, 6),
    "clock_free_seconds": (0, 600),
    "clock_reserve_seconds": (1, 36000),
    "clock_max_move_seconds": (1, 3600),
}
"""The whole-number rule options and the ranges RuleSet accepts (a test keeps them equal)."""


@dataclass(frozen=True)
class Setting:
    """One row of the registry: ``key`` in the INI file, its type and allowed values."""

    key: str
    kind: type
    default: Any
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    @property
    def name(self) -> str:
        """The attribute name on :class:`Settings` (the key's last part)."""
        return self.key.rsplit("/", 1)[-1]

    def parse(self, raw: Any) -> Any:
        """Turn what QSettings gives back into a value of this setting; ValueError if it is bad."""
        if self.kind is bool:
            if isinstance(raw, bool):
                return raw
            if isinstance(raw, str) and raw.strip().lower() in ("true", "1"):
                return True
            if isinstance(raw, str) and raw.strip().lower() in ("false", "0"):
                return False
            raise ValueError("not on or off")
        if self.kind is int:
            if isinstance(raw, bool):
                raise ValueError("not a whole number")
            if isinstance(raw, int):
                value = raw
            elif isinstance(raw, str):
                text = raw.strip()
                if not text or not text.lstrip("+-").isdigit():
                    raise ValueError("not a whole number")
                value = int(text)
            else:
                raise ValueError("not a whole number")
            if (self.minimum is not None and value < self.minimum) or \
                    (self.maximum is not None and value > self.maximum):
                raise ValueError("out of range")
            return value
        # str with a fixed set of choices
        if not isinstance(raw, str) or raw.strip() not in self.choices:
            raise ValueError("not one of the choices")
        return raw.strip()

    def check(self, value: Any) -> Any:
        """Validate a value set from code; EngineError names the setting when it is bad."""
        if self.kind is bool and type(value) is not bool:
            raise EngineError(f"setting {self.key} is on or off, not {value!r}", code="bad_setting",
                              setting=self.key)
        if self.kind is int and type(value) is not int:
            raise EngineError(f"setting {self.key} is a whole number, not {value!r}", code="bad_setting",
                              setting=self.key)
        if self.kind is str and not isinstance(value, str):
            raise EngineError(f"setting {self.key} is one of {', '.join(self.choices)}, not {value!r}",
                              code="bad_setting", setting=self.key)
        try:
            return self.parse(value)
        except ValueError as exc:
            raise EngineError(f"setting {self.key}: {value!r} is {exc}", code="bad_setting",
                              setting=self.key) from None

    def dump(self, value: Any) -> str:
        """The text written to the INI file."""
        if self.kind is bool:
            return "true" if value else "false"
        return str(value)


def _rule_settings() -> list[Setting]:
    defaults = RuleSet()
    rows = []
    for f in dataclasses.fields(RuleSet):
        default = getattr(defaults, f.name)
        if isinstance(default, bool):
            rows.append(Setting(f"rules/{f.name}", bool, default))
        else:
            low, high = RULE_RANGES[f.name]
            rows.append(Setting(f"rules/{f.name}", int, default, minimum=low, maximum=high))
    return rows


SETTINGS: tuple[Setting, ...] = (
    Setting("display/language", str, LANGUAGES[0], choices=LANGUAGES),
    Setting("display/home_side", str, "right", choices=HOME_SIDES),
    Setting("display/point_numbers", bool, True),
    Setting("display/animation_speed", str, "normal", choices=ANIMATION_CHOICES),
    Setting("display/board_theme", str, BOARD_THEMES[0], choices=BOARD_THEMES),
    Setting("display/expert_numbers", bool, False),
    Setting("play/computer_level", str, DEFAULT_LEVEL, choices=COMPUTER_LEVELS),
    Setting("play/auto_play_forced", bool, False),
    Setting("play/confirm_turn", str, "pick_up_dice", choices=TURN_CONFIRMATIONS),
    Setting("play/confirm_cube_answers", bool, False),
    Setting("play/tutor_checker", bool, False),
    Setting("play/tutor_cube", bool, False),
    Setting("play/tutor_threshold", str, TUTOR_THRESHOLDS[0], choices=TUTOR_THRESHOLDS),
    Setting("sound/sound_enabled", bool, True),
    Setting("sound/sound_volume", int, 70, minimum=0, maximum=100),
    *_rule_settings(),
)
"""Every setting of the program, with its default."""

_BY_KEY = {s.key: s for s in SETTINGS}
_RULE_KEYS = tuple(s.key for s in SETTINGS if s.key.startswith("rules/"))


# The names the player sees, shared by the settings dialog, the notices and the window's
# menus.  Marked here for lupdate; translated when shown.
_LABELS: dict[str, str] = {
    "display/language": QT_TRANSLATE_NOOP("Settings", "Language"),
    "display/home_side": QT_TRANSLATE_NOOP("Settings", "Home board"),
    "display/point_numbers": QT_TRANSLATE_NOOP("Settings", "Show point numbers"),
    "display/animation_speed": QT_TRANSLATE_NOOP("Settings", "Animation speed"),
    "display/board_theme": QT_TRANSLATE_NOOP("Settings", "Board theme"),
    "display/expert_numbers": QT_TRANSLATE_NOOP(
        "Settings", "Expert numbers (equities in EMG, plies, the full analysis table)"),
    "play/computer_level": QT_TRANSLATE_NOOP("Settings", "Computer level"),
    "play/auto_play_forced": QT_TRANSLATE_NOOP("Settings", "Play forced moves automatically"),
    "play/confirm_turn": QT_TRANSLATE_NOOP("Settings", "End of the turn"),
    "play/confirm_cube_answers": QT_TRANSLATE_NOOP("Settings", "Ask before I take or drop a double"),
    "play/tutor_checker": QT_TRANSLATE_NOOP("Settings", "Tutor: warn me before an error in checker play"),
    "play/tutor_cube": QT_TRANSLATE_NOOP("Settings", "Tutor: warn me before an error with the cube"),
    "play/tutor_threshold": QT_TRANSLATE_NOOP("Settings", "Tutor warns from"),
    "sound/sound_enabled": QT_TRANSLATE_NOOP("Settings", "Sounds"),
    "sound/sound_volume": QT_TRANSLATE_NOOP("Settings", "Volume"),
    "rules/cube_enabled": QT_TRANSLATE_NOOP("Settings", "Doubling cube"),
    "rules/backgammon_counts_as_gammon": QT_TRANSLATE_NOOP("Settings", "Backgammon counts as a gammon"),
    "rules/crawford": QT_TRANSLATE_NOOP("Settings", "Crawford rule"),
    "rules/holland": QT_TRANSLATE_NOOP("Settings", "Holland rule"),
    "rules/jacoby": QT_TRANSLATE_NOOP("Settings", "Jacoby rule"),
    "rules/beavers": QT_TRANSLATE_NOOP("Settings", "Beavers"),
    "rules/raccoons": QT_TRANSLATE_NOOP("Settings", "Raccoons"),
    "rules/automatic_doubles": QT_TRANSLATE_NOOP("Settings", "Automatic doubles"),
    "rules/automatic_doubles_limit": QT_TRANSLATE_NOOP("Settings", "Most automatic doubles in a game"),
    "rules/opening_reroll": QT_TRANSLATE_NOOP("Settings", "Fresh roll for the first move"),
    "rules/no_hit_and_stack_in_home": QT_TRANSLATE_NOOP("Settings", "No hit-and-stack in the home board"),
    "rules/clock": QT_TRANSLATE_NOOP("Settings", "Clock"),
    "rules/clock_free_seconds": QT_TRANSLATE_NOOP("Settings", "Free seconds per move"),
    "rules/clock_reserve_seconds": QT_TRANSLATE_NOOP("Settings", "Reserve for the whole match"),
    "rules/clock_max_move_seconds": QT_TRANSLATE_NOOP("Settings", "Longest allowed move"),
}

_CHOICE_LABELS: dict[tuple[str, str], str] = {
    ("display/home_side", "right"): QT_TRANSLATE_NOOP("Settings", "On the right"),
    ("display/home_side", "left"): QT_TRANSLATE_NOOP("Settings", "On the left"),
    ("display/animation_speed", "instant"): QT_TRANSLATE_NOOP("Settings", "No animation"),
    ("display/animation_speed", "fast"): QT_TRANSLATE_NOOP("Settings", "Fast"),
    ("display/animation_speed", "normal"): QT_TRANSLATE_NOOP("Settings", "Normal"),
    ("display/animation_speed", "slow"): QT_TRANSLATE_NOOP("Settings", "Slow"),
    ("display/board_theme", "persian"): QT_TRANSLATE_NOOP("Settings", "Persian inlaid wood"),
    ("display/board_theme", "classic"): QT_TRANSLATE_NOOP("Settings", "Clean"),
    ("display/board_theme", "high_contrast"): QT_TRANSLATE_NOOP("Settings", "High contrast"),
    ("play/computer_level", "beginner"): QT_TRANSLATE_NOOP("Settings", "Beginner"),
    ("play/computer_level", "intermediate"): QT_TRANSLATE_NOOP("Settings", "Intermediate"),
    ("play/computer_level", "advanced"): QT_TRANSLATE_NOOP("Settings", "Advanced"),
    ("play/computer_level", "expert"): QT_TRANSLATE_NOOP("Settings", "Expert"),
    ("play/computer_level", "world_class"): QT_TRANSLATE_NOOP("Settings", "World class"),
    ("play/confirm_turn", "pick_up_dice"): QT_TRANSLATE_NOOP("Settings", "When I pick up the dice"),
    ("play/confirm_turn", "automatic"): QT_TRANSLATE_NOOP("Settings", "As soon as the move is complete"),
    ("play/tutor_threshold", "doubtful"): QT_TRANSLATE_NOOP("Settings", "A doubtful play (?!)"),
    ("play/tutor_threshold", "bad"): QT_TRANSLATE_NOOP("Settings", "A bad play (?)"),
    ("play/tutor_threshold", "very_bad"): QT_TRANSLATE_NOOP("Settings", "A very bad play (??)"),
}

# Each language is named in itself, so a player who cannot read the current one finds their own.
LANGUAGE_NAMES = {"fa": "فارسی", "en": "English"}


def setting_label(key: str) -> str:
    """The name of the setting ``key`` in the current language."""
    text = _LABELS.get(key)
    return translate("Settings", text) if text else key


def choice_label(key: str, choice: str) -> str:
    """The name of one choice of a setting (a level, a speed, ...) in the current language."""
    if key == "display/language":
        return LANGUAGE_NAMES.get(choice, choice)
    text = _CHOICE_LABELS.get((key, choice))
    return translate("Settings", text) if text else choice


@dataclass(frozen=True)
class SettingsNotice:
    """Something about the settings file the player should know (a value was replaced)."""

    key: str | None
    """The setting concerned, or None for the whole file."""
    problem: str
    """``"unreadable"``, ``"invalid"``, ``"inconsistent"`` or ``"unsaved"``."""
    raw: str = ""
    """The value found in the file, as text."""

    def text(self) -> str:
        """The notice in the current language."""
        name = setting_label(self.key) if self.key else ""
        if self.problem == "unreadable":
            return localized(translate("Settings", "The settings file could not be read, so the default settings "
                                                   "are used. The old file was kept as %1."), path_text(self.raw))
        if self.problem == "unsaved":
            return localized(translate("Settings", "The settings cannot be saved to %1."), path_text(self.raw))
        if self.problem == "inconsistent":
            return localized(translate("Settings", "The stored house rules did not fit together, so the "
                                                   "option “%1” was reset to its default."), name)
        return localized(translate("Settings", "The setting “%1” had an unusable value (%2) and was "
                                               "reset to its default."), name, self.raw)


def default_path() -> Path:
    """Where the settings live: ``<configuration folder>/TakhtehNard/nard-desktop/nard-desktop.ini``.

    The same folder as Qt's AppConfigLocation for this program, named from the package's
    constants so that it does not depend on the application object having been named yet.
    """
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    if not base:
        base = os.path.join(os.path.expanduser("~"), ".config")
    return Path(base) / ORGANIZATION_NAME / APPLICATION_NAME / FILE_NAME


def _typed_property(name: str) -> property:
    key = next(s.key for s in SETTINGS if s.name == name)
    return property(lambda self: self.value(key), lambda self, v: self.set_value(key, v),
                    doc=f"The ``{key}`` setting.")


class Settings(QObject):
    """The typed settings of the program over one INI file.

    Open it with :meth:`open`; read and write the settings as attributes
    (``settings.language = "en"``); every change is written at once and announced by
    :attr:`changed` with the key.  :attr:`notices` lists what was wrong with the file.
    """

    changed = Signal(str)
    """A setting's key after its value changed (``"rules/..."`` for each changed rule)."""

    def __init__(self, store: QSettings, *, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._values: dict[str, Any] = {}
        self.notices: list[SettingsNotice] = []
        # Nothing stored yet: the program's first start for this player (the welcome).  The
        # window's geometry, kept at every closing, is no answer of the player's.
        self.first_run = not [k for k in store.allKeys() if not k.startswith("window/")]
        self._load()

    # ----------------------------------------------------------- opening
    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, parent: QObject | None = None) -> "Settings":
        """Open the settings file at ``path`` (default: :func:`default_path`).

        Never raises for a bad file: problems become :attr:`notices`.  Tests pass a
        temporary path so that they never touch the player's own settings.
        """
        file = Path(path) if path is not None else default_path()
        set_aside = None
        store = QSettings(str(file), QSettings.Format.IniFormat)
        if store.status() == QSettings.Status.FormatError or _is_garbled(file):
            set_aside = cls._set_aside(file)
            del store
            store = QSettings(str(file), QSettings.Format.IniFormat)
        # With any other error (a folder in the way, no permission) the settings live in
        # memory for this run and saving them leaves an "unsaved" notice.
        settings = cls(store, parent=parent)
        if set_aside is not None:
            settings.notices.insert(0, SettingsNotice(None, "unreadable", set_aside))
        if store.status() == QSettings.Status.AccessError:
            settings._note_unsaved()
        return settings

    @staticmethod
    def _set_aside(file: Path) -> str:
        """Move an unreadable file out of the way (kept for the player) and say where."""
        bad = file.with_name(file.name + ".bad")
        try:
            if file.is_dir():
                return str(file)
            shutil.move(str(file), str(bad))
            return str(bad)
        except OSError as exc:
            _log.warning("cannot set aside unreadable settings %s: %s", file, exc)
            return str(file)

    def _load(self) -> None:
        repaired = False
        for setting in SETTINGS:
            raw = self._store.value(setting.key)
            if raw is None:
                self._values[setting.key] = setting.default
                continue
            try:
                self._values[setting.key] = setting.parse(raw)
            except ValueError as exc:
                _log.warning("settings: %s=%r is %s; using %r", setting.key, raw, exc, setting.default)
                self.notices.append(SettingsNotice(setting.key, "invalid", _as_text(raw)))
                self._values[setting.key] = setting.default
                self._store.remove(setting.key)
                repaired = True
        # Each rule option may be fine alone and the set still refused by the engine.
        while True:
            try:
                RuleSet(**self._rule_values())
                break
            except EngineError as exc:
                option = exc.details.get("option")
                key = f"rules/{option}"
                if key not in _BY_KEY or self._values[key] == _BY_KEY[key].default:
                    raise
                self.notices.append(SettingsNotice(key, "inconsistent", _as_text(self._values[key])))
                self._values[key] = _BY_KEY[key].default
                self._store.remove(key)
                repaired = True
        if repaired:
            self._store.setValue("meta/format", FORMAT_VERSION)
            self._sync()

    # ------------------------------------------------------------ access
    @property
    def path(self) -> Path:
        """The INI file these settings are stored in."""
        return Path(self._store.fileName())

    def value(self, key: str) -> Any:
        """The value of the setting ``key`` (e.g. ``"display/language"``)."""
        try:
            return self._values[key]
        except KeyError:
            raise EngineError(f"there is no setting {key!r}", code="bad_setting", setting=key) from None

    def set_value(self, key: str, value: Any) -> None:
        """Change one setting and store it; EngineError for an unknown key or a bad value."""
        setting = _BY_KEY.get(key)
        if setting is None:
            raise EngineError(f"there is no setting {key!r}", code="bad_setting", setting=key)
        value = setting.check(value)
        if key in _RULE_KEYS:
            RuleSet(**{**self._rule_values(), setting.name: value})
        self._put(setting, value)
        self._sync()

    def _put(self, setting: Setting, value: Any) -> bool:
        if self._values[setting.key] == value and self._store.contains(setting.key):
            return False
        old = self._values[setting.key]
        self._values[setting.key] = value
        self._store.setValue(setting.key, setting.dump(value))
        self._store.setValue("meta/format", FORMAT_VERSION)
        if old != value:
            self.changed.emit(setting.key)
        return True

    def _sync(self) -> None:
        self._store.sync()
        if self._store.status() == QSettings.Status.AccessError:
            self._note_unsaved()

    def _note_unsaved(self) -> None:
        if not any(n.problem == "unsaved" for n in self.notices):
            self.notices.append(SettingsNotice(None, "unsaved", self._store.fileName()))

    def mark_started(self) -> None:
        """Note that the first start is over (the welcome was answered or closed), so
        that the welcome does not come back even if no setting was changed."""
        self.first_run = False
        self._store.setValue("meta/format", FORMAT_VERSION)
        self._sync()

    # The main window's size and place when it was last closed (Qt's saveGeometry bytes):
    # not a setting the player chooses, so not in SETTINGS.
    WINDOW_GEOMETRY_KEY = "window/geometry"

    def window_geometry(self) -> bytes | None:
        """The main window's geometry as it was last closed; None if none is stored."""
        raw = self._store.value(self.WINDOW_GEOMETRY_KEY)
        if isinstance(raw, (bytes, bytearray)):
            return bytes(raw) or None
        if isinstance(raw, QByteArray):
            return bytes(raw.data()) or None
        return None

    def set_window_geometry(self, data: bytes) -> None:
        """Keep the main window's geometry for the next start."""
        self._store.setValue(self.WINDOW_GEOMETRY_KEY, QByteArray(bytes(data)))
        self._sync()

    def sync(self) -> None:
        """Write pending changes to disk (changes are written at once; this is for safety)."""
        self._sync()

    def reset(self) -> None:
        """Every setting back to its default."""
        for setting in SETTINGS:
            self._put(setting, setting.default)
        self._sync()

    # ------------------------------------------------------------- rules
    def _rule_values(self) -> dict[str, Any]:
        return {key.split("/", 1)[1]: self._values[key] for key in _RULE_KEYS}

    def rules(self) -> RuleSet:
        """The house rules the next match is played with."""
        return RuleSet(**self._rule_values())

    def set_rules(self, rules: RuleSet) -> None:
        """Store every option of ``rules``."""
        if not isinstance(rules, RuleSet):
            raise EngineError(f"rules must be a RuleSet, not {rules!r}", code="bad_setting")
        for name, value in rules.to_dict().items():
            self._put(_BY_KEY[f"rules/{name}"], value)
        self._sync()

    # -------------------------------------------------- typed attributes
    language: str = _typed_property("language")
    """``"fa"`` (the default) or ``"en"``."""
    home_side: str = _typed_property("home_side")
    """``"right"`` or ``"left"``: where the bottom player's home board is drawn."""
    point_numbers: bool = _typed_property("point_numbers")
    animation_speed: str = _typed_property("animation_speed")
    """One of :data:`ANIMATION_CHOICES` (``"instant"`` ... ``"slow"``)."""
    board_theme: str = _typed_property("board_theme")
    """One of :data:`BOARD_THEMES`."""
    expert_numbers: bool = _typed_property("expert_numbers")
    """Show equities (EMG, mEMG), plies and cubeful figures; off: winning chances and points."""
    computer_level: str = _typed_property("computer_level")
    auto_play_forced: bool = _typed_property("auto_play_forced")
    confirm_turn: str = _typed_property("confirm_turn")
    """``"pick_up_dice"`` or ``"automatic"``."""
    confirm_cube_answers: bool = _typed_property("confirm_cube_answers")
    """Ask before a take or a drop is final (a misclick there costs a game)."""
    tutor_checker: bool = _typed_property("tutor_checker")
    tutor_cube: bool = _typed_property("tutor_cube")
    tutor_threshold: str = _typed_property("tutor_threshold")
    """One of :data:`TUTOR_THRESHOLDS`."""
    sound_enabled: bool = _typed_property("sound_enabled")
    sound_volume: int = _typed_property("sound_volume")
    """0 to 100."""

    def apply_to(self, view_options: Any) -> Any:
        """Copy the display and play settings onto the window's ``ViewOptions``; returns it."""
        view_options.show_point_numbers = self.point_numbers
        view_options.home_on_right = self.home_side == "right"
        view_options.animation_speed = self.animation_speed
        view_options.board_theme = self.board_theme
        view_options.expert_numbers = self.expert_numbers
        view_options.auto_play_forced = self.auto_play_forced
        view_options.confirm_turn = self.confirm_turn
        view_options.confirm_cube_answers = self.confirm_cube_answers
        view_options.tutor_checker = self.tutor_checker
        view_options.tutor_cube = self.tutor_cube
        view_options.tutor_threshold = self.tutor_threshold
        return view_options


def _is_garbled(file: Path) -> bool:
    """Whether the file holds what no INI file written by Qt holds: NUL bytes (left by a
    crash during writing, say) or text that is not UTF-8."""
    try:
        data = file.read_bytes()
    except OSError:
        return False
    if b"\x00" in data:
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def _as_text(raw: Any) -> str:
    if isinstance(raw, (list, tuple)):
        return ", ".join(map(str, raw))
    return str(raw)
