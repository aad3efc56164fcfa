"""The game's sounds: one small service behind an interface tests can fake.

:class:`SoundService` watches the controller and asks its player for a sound
at each event: the dice rolled, a checker set down, a hit, a checker borne
off, a double offered, a game won or lost.  The player is anything with
``play(name, volume)``; the one the program uses hands the WAV file (from
resources/sounds, made by make_sounds.py there) to the system's own sound
player in the background: ``winsound`` on Windows, ``afplay`` on macOS,
``pw-play``, ``paplay`` or ``aplay`` on Linux.  That adds nothing to the
install (Qt Multimedia would need PySide6-Addons: a 175 MB download, 438 MB
installed) and next to nothing to the start-up.  A machine without a player
or without a sound device stays silent and says nothing (a debug log line).
"""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Slot

from nard_desktop.app.controller import COMPUTER, Snapshot, Transition
from nard_desktop.engine import GamePhase

__all__ = ["SOUNDS", "SoundPlayer", "SilentPlayer", "SystemPlayer", "SoundService", "default_player",
           "system_can_play"]

_log = logging.getLogger(__name__)

SOUNDS = ("dice", "checker", "hit", "bear_off", "double", "win", "loss")


class SoundPlayer(Protocol):
    def play(self, name: str, volume: int) -> None:
        """Play sound ``name`` at ``volume`` (0-100) without waiting for it."""


class SilentPlayer:
    """Plays nothing (tests, machines without sound)."""

    def play(self, name: str, volume: int) -> None:
        pass


def _sounds_dir() -> Path:
    from nard_desktop.resources import resources_dir

    return resources_dir() / "sounds"


class SystemPlayer:
    """Hands each sound to the operating system's player, in the background."""

    LINUX_PLAYERS = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or _sounds_dir()
        # The scaled copies' folder: made at the first quieter sound, removed at exit.
        self._cache: Path | None = None
        self._scaled: dict[tuple[str, int], Path] = {}
        self._command: list[str] | None = None
        self._winsound = None
        if sys.platform == "win32":
            try:
                import winsound  # Windows only

                self._winsound = winsound
            except ImportError:  # pragma: no cover
                self._winsound = None
        elif sys.platform == "darwin":
            if shutil.which("afplay"):
                self._command = ["afplay"]
        else:
            for name, extra in self.LINUX_PLAYERS:
                path = shutil.which(name)
                if path:
                    self._command = [path, *extra]
                    break
        if self._command is None and self._winsound is None:
            _log.debug("no sound player found: the game plays silently")

    @property
    def available(self) -> bool:
        return self._command is not None or self._winsound is not None

    def _file(self, name: str, volume: int) -> Path | None:
        """The sound at this volume (a scaled copy, made once per level of ten)."""
        source = self.folder / f"{name}.wav"
        level = max(0, min(100, int(round(volume / 10.0)) * 10))
        if level == 100:
            return source if source.exists() else None
        key = (name, level)
        if key not in self._scaled:
            import wave  # imported at the first sound, not at start-up

            try:
                import numpy as np

                with wave.open(str(source), "rb") as r:
                    params = r.getparams()
                    data = np.frombuffer(r.readframes(r.getnframes()), dtype="<i2")
                if self._cache is None:
                    self._cache = Path(tempfile.mkdtemp(prefix="nard-sounds-"))
                    atexit.register(shutil.rmtree, self._cache, ignore_errors=True)
                out = self._cache / f"{name}-{level}.wav"
                with wave.open(str(out), "wb") as w:
                    w.setparams(params)
                    w.writeframes((data.astype(np.float32) * (level / 100.0)).astype("<i2").tobytes())
                self._scaled[key] = out
            except (OSError, wave.Error, EOFError) as exc:
                _log.debug("sound %s unusable: %s", name, exc)
                return None
        return self._scaled[key]

    def play(self, name: str, volume: int) -> None:
        if volume <= 0 or not self.available:
            return
        path = self._file(name, volume)
        if path is None:
            return
        try:
            if self._winsound is not None:
                self._winsound.PlaySound(str(path), self._winsound.SND_FILENAME | self._winsound.SND_ASYNC
                                         | self._winsound.SND_NODEFAULT)
            elif self._command is not None:
                import subprocess  # at the first sound, not at start-up

                # No device, a busy device, a missing library: the player fails quietly.
                subprocess.Popen([*self._command, str(path)], stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=True)
        except (OSError, RuntimeError) as exc:
            _log.debug("could not play %s: %s", name, exc)


def system_can_play() -> bool:
    """Whether this system has a way to play the sounds (a player program, or Windows'
    own), whatever the settings say."""
    if sys.platform == "win32":
        return True
    if sys.platform == "darwin":
        return shutil.which("afplay") is not None
    return any(shutil.which(name) for name, _ in SystemPlayer.LINUX_PLAYERS)


def default_player() -> SoundPlayer:
    """The system player, or silence when ``NARD_DESKTOP_SOUND=off`` (the tests set it)."""
    if os.environ.get("NARD_DESKTOP_SOUND", "").lower() in ("off", "0", "no"):
        return SilentPlayer()
    return SystemPlayer()


class SoundService(QObject):
    """Asks the player for a sound at each event of the game on the board.

    ``settings`` (nard_desktop.app.settings.Settings, or None: sound off) gives
    ``sound_enabled`` and ``sound_volume``, read at each event, so a change in
    the settings applies at once."""

    def __init__(self, controller, settings=None, player: SoundPlayer | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self._player = player
        self._dice_serial: int | None = None
        self._phase: GamePhase | None = None
        controller.position_changed.connect(self.on_position)
        controller.game_over.connect(self.on_game_over)

    @property
    def player(self) -> SoundPlayer:
        if self._player is None:  # made at the first sound, not at start-up
            self._player = default_player() if self.settings is not None else SilentPlayer()
        return self._player

    def _enabled(self) -> tuple[bool, int]:
        s = self.settings
        if s is None:
            return False, 0
        return bool(s.sound_enabled), int(s.sound_volume)

    def play(self, name: str) -> None:
        on, volume = self._enabled()
        if on and volume > 0:
            self.player.play(name, volume)

    @Slot(object, object)
    def on_position(self, snap: Snapshot, transition: Transition) -> None:
        serial = snap.dice.serial if snap.dice is not None else None
        fresh = transition.kind == "new"
        if serial is not None and serial != self._dice_serial and not fresh:
            self.play("dice")
        self._dice_serial = serial
        if transition.kind == "move" and transition.moves:
            if any(m.hit for m in transition.moves):
                self.play("hit")
            elif any(m.dst == 0 for m in transition.moves):
                self.play("bear_off")
            else:
                self.play("checker")
        if snap.phase == GamePhase.DOUBLE_OFFERED and self._phase != GamePhase.DOUBLE_OFFERED and not fresh:
            self.play("double")
        self._phase = snap.phase

    @Slot(object)
    def on_game_over(self, result) -> None:
        snap = self.controller.snapshot
        winner = getattr(result, "winner", None)
        if snap is None or winner is None:
            return
        humans = [seat for seat in (0, 1) if snap.kinds[seat] != COMPUTER]
        # Against the computer: your win or your loss; two people at one machine: a win.
        lost = len(humans) == 1 and winner != humans[0]
        self.play("loss" if lost else "win")
