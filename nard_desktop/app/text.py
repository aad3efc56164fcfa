"""Words and numbers as the player sees them: every string through the
translator, every number through QLocale (Persian digits in the Persian UI)."""

from __future__ import annotations

import os
import re
from typing import Iterable

from PySide6.QtCore import QCoreApplication

from nard_desktop import __version__
from nard_desktop.engine import ResultType

from .i18n import localized, number

# A number in the current locale's digits (:func:`nard_desktop.app.i18n.number`).
loc = number
# Qt-style ``%1 … %9`` placeholders, filled by :func:`nard_desktop.app.i18n.localized`
# (translators may reorder them).
fill = localized


def you() -> str:
    """The name the player facing the computer goes by: "You" («شما»)."""
    return QCoreApplication.translate("GameController", "You")


def is_you(name: str) -> bool:
    """Whether ``name`` is :func:`you`: a sentence about that player then takes its own
    template, with the verb in the second person ("You win", «بردید»), since a
    template with a third-person verb cannot read right with it ("You wins")."""
    return name == you()


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


# Unicode directional isolates (UAX #9, "LRI" and "PDI"): a run of move
# notation, an ID, a score or a roll inside a right-to-left sentence keeps its
# own left-to-right order and does not reorder the words around it.
LRI = "\u2066"
PDI = "\u2069"
FSI = "\u2068"
# A left-to-right mark after each translated word of the notation ("bar",
# "off"), so the numbers after a Persian word stay in the run's left-to-right
# order (UAX #9, rule W7) instead of joining the word's right-to-left order.
LRM = "\u200e"
# Joiners that keep a move on one line: a no-break space between the steps of a play
# and a word joiner after a slash beside a word ("6/" and "off" could part there).
NBSP = "\u00a0"
WJ = "\u2060"


def ltr(text: str) -> str:
    """``text`` as a left-to-right run that reads the same inside Persian
    (right-to-left) text as on its own; the empty string stays empty."""
    return f"{LRI}{text}{PDI}" if text else text


def dice_text(dice: Iterable[int]) -> str:
    """A roll as players write it: the higher die first (``6-2``), as .mat files
    and GNU Backgammon write it, in the locale's digits, as one left-to-right run."""
    return ltr("-".join(loc(d) for d in sorted((int(d) for d in dice), reverse=True)))


def version_text() -> str:
    """The program's version (``0.1.0``) in the locale's digits, as one
    left-to-right run."""
    return ltr(local_digits(__version__))


def score_text(a: int, b: int) -> str:
    """A score ``a–b`` as one left-to-right run (the first number on the left)."""
    return ltr(f"{loc(a)}\u2013{loc(b)}")


_NUMBER = re.compile(r"\d+")
# A slash beside a word or a sign (``bar/22``, ``6/off``, ``18*/16`` in words): a line
# may part there; a word joiner keeps it (between two numbers none is needed).
_SLASH_WORD = re.compile(r"(?<=\D)/|/(?=\D)")


def local_digits(text: str) -> str:
    """``text`` with each run of digits written in the locale's digits."""
    return _NUMBER.sub(lambda m: loc(int(m.group())), text)


def notation_text(text: str) -> str:
    """Standard move notation (``24/18* 13/off``: the bar is ``bar``, borne off is
    ``off``, as everywhere the program shows a move) with localized digits and the
    translated words for the bar and off, as one left-to-right run that a line
    never breaks (no-break spaces between the steps, a word joiner after each slash)."""
    bar = QCoreApplication.translate("Words", "bar", "notation: the bar")
    off = QCoreApplication.translate("Words", "off", "notation: borne off")
    text = local_digits(text)
    text = text.replace("bar", bar + LRM).replace("off", off + LRM)
    text = " ".join(text.split()).replace(" ", NBSP)
    return ltr(_SLASH_WORD.sub("/" + WJ, text))


def name_text(name: str) -> str:
    """A player's name as a run of its own direction (a first-strong isolate, UAX #9):
    a Persian name at the start of an English sentence, or a Latin one in a Persian
    sentence, no longer turns the whole line around ("مریم wins the match")."""
    return f"{FSI}{name}{PDI}" if name else name


def path_text(path: str | os.PathLike[str]) -> str:
    """A file's path as one left-to-right run: inside Persian text its slashes and
    dots stay where they are (``/home/x.nardmatch``, not ``home/x.nardmatch/``)."""
    return ltr(os.fspath(path))


def with_mark(text: str, mark: str) -> str:
    """A move (or a cube action) with its mark (``?!``, ``?`` or ``??``) after it: the
    mark one left-to-right run (in a right-to-left line ``?!`` would show as ``!?``),
    bound to the move by a no-break space (a line never leaves it alone), at the end
    of the line in either direction."""
    if not mark:
        return text
    return f"{text}{NBSP}{ltr(mark)}"


def notation_input(text: str) -> str:
    """What a player typed, in the engine's notation: Persian and Arabic
    digits become ASCII, the translated words for the bar and off become
    ``bar`` and ``off`` (the reverse of :func:`notation_text`)."""
    bar = QCoreApplication.translate("Words", "bar", "notation: the bar")
    off = QCoreApplication.translate("Words", "off", "notation: borne off")
    # \d matches every Unicode decimal digit, and int() reads them all.
    text = text.replace(LRI, "").replace(PDI, "").replace(LRM, "").replace(WJ, "").replace(NBSP, " ")
    text = _NUMBER.sub(lambda m: str(int(m.group())), text)
    return text.replace(bar, "bar").replace(off, "off")


def refusal_text(refusal) -> str:
    """Why a checker went back where it came from, in the player's language
    (``refusal``: an :class:`nard_desktop.engine.explain.StepRefusal`)."""
    r = refusal.reason
    die = loc(refusal.die) if refusal.die is not None else ""
    point = loc(refusal.point) if refusal.point is not None else ""
    if r == "turn_complete":
        return QCoreApplication.translate("Refusal", "Every die of this roll is played: pick up the dice to end the turn.")
    if r == "no_checker":
        return fill(QCoreApplication.translate("Refusal", "You have no checker on point %1."), point)
    if r == "enter_first":
        return QCoreApplication.translate(
            "Refusal", "A checker of yours is on the bar: it must enter before any other checker moves.")
    if r == "wrong_way":
        return QCoreApplication.translate("Refusal", "Checkers move only towards your home board.")
    if r == "no_die":
        return QCoreApplication.translate("Refusal", "No die of this roll moves this checker that far.")
    if r == "blocked":
        return fill(QCoreApplication.translate("Refusal", "This checker cannot move %1: point %2 is blocked."), die, point)
    if r == "not_all_home":
        return QCoreApplication.translate("Refusal", "You can bear off only when all your checkers are in your home board.")
    if r == "higher_checker":
        return fill(QCoreApplication.translate("Refusal", "A %1 bears off only from the highest point you have checkers on."), die)
    if r == "hit_and_stack":
        return QCoreApplication.translate(
            "Refusal", "House rule: a checker that has just hit may not go on onto your own checkers "
            "in your home board.")
    return QCoreApplication.translate(
        "Refusal", "Then the rest of the roll could not be played: you must play as much of it as you can.")
