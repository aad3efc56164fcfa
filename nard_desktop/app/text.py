"""Words and numbers as the player sees them: every string through the
translator, every number through QLocale (Persian digits in the Persian UI)."""

from __future__ import annotations

import re
from typing import Iterable

from PySide6.QtCore import QCoreApplication

from nard_desktop.engine import ResultType

from .i18n import localized, number

#: A number in the current locale's digits (:func:`nard_desktop.app.i18n.number`).
loc = number
#: Qt-style ``%1 … %9`` placeholders, filled by :func:`nard_desktop.app.i18n.localized`
#: (translators may reorder them).
fill = localized


def result_kind_name(kind: ResultType | int) -> str:
    """The glossary's name of a result type: برد، مارس، مارس خانگی."""
    k = ResultType(int(kind))
    if k == ResultType.SINGLE:
        return QCoreApplication.translate("Words", "single game")
    if k == ResultType.GAMMON:
        return QCoreApplication.translate("Words", "gammon (mars)")
    return QCoreApplication.translate("Words", "backgammon")


def level_name(level: str) -> str:
    if level == "beginner":
        return QCoreApplication.translate("Words", "beginner")
    if level == "intermediate":
        return QCoreApplication.translate("Words", "intermediate")
    if level == "advanced":
        return QCoreApplication.translate("Words", "advanced")
    if level == "expert":
        return QCoreApplication.translate("Words", "expert")
    if level == "world_class":
        return QCoreApplication.translate("Words", "world class")
    return level


def preset_name(preset: str) -> str:
    if preset == "iranian_cafe":
        return QCoreApplication.translate("Words", "Iranian café (no cube, every backgammon a mars)")
    if preset == "international_match":
        return QCoreApplication.translate("Words", "International match (cube, Crawford)")
    if preset == "money":
        return QCoreApplication.translate("Words", "Money session (cube, Jacoby)")
    return preset


def colour_name(colour: str) -> str:
    if colour == "light":
        return QCoreApplication.translate("Words", "light")
    return QCoreApplication.translate("Words", "dark")


def points_text(n: int) -> str:
    """``n`` points ("1 point", "3 points")."""
    if int(n) == 1:
        return fill(QCoreApplication.translate("Words", "%1 point"), loc(1))
    return fill(QCoreApplication.translate("Words", "%1 points"), loc(n))


def dice_text(dice: Iterable[int]) -> str:
    return "-".join(loc(d) for d in dice)


_NUMBER = re.compile(r"\d+")


def notation_text(text: str) -> str:
    """Standard move notation (``24/18* 13/off``) with localized digits and
    the translated words for the bar and off."""
    bar = QCoreApplication.translate("Words", "bar", "notation: the bar")
    off = QCoreApplication.translate("Words", "off", "notation: borne off")
    text = _NUMBER.sub(lambda m: loc(int(m.group())), text)
    return text.replace("bar", bar).replace("off", off)


def notation_input(text: str) -> str:
    """What a player typed, in the engine's notation: Persian and Arabic
    digits become ASCII, the translated words for the bar and off become
    ``bar`` and ``off`` (the reverse of :func:`notation_text`)."""
    bar = QCoreApplication.translate("Words", "bar", "notation: the bar")
    off = QCoreApplication.translate("Words", "off", "notation: borne off")
    # \d matches every Unicode decimal digit, and int() reads them all.
    text = _NUMBER.sub(lambda m: str(int(m.group())), text)
    return text.replace(bar, "bar").replace(off, "off")
