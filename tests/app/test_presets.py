"""Rule presets and the next match's configuration from the settings (docs/rules.md §6, the rule options)."""

from __future__ import annotations

import pytest

from nard_desktop.app.presets import (PRESET_NAMES, RULE_SCOPES, applies, config_after_settings,
                                      config_from_settings, enabled, matching_preset, preset_for)
from nard_desktop.app.settings import Settings
from nard_desktop.app.snapshot import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.engine.rules import RuleSet


@pytest.fixture
def settings(tmp_path, qapp):
    return Settings.open(tmp_path / "s.ini")


def test_every_rule_option_has_a_scope():
    fields = set(RuleSet().to_dict())
    assert set(RULE_SCOPES) == fields
    assert applies("crawford", money=False) and not applies("crawford", money=True)
    assert applies("jacoby", money=True) and not applies("jacoby", money=False)
    assert applies("opening_reroll", money=True) and applies("opening_reroll", money=False)


def test_an_option_needs_the_options_it_depends_on():
    plain = RuleSet.preset("money")
    assert enabled("beavers", plain.replace(beavers=False), money=True)
    assert not enabled("raccoons", plain.replace(beavers=False), money=True)
    assert enabled("raccoons", plain.replace(beavers=True), money=True)
    assert not enabled("crawford", plain.replace(cube_enabled=False), money=False)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_each_preset_is_its_own_match(name):
    rules = RuleSet.preset(name)
    assert matching_preset(rules) == name
    assert preset_for(rules, money=name == "money") == name


def test_the_rule_books_defaults_match_the_preset_of_each_kind_of_game():
    assert matching_preset(RuleSet(), money=False) == "international_match"
    assert matching_preset(RuleSet(), money=True) == "money"
    custom = RuleSet.preset("money").replace(opening_reroll=True, beavers=False)
    assert matching_preset(custom, money=True) is None
    assert preset_for(custom, money=True) == "money" and preset_for(custom, money=False) == "international_match"


def test_the_settings_give_the_next_match_its_rules_and_the_computers_level(settings):
    settings.set_rules(RuleSet.preset("iranian_cafe"))
    settings.computer_level = "expert"
    base = MatchConfig(length=5, preset="international_match",
                       players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner", "Bot")))
    config = config_from_settings(settings, base)
    assert config.rules == RuleSet.preset("iranian_cafe") and config.preset == "iranian_cafe"
    assert config.players == (PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "expert", "Bot"))
    assert config.length == 5
    # While a match is played its players stay; only the house rules change (for the next match).
    during = config_after_settings(settings, base, match_in_progress=True)
    assert during.players == base.players and during.rules == RuleSet.preset("iranian_cafe")
    assert config_after_settings(settings, base, match_in_progress=False) == config
