"""The computer player: evaluation, equity under the rules in force, match
equity, cube and resignation decisions, search and playing levels.

Imports the engine and numpy only (never Qt).  The main entry points::

    from nard_desktop.ai import choose_play, hint
    play = choose_play(position, (6, 5), level="expert")
    ranked = hint(position, (6, 5))

The names below load on first use, so ``import nard_desktop.ai.evaluator``
stays light.
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "WeightsError": "evaluator", "Evaluator": "evaluator", "EvaluatorStatus": "evaluator",
    "default_evaluator": "default", "default_evaluator_status": "default",
    "set_default_evaluator": "default",
    "SimpleEvaluator": "simple",
    "MatchEquityTable": "met", "match_equity_table": "met",
    "cubeless_equity": "equity", "outcome_values": "equity",
    "CubeDecision": "cube", "cube_decision": "cube", "should_double": "cube", "take_decision": "cube",
    "cube_hint": "cube", "resign_decision": "cube", "accept_resignation": "cube",
    "cubeful_equity": "cubeful", "raccoon_decision": "cube",
    "LEVELS": "levels", "LEVEL_IDS": "levels", "level_name": "levels",
    "choose_play": "player", "hint": "player", "RankedPlay": "player",
    "rollout": "rollouts", "rollout_plays": "rollouts", "RolloutResult": "rollouts", "PlayRollout": "rollouts",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'nard_desktop.ai' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__():
    return __all__
