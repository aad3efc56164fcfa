"""The house options that change which plays are legal, read in one place (docs/rules.md §6).

Today there is one: ``no_hit_and_stack_in_home`` (a checker that hit in the
home board may not go on, in the same turn, onto a point holding its own
checkers).  Only the reference search (:mod:`.reference`) and the turn
builder (:mod:`.turn`, through the reference's queries) apply it; the fast
path (:mod:`.fastpath`) and the batch generator (:mod:`.batch`) serve the
standard rules only, and every caller asks :func:`standard_plays` before
using them (:func:`.legal.legal_plays` inlines the same test, see there).

A new house rule that changes the legal plays is added to :class:`RuleSet`,
to the two functions below and to the reference search; nothing else.
"""

from __future__ import annotations

from ..rules import RuleSet

DEFAULT_RULES = RuleSet()
"""The rules when none are given: the standard ones."""


def standard_plays(rules: RuleSet | None) -> bool:
    """True when ``rules`` leave the legal plays as the standard rules make
    them, so that the fast path and the batch generator may answer; False
    when a house option changes them (only the reference search applies it).

    >>> standard_plays(None), standard_plays(RuleSet(no_hit_and_stack_in_home=True))
    (True, False)
    """
    return rules is None or not rules.no_hit_and_stack_in_home


def hitters_marked(rules: RuleSet) -> bool:
    """True when the checkers that hit in the home board this turn must be
    told apart from the others (``no_hit_and_stack_in_home``): the reference
    search then follows them (``reference._mark_options``)."""
    return rules.no_hit_and_stack_in_home
