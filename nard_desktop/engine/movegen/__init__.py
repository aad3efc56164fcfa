"""Move generation: every legal play of a roll, and the step-by-step view of a turn.

This package is the one home of the rule of how checkers move (docs/rules.md
§3–6, the whole-turn rule of §4) and of every generator that applies it.
The rest of the program imports from here only, never from the modules
inside; ``nard_desktop.engine`` re-exports the everyday names.

Public names:

* :class:`Play`, :data:`Step`, :func:`apply_step`, :func:`check_dice`;
* :func:`legal_plays` and :func:`max_dice_playable` (under the standard
  rules the fast path answers, with a house option the reference search);
* :class:`TurnBuilder` and :func:`play_from_moves`, a turn step by step;
* :func:`standard_plays`: whether the rules in force are the standard ones
  for move generation (the batch generator serves only those);
* :func:`batch_results` and :func:`board_keys`: the batch generator the
  rollouts use (numpy; loaded on first use, so the engine alone loads no numpy).

Inside, each module has one job:

* :mod:`.play` — :class:`Play` and :func:`apply_step`, the board primitives
  the generators share, and how they make their plays
  (:func:`.play.add_last_steps` and its siblings, and the twin classes the
  innermost loops of the fast path fill inline);
* :mod:`.house` — the house options that change the legal plays, read in
  one place;
* :mod:`.reference` — the reference generator: a plain depth-first search
  over step sequences applying the whole-turn rule, with the hit-and-stack
  house option (§6).  It is the definition;
* :mod:`.fastpath` — the fast, unrolled generator under the standard rules,
  with :mod:`.fastdouble` (doubles) and :mod:`.fasthome` (the bear-off,
  table-driven);
* :mod:`.batch` — the numpy generator for a whole batch of boards at once
  (the rollouts), standard rules only;
* :mod:`.legal` — :func:`legal_plays` and :func:`max_dice_playable`, which
  pick a generator; :mod:`.turn` — :class:`TurnBuilder` and
  :func:`play_from_moves`.

How they are checked against each other and against GNU Backgammon:
``tests/engine/test_properties.py`` compares the fast path with the reference
on random positions under all 21 rolls; ``tests/engine/test_gnubg_differential.py``
compares :func:`legal_plays` with ``gnubg_nn.moves`` (a sample by default,
the long run under ``-m slow``); ``tests/engine/test_fast_paths.py`` checks
the special paths (bear-off, bar) one by one; ``tests/engine/test_batch_generator.py``
the batch generator against :func:`legal_plays`; the ``test_rules_*`` suites
hold the hand-made cases of each rule.  The training's compiled twin
(``training/fastgen.py``) is checked against :func:`legal_plays` in
``tests/training/test_fastgen.py``.

>>> from nard_desktop.engine import Position
>>> plays = legal_plays(Position.initial(), (6, 5))
>>> sorted(p.moves for p in plays)[0]
((8, 2), (8, 3))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .house import standard_plays
from .legal import legal_plays, max_dice_playable
from .play import Play, Step, apply_step, check_dice
from .turn import TurnBuilder, play_from_moves

if TYPE_CHECKING:
    from .batch import batch_results, board_keys

__all__ = ["Play", "Step", "TurnBuilder", "apply_step", "batch_results", "board_keys", "check_dice", "legal_plays",
           "max_dice_playable", "play_from_moves", "standard_plays"]

_BATCH_NAMES = ("batch_results", "board_keys")


def __getattr__(name: str):
    # The batch generator needs numpy; it loads when the rollouts first ask.
    if name in _BATCH_NAMES:
        from . import batch

        value = getattr(batch, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
