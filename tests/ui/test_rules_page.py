"""The rules page says what the program plays: the values in force, entering from the bar,
who may double first, resignations, and each house rule beside the rule it changes."""

from __future__ import annotations

import re
from html import unescape

import pytest

from nard_desktop.app import i18n
from nard_desktop.engine.rules import RuleSet
from nard_desktop.ui.rules_page import rules_html


def plain(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "\n", html))


@pytest.fixture
def english(app):
    i18n.install_translations(app, "en")


def test_without_the_cube_a_game_is_worth_what_a_backgammon_scores(english):
    mars = plain(rules_html(RuleSet(cube_enabled=False, backgammon_counts_as_gammon=True)))
    assert "Without the cube every game is worth 1 or 2 points." in mars
    assert "1, 2 or 3 points" not in mars and "(3 points)" not in mars
    apart = plain(rules_html(RuleSet(cube_enabled=False, backgammon_counts_as_gammon=False)))
    assert "Without the cube every game is worth 1, 2 or 3 points." in apart


def test_the_bar_says_what_happens_when_not_every_checker_can_enter(english):
    text = plain(rules_html(RuleSet()))
    bar = text[text.index("The bar"):text.index("Bearing off")]
    assert "Entering may hit" in bar
    assert "those enter and the rest of the roll is lost" in bar
    assert "the dice still left are played as usual" in bar


def test_either_player_may_double_first_and_a_resignation_has_three_values(english):
    text = plain(rules_html(RuleSet()))
    assert "either player while the cube is in the middle" in text
    assert "a single game (1 point), a gammon (2 points) or a backgammon (3 points)" in text
    mars = plain(rules_html(RuleSet(backgammon_counts_as_gammon=True)))
    assert "a backgammon (2 points)" in mars


def test_hit_and_stack_sits_with_hitting(english):
    text = plain(rules_html(RuleSet()))
    rule = text.index("a checker that has just hit may not go on")
    assert text.index("Landing on a single opposing checker hits it") < rule < text.index("Using the whole roll")


def test_the_persian_page_has_the_same_rules(app):
    i18n.install_translations(app, "fa")
    text = plain(rules_html(RuleSet(cube_enabled=False, backgammon_counts_as_gammon=True)))
    assert "بدون مکعب هر بازی ۱ یا ۲ امتیاز دارد." in text
    assert "بقیهٔ تاس‌ها از دست می‌رود" in text and "تا وقتی مکعب در میانه است هر دو بازیکن" in text
    assert "مارس خانگی (۲ امتیاز)" in text
