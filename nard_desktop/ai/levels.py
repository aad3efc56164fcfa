"""Playing levels of the computer player.

Each level is a search depth and an amount of noise added to the equity of
every play before the best is picked (normally distributed, standard
deviation in equity units, drawn from an injected ``random.Random`` so games
can be replayed):

=============  ======  =====  ===============================================
id             plies   noise  what it is
=============  ======  =====  ===============================================
beginner       0       0.13   often misjudges; still never plays illegally
intermediate   0       0.085  a club player's mistakes: about pubeval's strength
advanced       0       0.03   the odd slip
expert         0       0      the evaluator's own choice
world_class    3       0      2-ply search with a move filter, and the close
                              plays (best three within 0.08) a roll deeper
=============  ======  =====  ===============================================

World class ranks the plays at 0 plies, looks at the best few (at most 8
within 0.16) two plies deep -- the opponent's 21 rolls and best replies --
and, when two or three of those are within 0.08 of the best, looks at
those (at most three) a third ply deep: the player's own 21 rolls after each reply
(:func:`nard_desktop.ai.search.rank_three_ply`; GNU Backgammon's "2-ply").

The noises were set for the shipped network (measured against pubeval,
the figures in docs/benchmarks.md): Beginner well below pubeval, Intermediate
near it, Advanced clearly above it and below Expert.  A stronger network
makes the same noise cost less, so they are measured again whenever the
weights change.

Cube decisions look 0 plies deep (Janowski's formula on the evaluator's
probabilities), except at World class: one roll ahead with the cube valued
at each position reached (cubeful 1-ply), and a roll deeper where that
leaves the decision close (:func:`nard_desktop.ai.cube.cube_decision`);
those looks read the network's levels through the cube's calibration,
fitted on our own rollouts (:mod:`nard_desktop.ai.calibration`).

``LEVELS`` pairs each id with an English name; the window translates the
names with ``tr()``.
"""

from __future__ import annotations

from dataclasses import dataclass

from nard_desktop.engine.errors import EngineError

from .search import WORLD_CLASS_DEEP_FILTER, WORLD_CLASS_FILTER, MoveFilter

__all__ = ["LEVELS", "LEVEL_IDS", "DEFAULT_LEVEL", "Level", "level", "level_name"]


@dataclass(frozen=True)
class Level:
    """How one playing level decides."""

    id: str
    name: str
    plies: int
    noise: float
    move_filter: MoveFilter | None = None
    cube_plies: int = 0
    deep_filter: MoveFilter | None = None


_LEVELS = (
    Level("beginner", "Beginner", 0, 0.13),
    Level("intermediate", "Intermediate", 0, 0.085),
    Level("advanced", "Advanced", 0, 0.03),
    Level("expert", "Expert", 0, 0.0),
    Level("world_class", "World class", 3, 0.0, WORLD_CLASS_FILTER, cube_plies=2,
          deep_filter=WORLD_CLASS_DEEP_FILTER),
)

LEVELS: tuple[tuple[str, str], ...] = tuple((lv.id, lv.name) for lv in _LEVELS)
"""``(id, English name)`` for each level, weakest first."""

LEVEL_IDS: tuple[str, ...] = tuple(lv.id for lv in _LEVELS)
DEFAULT_LEVEL = "expert"
_BY_ID = {lv.id: lv for lv in _LEVELS}


def level(level_id: str | Level) -> Level:
    """The :class:`Level` for an id; an unknown id is an :class:`EngineError`."""
    if isinstance(level_id, Level):
        return level_id
    try:
        return _BY_ID[level_id]
    except (KeyError, TypeError):
        raise EngineError(f"unknown playing level {level_id!r}; one of {', '.join(LEVEL_IDS)}",
                          code="bad_level") from None


def level_name(level_id: str) -> str:
    """The English display name of a level id."""
    return level(level_id).name
