"""View and play options the window changes while it runs (kept in memory).

A persistent settings registry may later load and store these; the controller
and the board only ever read this object.
"""

from __future__ import annotations

from dataclasses import dataclass

# Milliseconds one checker step takes to slide at each animation speed.
ANIMATION_SPEEDS = {"instant": 0, "fast": 120, "normal": 260, "slow": 480}


@dataclass
class ViewOptions:
    """What the board shows and how the game flows for the player at this machine."""

    show_point_numbers: bool = True
    # Number the points for the player at the bottom (False: for the player on roll).
    numbers_for_bottom: bool = True
    # The bottom player's home board is on the right (False: on the left).
    home_on_right: bool = True
    # "instant", "fast", "normal" or "slow" (see ANIMATION_SPEEDS).
    animation_speed: str = "normal"
    # A click on a checker selects it (then click a lit point) instead of
    # playing it by a die.  Shift+click always selects.
    click_selects: bool = False
    # How a turn becomes final (docs/rules.md §10): "pick_up_dice" (click the dice
    # or Done) or "automatic" (as soon as the last checker is moved).
    confirm_turn: str = "pick_up_dice"
    # Ask before a take or a drop is final (off by default).
    confirm_cube_answers: bool = False
    # Play a human's roll at once when only one legal play exists.
    auto_play_forced: bool = False
    # Show the end-of-game dialog (the self-test and some tests switch it off).
    show_dialogs: bool = True
    # Pause before a turn with no legal move passes, so the notice can be read.
    pass_delay_ms: int = 1400
    # Pause before the computer acts (roll, cube), so its moves can be followed.
    computer_pause_ms: int = 350
    # The tutor (app/tutor.py): a word before a play or a cube action that
    # is an error is final; checker play and cube separately, off by default,
    # from the mark "doubtful", "bad" or "very_bad" on.
    tutor_checker: bool = False
    tutor_cube: bool = False
    tutor_threshold: str = "doubtful"
    # The board's look: "persian", "classic" or "high_contrast" (ui/board/theme.py).
    board_theme: str = "persian"
    # Expert numbers: equities (EMG, mEMG), plies and cubeful figures in the
    # tutor, the review, learn-from-mistakes and the report.  Off (the default):
    # the player reads winning chances and points a game instead.
    expert_numbers: bool = False

    @property
    def step_ms(self) -> int:
        """Milliseconds for one checker step (0 = instant)."""
        return ANIMATION_SPEEDS.get(self.animation_speed, ANIMATION_SPEEDS["normal"])

    @property
    def instant(self) -> bool:
        return self.step_ms == 0

    def pause_ms(self, ms: int) -> int:
        """A pause scaled down to nothing when animation is instant."""
        return 0 if self.instant else ms
