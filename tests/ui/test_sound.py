"""Sounds are asked for at the game's events (through a fake player), follow
the settings at once, and a machine without a sound player stays silent."""

from __future__ import annotations

import subprocess
import wave

import numpy as np
import pytest

from nard_desktop.app.controller import COMPUTER, HUMAN, GameController, MatchConfig, PlayerSpec
from nard_desktop.app.settings import Settings
from nard_desktop.engine import ManualRoller, Position
from nard_desktop.ui import sound as sound_module
from nard_desktop.ui.sound import SOUNDS, SilentPlayer, SystemPlayer, default_player


class FakePlayer:
    def __init__(self) -> None:
        self.played: list[tuple[str, int]] = []

    def play(self, name: str, volume: int) -> None:
        self.played.append((name, volume))

    def names(self) -> list[str]:
        return [n for n, _ in self.played]


@pytest.fixture
def sound_window(qtbot, tmp_path, helpers):
    from nard_desktop.ui.main_window import MainWindow

    settings = Settings.open(tmp_path / "s.ini")
    opts = settings.apply_to(helpers.instant_options())
    opts.animation_speed = "instant"
    w = MainWindow(GameController(opts), opts, settings=settings)
    qtbot.addWidget(w)
    w.show()
    fake = FakePlayer()
    w.sound._player = fake
    yield w, fake, settings
    w.controller.shutdown()


def test_the_tests_themselves_are_silent():
    assert isinstance(default_player(), SilentPlayer)


def test_dice_checker_hit_and_bear_off(sound_window, helpers):
    w, fake, settings = sound_window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2)])))
    assert fake.played == []  # a new match makes no noise
    c.roll()
    assert fake.names() == ["dice"]
    c.step(13, 8)
    assert fake.names() == ["dice", "checker"]
    assert fake.played[-1][1] == settings.sound_volume == 70
    # A hit: 13/10* onto the blot on their 15 (my 10).
    pos = Position.from_points({13: 5, 8: 3, 6: 5, 24: 2}, {24: 2, 13: 5, 8: 3, 6: 4, 15: 1})
    c.load_state(pos, 0, dice=(3, 1))
    fake.played.clear()
    c.step(13, 10)
    assert fake.names() == ["hit"]
    pos = Position.from_points({6: 2, 5: 3, 4: 2, 2: 3}, {6: 4, 5: 3, 18: 2})
    c.load_state(pos, 0, dice=(6, 4))
    c.step(6, 0)
    assert fake.names() == ["hit", "bear_off"]


def test_a_double_offered(sound_window, helpers):
    w, fake, _ = sound_window
    c = w.controller
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2)])))
    c.roll()
    c.step(13, 8)
    c.step(13, 11)
    c.done()
    fake.played.clear()
    assert c.double()
    assert fake.names() == ["double"]


def test_a_game_won_and_a_game_lost_against_the_computer(sound_window, qtbot):
    w, fake, _ = sound_window
    c = w.controller
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))))
    c.load_state(Position.from_points({1: 1}, {6: 3}), 0, dice=(3, 2))
    fake.played.clear()
    c.step(1, 0)
    c.done()
    assert fake.names()[-1] == "win"
    c.new_match(MatchConfig(players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))))
    c.load_state(Position.from_points({2: 1}, {6: 3}), 1, dice=(4, 2))  # the computer bears off its last
    fake.played.clear()
    qtbot.waitUntil(lambda: "loss" in fake.names(), timeout=10000)
    assert "win" not in fake.names()


def test_sound_off_or_at_zero_volume_in_the_settings_plays_nothing(sound_window, helpers):
    w, fake, settings = sound_window
    c = w.controller
    settings.sound_enabled = False
    c.new_match(MatchConfig(players=helpers.TWO_HUMANS, roller=ManualRoller([(5, 2)])))
    c.roll()
    c.step(13, 8)
    assert fake.played == []
    settings.sound_enabled = True
    settings.sound_volume = 0
    c.step(13, 11)
    assert fake.played == []
    settings.sound_volume = 35
    c.undo()
    c.step(13, 11)
    assert fake.played == [("checker", 35)]


def test_the_settings_dialog_sets_sound_and_volume(sound_window):
    w, _, settings = sound_window
    w.act_settings.trigger()
    dlg = w.prefs.dialog
    dlg.setting_widget("sound/sound_enabled").setChecked(False)
    assert not dlg.setting_widget("sound/sound_volume").isEnabled()
    dlg.setting_widget("sound/sound_enabled").setChecked(True)
    dlg.setting_widget("sound/sound_volume").setValue(40)
    dlg.accept()
    assert settings.sound_enabled and settings.sound_volume == 40


def test_every_sound_is_there_and_is_a_short_wav():
    folder = sound_module._sounds_dir()
    for name in SOUNDS:
        with wave.open(str(folder / f"{name}.wav"), "rb") as r:
            assert (r.getnchannels(), r.getsampwidth()) == (1, 2)
            assert 0.05 < r.getnframes() / r.getframerate() < 2.0
    assert (folder / "LICENSE.txt").exists() and (folder / "make_sounds.py").exists()


def test_no_player_on_the_machine_means_silence(monkeypatch):
    monkeypatch.setattr(sound_module.shutil, "which", lambda name: None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    p = SystemPlayer()
    assert not p.available
    p.play("dice", 80)  # nothing happens, nothing is raised


def test_the_system_player_hands_a_scaled_copy_to_the_player(monkeypatch):
    calls = []
    monkeypatch.setattr(sound_module.shutil, "which", lambda name: f"/usr/bin/{name}" if name == "paplay" else None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    monkeypatch.setattr(subprocess, "Popen", lambda args, **kw: calls.append(args))
    p = SystemPlayer()
    p.play("checker", 50)
    assert len(calls) == 1 and calls[0][0] == "/usr/bin/paplay"

    def peak(path):
        with wave.open(str(path), "rb") as r:
            return int(np.abs(np.frombuffer(r.readframes(r.getnframes()), dtype="<i2")).max())

    full = peak(sound_module._sounds_dir() / "checker.wav")
    assert abs(peak(calls[0][1]) - full * 0.5) <= 2

    def refuse(args, **kw):
        raise OSError("no such device")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    p.play("dice", 100)  # a failing player is silent too


def test_settings_says_when_the_system_cannot_play_sounds(sound_window, monkeypatch):
    w, _, _ = sound_window
    monkeypatch.setattr(sound_module.shutil, "which", lambda name: None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    w.act_settings.trigger()
    note = w.prefs.dialog.findChild(type(w.status_label), "sound_note")
    assert not note.isHidden() and "silent" in note.text()
    w.prefs.dialog.reject()
    monkeypatch.setattr(sound_module.shutil, "which", lambda name: f"/usr/bin/{name}")
    w.act_settings.trigger()
    assert w.prefs.dialog.findChild(type(w.status_label), "sound_note").isHidden()


def test_no_temporary_folder_is_made_until_a_quieter_sound_needs_one(monkeypatch, tmp_path):
    monkeypatch.setattr(sound_module.tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(sound_module.shutil, "which", lambda name: f"/usr/bin/{name}" if name == "paplay" else None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    monkeypatch.setattr(subprocess, "Popen", lambda args, **kw: None)
    p = SystemPlayer()
    p.play("dice", 100)  # the sound as it is: no copy
    assert list(tmp_path.iterdir()) == []
    p.play("dice", 50)
    assert len(list(tmp_path.iterdir())) == 1
