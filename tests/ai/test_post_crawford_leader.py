"""docs/rules.md §8: in post-Crawford games the leader may double, but it is pointless (the
trailer always takes): the engine allows it, the computer never does it."""

import numpy as np

from nard_desktop.ai.cube import cube_decision, should_double
from nard_desktop.engine import Game, MatchContext, Position, RuleSet

MATCH = RuleSet.preset("international_match")
RACE_LEAD = Position.from_points({6: 4, 5: 4, 4: 3, 3: 2, 2: 2}, {6: 5, 5: 4, 4: 4, 3: 2})


class Fixed:
    def __init__(self, *probs):
        self.p = np.array(probs, dtype=float)

    def probabilities(self, positions):
        return np.tile(self.p, (len(positions), 1))


def test_the_engine_allows_the_leaders_double():
    g = Game(MATCH, match_length=5, score=(4, 2), post_crawford=True)
    g.set_state(RACE_LEAD, 0)
    assert g.can_double()
    assert g.double() == 2


def test_the_computer_never_makes_the_leaders_double():
    leader = MatchContext(match_length=5, my_score=4, their_score=2)
    for probs in [(0.75, 0.0, 0, 0, 0), (0.9, 0.3, 0, 0.01, 0), (0.6, 0.1, 0, 0.1, 0)]:
        d = cube_decision(RACE_LEAD, MATCH, leader, Fixed(*probs))
        assert d.action == "no_double" and d.pointless and d.take == "take"
        assert not should_double(RACE_LEAD, MATCH, leader, Fixed(*probs))
    # The trailer still doubles at once, and nothing is pointless in the Crawford game's absence.
    trailer = MatchContext(match_length=5, my_score=2, their_score=4)
    d = cube_decision(RACE_LEAD, MATCH, trailer, Fixed(0.5, 0.1, 0, 0.1, 0))
    assert d.action == "double" and not d.pointless
    assert not cube_decision(RACE_LEAD, MATCH, MatchContext(match_length=5, my_score=3, their_score=2),
                             Fixed(0.75, 0, 0, 0, 0)).pointless
