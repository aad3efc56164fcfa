"""Legal plays and the step-by-step view of a turn: the public names in one place.

The rule lives in four modules, each with one job:

* :mod:`.play` — :class:`Play`, :data:`Step`, :func:`apply_step`, the
  board primitives the generators share, and how they make their plays
  (:func:`.play._add_last_steps` and its siblings, and the twin classes the
  innermost loops of the fast path fill inline);
* :mod:`.reference` — the reference generator: a plain depth-first search
  over step sequences applying the whole-turn rule (RULES.md §4), with the
  hit-and-stack house option (§6).  It is the definition;
* :mod:`.fastpath` — the fast, unrolled generator :func:`legal_plays` uses
  under the default rules, and :mod:`.fasthome` its table-driven part for
  the bear-off (every checker home);
* :mod:`.legal` — :func:`legal_plays` and :func:`max_dice_playable`, which
  pick one of the two; :mod:`.turn` — :class:`TurnBuilder` and
  :func:`play_from_moves`.

How they are checked against each other and against GNU Backgammon:
``tests/engine/test_properties.py`` compares the fast path with the reference
on random positions under all 21 rolls; ``tests/engine/test_gnubg_differential.py``
compares :func:`legal_plays` with ``gnubg_nn.moves`` (a sample by default,
the long run under ``-m slow``); ``tests/engine/test_fast_paths.py`` checks
the special paths (bear-off, bar) one by one; the ``test_rules_*`` suites hold the
hand-made cases of each rule.

>>> from nard_desktop.engine import Position
>>> plays = legal_plays(Position.initial(), (6, 5))
>>> sorted(p.moves for p in plays)[0]
((8, 2), (8, 3))
"""

from __future__ import annotations

from .legal import legal_plays, max_dice_playable
from .play import Play, Step, apply_step
from .turn import TurnBuilder, play_from_moves

__all__ = ["Play", "Step", "TurnBuilder", "apply_step", "legal_plays", "max_dice_playable", "play_from_moves"]
