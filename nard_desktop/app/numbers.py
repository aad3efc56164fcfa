"""Numbers as a player reads them: winning chances and points a game, and,
only in the "expert numbers" mode (``ViewOptions.expert_numbers``, the
setting ``display/expert_numbers``), equities in EMG and search depths.

Every function gives one translated text with the locale's digits (Persian
digits in the Persian interface).  The tutor, learn-from-mistakes, the hint,
the analysis report and the review share them, so a loss or a chance reads
the same everywhere:

* :func:`percent` — a chance as a whole percentage ("55%");
* :func:`points_a_game` — a loss in points a game ("0.05 points a game");
* :func:`chance_change` — "your chance of winning goes from 55% to 48%";
* :func:`emg_text`, :func:`plies_text` — the expert figures ("0.047 EMG",
  "2-ply").

An equity or error of the analysis is per unit of the cube; :func:`points`
turns it into points at the cube of the decision.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from .i18n import localized, number

__all__ = ["percent", "points", "points_a_game", "points_value", "chance_change", "emg_text", "memg_text",
           "plies_text", "signed_points", "win_chances"]

translate = QCoreApplication.translate


def percent(p: float) -> str:
    """A chance as a whole percentage, in the locale's digits and sign (55%);
    a chance that is neither nothing nor certain never reads 0% or 100%
    ("<1%", ">99%")."""
    locale = QLocale()
    value = 100.0 * float(p)
    shown = round(value)
    if shown <= 0 < value:
        return "<" + locale.toString(1) + locale.percent()
    if shown >= 100 > value:
        return ">" + locale.toString(99) + locale.percent()
    return locale.toString(int(shown)) + locale.percent()


def points(error: float, cube_value: int = 1) -> float:
    """An equity (or a loss) per unit of the cube, in points at ``cube_value``."""
    return float(error) * max(1, int(cube_value))


def points_value(value: float) -> str:
    """A number of points with two decimals (three below 0.01, so that a
    small loss never reads as nothing)."""
    v = abs(float(value))
    return number(v, 2 if v >= 0.01 or v == 0.0 else 3)


def points_a_game(error: float, cube_value: int = 1) -> str:
    """A loss as points a game ("0.05 points a game"), in the locale's digits."""
    return localized(translate("Numbers", "%1 points a game"), points_value(points(error, cube_value)))


def signed_points(value: float) -> str:
    """A difference in points with its sign ("−0.05"), the sign before the
    number in either direction of text."""
    text = points_value(value)
    if abs(float(value)) < 0.0005:
        return text
    return ("+" if value > 0 else "\u2212") + text


def chance_change(before: float, after: float) -> str:
    """What a choice does to the player's winning chance: "your chance of
    winning this game goes from 55% to 48%" (or "stays at 55%")."""
    if percent(before) == percent(after):
        return localized(translate("Numbers", "your chance of winning this game stays at %1"), percent(before))
    return localized(translate("Numbers", "your chance of winning this game goes from %1 to %2"), percent(before),
                     percent(after))


def win_chances(probabilities: tuple[float, ...] | None) -> str:
    """The chances of a position after a play, in words: "win 55% (gammon
    12%), lose a gammon 8%"."""
    if not probabilities:
        return ""
    win = float(probabilities[0])
    gammon = float(probabilities[1]) if len(probabilities) > 1 else 0.0
    lose_gammon = float(probabilities[3]) if len(probabilities) > 3 else 0.0
    return localized(translate("Numbers", "win %1 (a gammon %2), lose a gammon %3"), percent(win), percent(gammon),
                     percent(lose_gammon))


def emg_text(value: float) -> str:
    """An equity or a loss in EMG with three decimals ("0.047 EMG"): expert numbers only."""
    return localized(translate("Numbers", "%1 EMG"), number(float(value), 3))


def memg_text(value: float) -> str:
    """A rate in thousandths of EMG ("12.3 mEMG"): expert numbers only."""
    return localized(translate("Numbers", "%1 mEMG"), number(float(value), 1))


def plies_text(plies: int) -> str:
    """A search depth ("2-ply"; a rollout for a negative depth): expert numbers only."""
    if plies < 0:
        return translate("Numbers", "rollout")
    return localized(translate("Numbers", "%1-ply"), int(plies))
