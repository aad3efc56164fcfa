"""Numbers as a player reads them (app/numbers.py): chances as whole
percentages, losses in points a game, the expert's EMG and plies, in the
language's digits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from nard_desktop.app import i18n
from nard_desktop.app.numbers import (chance_change, emg_text, percent, plies_text, points, points_a_game,
                                      points_value, signed_points, win_chances)


@pytest.fixture
def english(qapp):
    before = QLocale()
    i18n.install_translations(qapp, "en")
    yield
    i18n.uninstall_translations(qapp)
    QLocale.setDefault(before)


def test_chances_and_points_in_english(english):
    assert percent(0.553) == "55%" and percent(0.0) == "0%" and percent(1.0) == "100%"
    # Neither nothing nor certain never reads as such.
    assert percent(0.001) == "<1%" and percent(0.999) == ">99%"
    assert points(0.05, 2) == 0.1 and points(0.05, 0) == 0.05
    assert points_a_game(0.047) == "0.05 points a game"
    assert points_a_game(0.004) == "0.004 points a game"  # a small loss never reads as nothing
    assert points_a_game(0.047, 4) == "0.19 points a game"  # at the cube of the decision
    assert points_value(0.0) == "0.00" and signed_points(-0.05) == "\u22120.05" and signed_points(0.0) == "0.00"
    assert chance_change(0.55, 0.48) == "your chance of winning this game goes from 55% to 48%"
    assert chance_change(0.551, 0.549) == "your chance of winning this game stays at 55%"
    assert win_chances((0.55, 0.12, 0.0, 0.08, 0.0)) == "win 55% (a gammon 12%), lose a gammon 8%"
    assert emg_text(0.047) == "0.047 EMG" and plies_text(2) == "2-ply" and plies_text(-1) == "rollout"


def test_persian_digits_and_words(persian):
    assert percent(0.553) == "۵۵٪"
    assert points_a_game(0.047) == "۰٫۰۵ امتیاز در هر دست"
    change = chance_change(0.55, 0.48)
    assert "۵۵٪" in change and "۴۸٪" in change and "55" not in change
    assert change == "شانس بردن شما در این دست از ۵۵٪ به ۴۸٪ می‌رسد"
