"""The settings registry: defaults, persistence, and a bad settings file never stopping the
program (every test uses its own temporary file, never the player's)."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from nard_desktop.app.options import ViewOptions
from nard_desktop.app.settings import (RULE_RANGES, SETTINGS, Settings, choice_label, default_path,
                                       setting_label)
from nard_desktop.engine.errors import EngineError
from nard_desktop.engine.rules import RuleSet


@pytest.fixture
def ini(tmp_path, qapp) -> Path:
    return tmp_path / "nard-desktop.ini"


def write(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")


def test_first_start_uses_the_defaults_quietly(ini):
    s = Settings.open(ini)
    assert s.notices == []
    assert s.language == "fa"  # Persian first
    assert s.home_side == "right"
    assert s.point_numbers is True
    assert s.confirm_turn == "pick_up_dice"  # docs/rules.md §10: the turn ends when the dice are picked up
    assert s.rules() == RuleSet()
    assert not ini.exists()  # nothing is written until something changes


def test_changes_are_written_at_once_and_read_back(ini):
    s = Settings.open(ini)
    s.language = "en"
    s.home_side = "left"
    s.point_numbers = False
    s.animation_speed = "fast"
    s.computer_level = "expert"
    s.auto_play_forced = True
    s.confirm_turn = "automatic"
    assert ini.exists()
    again = Settings.open(ini)
    assert again.notices == []
    assert (again.language, again.home_side, again.point_numbers, again.animation_speed,
            again.computer_level, again.auto_play_forced, again.confirm_turn) == \
        ("en", "left", False, "fast", "expert", True, "automatic")


@pytest.mark.parametrize("preset", RuleSet.PRESETS)
def test_rules_round_trip_through_the_file(ini, preset):
    Settings.open(ini).set_rules(RuleSet.preset(preset))
    assert Settings.open(ini).rules() == RuleSet.preset(preset)


def test_every_rule_option_round_trips(ini):
    rules = RuleSet(cube_enabled=False, backgammon_counts_as_gammon=True, crawford=False, holland=True,
                    jacoby=False, beavers=True, raccoons=True, automatic_doubles=True,
                    automatic_doubles_limit=4, opening_reroll=True, no_hit_and_stack_in_home=True,
                    clock=True, clock_free_seconds=7, clock_reserve_seconds=300, clock_max_move_seconds=45)
    Settings.open(ini).set_rules(rules)
    assert Settings.open(ini).rules() == rules


def test_the_file_is_plain_ini(ini):
    s = Settings.open(ini)
    s.set_rules(RuleSet.preset("iranian_cafe"))
    s.language = "en"
    text = ini.read_text(encoding="utf-8")
    assert "[rules]" in text and "cube_enabled=false" in text
    assert "[display]" in text and "language=en" in text


def test_changed_is_announced_per_key(ini, qtbot):
    s = Settings.open(ini)
    seen = []
    s.changed.connect(seen.append)
    s.language = "en"
    s.language = "en"  # no change, no signal
    s.set_rules(RuleSet().replace(holland=True, clock=True))
    assert seen == ["display/language", "rules/holland", "rules/clock"]


@pytest.mark.parametrize("line, key", [
    ("[rules]\ncube_enabled=maybe", "rules/cube_enabled"),
    ("[rules]\nclock_free_seconds=9999", "rules/clock_free_seconds"),
    ("[rules]\nclock_reserve_seconds=12.5", "rules/clock_reserve_seconds"),
    ("[rules]\nautomatic_doubles_limit=0", "rules/automatic_doubles_limit"),
    ("[rules]\nclock_max_move_seconds=", "rules/clock_max_move_seconds"),
    ("[display]\nlanguage=de", "display/language"),
    ("[display]\nhome_side=top, bottom", "display/home_side"),
    ("[display]\npoint_numbers=2", "display/point_numbers"),
    ("[play]\ncomputer_level=grandmaster", "play/computer_level"),
])
def test_an_unusable_value_falls_back_with_a_notice(ini, line, key):
    write(ini, line + "\n[display]\nanimation_speed=slow\n" if "[display]" not in line
          else line + "\nanimation_speed=slow\n")
    s = Settings.open(ini)
    default = next(x.default for x in SETTINGS if x.key == key)
    assert s.value(key) == default
    assert [(n.key, n.problem) for n in s.notices] == [(key, "invalid")]
    assert s.animation_speed == "slow"  # the good values around it are kept
    # The file is repaired: the next start is quiet.
    assert Settings.open(ini).notices == []
    assert Settings.open(ini).animation_speed == "slow"


def test_notice_text_names_the_setting_and_the_value(ini):
    write(ini, "[rules]\nclock_free_seconds=9999\n")
    notice = Settings.open(ini).notices[0]
    text = notice.text()
    assert setting_label("rules/clock_free_seconds") in text and "9999" in text


@pytest.mark.parametrize("garbage", [
    b"\x00" * 300,                                        # zeroed by a crash while writing
    b"[rules]\ncube_enabled=true\n\x00\x00\x00\x00",         # cut short
    b"\x89PNG\r\n\x1a\n\xff\xfe\xfd binary",                  # not text at all
    b"[rules]\ncube_enabled=false\n[display\nlanguage=en\n",  # a section never closed
], ids=["zeroed", "truncated", "binary", "broken-section"])
def test_a_corrupt_file_is_set_aside_and_the_program_starts(ini, garbage):
    ini.write_bytes(garbage)
    s = Settings.open(ini)
    assert s.rules() == RuleSet() and s.language == "fa"
    assert s.notices[0].problem == "unreadable"
    kept = Path(s.notices[0].raw)
    assert kept.read_bytes() == garbage
    assert str(kept) in s.notices[0].text()
    s.language = "en"  # and it can save again
    assert Settings.open(ini).language == "en"


def test_a_folder_in_the_way_leaves_the_settings_in_memory(tmp_path, qapp):
    blocked = tmp_path / "settings.ini"
    blocked.mkdir()
    s = Settings.open(blocked)
    assert s.language == "fa"
    s.language = "en"
    assert s.language == "en"
    assert any(n.problem == "unsaved" for n in s.notices)


def test_bad_values_from_code_are_refused(ini):
    s = Settings.open(ini)
    with pytest.raises(EngineError):
        s.language = "de"
    with pytest.raises(EngineError):
        s.point_numbers = "yes"
    with pytest.raises(EngineError):
        s.set_value("rules/clock_free_seconds", 601)
    with pytest.raises(EngineError):
        s.set_value("no/such", 1)
    with pytest.raises(EngineError):
        s.set_rules({"cube_enabled": False})
    assert s.notices == [] and not ini.exists()


def test_reset_brings_every_default_back(ini):
    s = Settings.open(ini)
    s.set_rules(RuleSet.preset("iranian_cafe"))
    s.language = "en"
    s.reset()
    again = Settings.open(ini)
    assert again.rules() == RuleSet() and again.language == "fa"


def test_the_registry_has_a_setting_for_every_rule_option():
    keys = {s.key for s in SETTINGS}
    assert {f"rules/{f.name}" for f in dataclasses.fields(RuleSet)} <= keys
    for setting in SETTINGS:
        assert setting_label(setting.key) != setting.key, f"{setting.key} has no label"
        for choice in setting.choices:
            assert choice_label(setting.key, choice) != choice or setting.key == "display/language"


@pytest.mark.parametrize("name", sorted(RULE_RANGES))
def test_the_number_ranges_are_the_ones_the_engine_accepts(name):
    low, high = RULE_RANGES[name]
    RuleSet(**{name: low})
    RuleSet(**{name: high})
    with pytest.raises(EngineError):
        RuleSet(**{name: low - 1})
    with pytest.raises(EngineError):
        RuleSet(**{name: high + 1})


def test_the_default_file_is_in_the_per_user_config_folder(qapp):
    # tests/conftest.py points XDG_CONFIG_HOME at a temporary folder.
    path = default_path()
    assert path.is_relative_to(Path(os.environ["XDG_CONFIG_HOME"]))
    assert path.parts[-3:] == ("TakhtehNard", "nard-desktop", "nard-desktop.ini")


def test_settings_fill_the_windows_view_options(ini):
    s = Settings.open(ini)
    s.home_side = "left"
    s.point_numbers = False
    s.animation_speed = "instant"
    s.auto_play_forced = True
    s.confirm_turn = "automatic"
    options = s.apply_to(ViewOptions())
    assert (options.home_on_right, options.show_point_numbers, options.animation_speed,
            options.auto_play_forced, options.confirm_turn) == (False, False, "instant", True, "automatic")

