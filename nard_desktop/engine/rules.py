"""Every house-rule option of docs/rules.md in one immutable object."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from typing import Any, Mapping

from .errors import EngineError

CUBE_LIMIT = 64
"""The cube never goes above 64 (docs/rules.md §8)."""

CUBE_VALUES = tuple(2 ** k for k in range(CUBE_LIMIT.bit_length()))
"""The values a cube can show: 1, 2, 4, …, 64."""

MAX_MATCH_LENGTH = 25
"""The longest match (docs/rules.md §9: any length 1–25); 0 is a money session."""


@dataclass(frozen=True)
class RuleSet:
    """The options of docs/rules.md, each with the rule book's default.

    Options that apply only to matches (``crawford``, ``holland``) or only to
    money play (``jacoby``, ``beavers``, ``raccoons``, ``automatic_doubles``)
    are ignored by the game flow where they do not apply.

    >>> RuleSet().cube_enabled
    True
    >>> RuleSet.preset("iranian_cafe").backgammon_counts_as_gammon
    True
    """

    cube_enabled: bool = True
    """§8: off removes the cube entirely; every game is worth 1/2/3."""
    backgammon_counts_as_gammon: bool = False
    """§7: a backgammon scores as a plain mars (2)."""
    crawford: bool = True
    """§8, matches: the game after a side reaches match point − 1 has no cube."""
    holland: bool = False
    """§8, matches: after Crawford the trailer may double only after both sides rolled twice."""
    jacoby: bool = True
    """§8, money: gammons and backgammons count single unless the cube was turned."""
    beavers: bool = False
    """§8, money: a doubled player may redouble at once, keeping the cube."""
    raccoons: bool = False
    """§8, money, with beavers: the original doubler may re-redouble at once."""
    automatic_doubles: bool = False
    """§2, money: each tie in the opening roll turns the cube one step."""
    automatic_doubles_limit: int = 1
    """§2: how many automatic doubles at most in one game."""
    opening_reroll: bool = False
    """§2: the starter rolls both dice afresh for the first turn."""
    no_hit_and_stack_in_home: bool = False
    """§6: in the home board a checker that just hit may not go on onto own checkers."""
    clock: bool = False
    """§9: the NARDEON clock."""
    clock_free_seconds: int = 12
    clock_reserve_seconds: int = 120
    clock_max_move_seconds: int = 60

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool):
                if type(value) is not bool:
                    raise EngineError(f"rule option {f.name} is on or off, not {value!r}", code="bad_rule",
                                      option=f.name)
            elif type(value) is not int:
                raise EngineError(f"rule option {f.name} is a whole number, not {value!r}", code="bad_rule",
                                  option=f.name)
        if not 1 <= self.automatic_doubles_limit <= 6:
            raise EngineError("automatic doubles are limited to 1–6 (the cube stops at 64)", code="bad_rule",
                              option="automatic_doubles_limit")
        if not 0 <= self.clock_free_seconds <= 600:
            raise EngineError("free seconds per move must be 0–600", code="bad_rule", option="clock_free_seconds")
        if not 1 <= self.clock_reserve_seconds <= 36000:
            raise EngineError("the clock reserve must be 1–36000 seconds", code="bad_rule",
                              option="clock_reserve_seconds")
        if not 1 <= self.clock_max_move_seconds <= 3600:
            raise EngineError("the longest move must be 1–3600 seconds", code="bad_rule",
                              option="clock_max_move_seconds")

    # ------------------------------------------------------------ presets
    PRESETS = ("iranian_cafe", "international_match", "money")

    @classmethod
    def preset(cls, name: str) -> "RuleSet":
        """One of the three presets: ``iranian_cafe``, ``international_match``, ``money``."""
        if name == "iranian_cafe":
            # No cube, every backgammon is a mars; odd match lengths are the
            # preset's suggestion (see ``PRESET_MATCH_LENGTHS``).
            return cls(cube_enabled=False, backgammon_counts_as_gammon=True, crawford=False, jacoby=False)
        if name == "international_match":
            return cls(cube_enabled=True, backgammon_counts_as_gammon=False, crawford=True, jacoby=False)
        if name == "money":
            return cls(cube_enabled=True, backgammon_counts_as_gammon=False, jacoby=True, beavers=False,
                       crawford=False)
        raise EngineError(f"unknown rules preset {name!r}", code="bad_preset", preset=name)

    def preset_name(self) -> str | None:
        """The preset these rules equal, or None for a custom set."""
        for name in self.PRESETS:
            if self == RuleSet.preset(name):
                return name
        return None

    def replace(self, **changes: Any) -> "RuleSet":
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "RuleSet":
        """Build from a mapping; unknown keys are an error, missing keys take defaults."""
        if not isinstance(data, Mapping):
            raise EngineError("rules must be a mapping of option names to values", code="bad_rule")
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise EngineError(f"unknown rule options: {', '.join(sorted(map(str, unknown)))}", code="bad_rule")
        return cls(**dict(data))


PRESET_MATCH_LENGTHS = {
    "iranian_cafe": (1, 3, 5, 7),
    "international_match": (1, 3, 5, 7),
    "money": (),
}
"""Match lengths each preset offers first (docs/rules.md §9: any length 1–25 is allowed)."""
