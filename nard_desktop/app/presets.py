"""Rule presets and the configuration of the next match, from the player's settings (no widgets).

Which rule options apply to a money game or a match (:data:`RULE_SCOPES`), which need
another option on (:data:`NEEDS`), which preset a set of rules amounts to
(:func:`matching_preset`, :func:`preset_for`), and the match configuration the settings
give (:func:`config_from_settings`, :func:`config_after_settings`).  The Settings
dialog, the new-match dialog and the rules page show what these say.
"""

from __future__ import annotations

import dataclasses

from ..engine.rules import RuleSet
from .settings import Settings
from .snapshot import COMPUTER, MatchConfig, PlayerSpec

__all__ = ["MATCH_ONLY", "MONEY_ONLY", "RULE_SCOPES", "NEEDS", "PRESET_NAMES", "applies", "enabled",
           "matching_preset", "preset_for", "config_from_settings", "config_after_settings"]

MATCH_ONLY = "match"
MONEY_ONLY = "money"

RULE_SCOPES: dict[str, str | None] = {
    "cube_enabled": None,
    "backgammon_counts_as_gammon": None,
    "crawford": MATCH_ONLY,
    "holland": MATCH_ONLY,
    "jacoby": MONEY_ONLY,
    "beavers": MONEY_ONLY,
    "raccoons": MONEY_ONLY,
    "automatic_doubles": MONEY_ONLY,
    "automatic_doubles_limit": MONEY_ONLY,
    "opening_reroll": None,
    "no_hit_and_stack_in_home": None,
    # The engine runs the clock in matches only: running out of time loses the match.
    "clock": MATCH_ONLY,
    "clock_free_seconds": MATCH_ONLY,
    "clock_reserve_seconds": MATCH_ONLY,
    "clock_max_move_seconds": MATCH_ONLY,
}
"""Where each option applies: in matches only, in money play only, or everywhere (None)."""

NEEDS: dict[str, tuple[str, ...]] = {
    "crawford": ("cube_enabled",),
    "holland": ("cube_enabled",),
    "jacoby": ("cube_enabled",),
    "beavers": ("cube_enabled",),
    "raccoons": ("cube_enabled", "beavers"),
    "automatic_doubles": ("cube_enabled",),
    "automatic_doubles_limit": ("cube_enabled", "automatic_doubles"),
    "clock_free_seconds": ("clock",),
    "clock_reserve_seconds": ("clock",),
    "clock_max_move_seconds": ("clock",),
}
"""The options that only mean something while others are on."""

PRESET_NAMES = RuleSet.PRESETS


def applies(name: str, money: bool) -> bool:
    """Whether the rule option ``name`` applies to a money game (``money``) or a match."""
    scope = RULE_SCOPES[name]
    return scope is None or (scope == MONEY_ONLY) == money


def enabled(name: str, rules: RuleSet, money: bool) -> bool:
    """Whether the option ``name`` can be set for the next game: it applies, and the
    options it needs are on in ``rules``."""
    return applies(name, money) and all(getattr(rules, other) for other in NEEDS.get(name, ()))


def matching_preset(rules: RuleSet, *, money: bool | None = None, prefer: str | None = None) -> str | None:
    """The preset ``rules`` amount to, or None for a custom set.

    With ``money`` known, options that do not apply to that kind of game are left out of
    the comparison: the rule book's defaults, for instance, are the money preset in a
    money game and the international match preset in a match.  ``prefer`` (the preset
    chosen last) wins a tie.
    """
    exact = rules.preset_name()
    if exact is not None or money is None:
        return exact
    relevant = [name for name in RULE_SCOPES if applies(name, money)]
    candidates = [preset for preset in PRESET_NAMES
                  if all(getattr(RuleSet.preset(preset), n) == getattr(rules, n) for n in relevant)]
    if prefer in candidates:
        return prefer
    return candidates[0] if candidates else None


def preset_for(rules: RuleSet, money: bool) -> str:
    """The preset name a match config carries for ``rules`` (the closest for the kind of game)."""
    return matching_preset(rules, money=money) or ("money" if money else "international_match")


def config_from_settings(settings: Settings, base: MatchConfig) -> MatchConfig:
    """``base`` with the house rules and the computer's level of ``settings``."""
    rules = settings.rules()
    players = tuple(PlayerSpec(p.kind, settings.computer_level, p.name) if p.kind == COMPUTER else p
                    for p in base.players)
    return dataclasses.replace(base, rules=rules, preset=preset_for(rules, base.length == 0),
                               players=players)  # type: ignore[arg-type]


def config_after_settings(settings: Settings, current: MatchConfig, *, match_in_progress: bool) -> MatchConfig:
    """The configuration of the next match once the settings changed: the house rules,
    and the computer's level too unless a match is being played (its players stay)."""
    if not match_in_progress:
        return config_from_settings(settings, current)
    rules = settings.rules()
    return dataclasses.replace(current, rules=rules, preset=preset_for(rules, current.length == 0))
