"""Game flow, cube, scoring, resignation, matches and the clock (docs/rules.md §2, §7–9)."""

from __future__ import annotations

import random

import pytest

from nard_desktop.engine import (
    CubeState, Game, GamePhase, IllegalActionError, IllegalMoveError, ManualRoller, Match, MatchClock,
    Position, ResultType, RuleSet, SeededRoller, game_ids, result_type,
)

P = Position.from_points
MONEY = RuleSet.preset("money")


def started(rules=None, opening=(3, 1), rolls=(), **kw) -> Game:
    g = Game(rules or RuleSet(), roller=ManualRoller([opening, *rolls]), **kw)
    g.roll_opening()
    return g


def snapshot(g: Game):
    return (g.phase, g.on_roll, g.position, g.dice, g.cube, g.result, len(g.history),
            g.turn.steps if g.turn else None, g.resignation_offer)


# §2 ---------------------------------------------------------------------------
def test_opening_higher_die_moves_first_with_both_numbers():
    """docs/rules.md §2: the higher single die starts and plays those two numbers."""
    g = Game(roller=ManualRoller([(2, 5)]))
    assert g.roll_opening() == (2, 5)
    assert g.on_roll == 1 and g.phase == GamePhase.MOVE
    assert sorted(g.dice) == [2, 5]


def test_opening_tie_is_rolled_again():
    """docs/rules.md §2: a tie is re-rolled, so the opening roll is never a double."""
    g = Game(roller=ManualRoller([(4, 4), (6, 6), (1, 6)]))
    g.roll_opening()
    assert g.phase == GamePhase.OPENING and g.dice is None
    g.roll_opening()
    assert g.phase == GamePhase.OPENING
    g.roll_opening()
    assert g.on_roll == 1 and sorted(g.dice) == [1, 6]
    assert g.cube.value == 1  # no automatic doubles by default


def test_opening_reroll_option_starter_rolls_both_dice_afresh():
    """docs/rules.md §2 option opening_reroll: the first roll may be a double."""
    g = Game(RuleSet(opening_reroll=True), roller=ManualRoller([(5, 2), (3, 3)]))
    g.roll_opening()
    assert g.phase == GamePhase.ROLL and g.on_roll == 0
    assert not g.can_double()  # the cube waits for the first real roll
    assert g.roll() == (3, 3)
    assert g.turn.length == 4


def test_automatic_doubles_turn_the_cube_on_ties_up_to_the_limit():
    """docs/rules.md §2 option automatic_doubles (money): each tie doubles the centred cube."""
    rules = MONEY.replace(automatic_doubles=True, automatic_doubles_limit=2)
    g = Game(rules, roller=ManualRoller([(1, 1), (2, 2), (3, 3), (6, 1)]))
    for _ in range(4):
        g.roll_opening() if g.phase == GamePhase.OPENING else None
    assert g.cube == CubeState(4, None)  # limited to two doublings
    assert g.on_roll == 0


def test_automatic_doubles_never_in_match_play():
    """docs/rules.md §2: automatic doubles are money play only."""
    g = Game(RuleSet(automatic_doubles=True), match_length=5, roller=ManualRoller([(2, 2), (6, 1)]))
    g.roll_opening()
    assert g.cube.value == 1


# §4 / §10 ---------------------------------------------------------------------
def test_turn_passes_only_after_dice_are_picked_up():
    """docs/rules.md §10: steps can be undone until the player picks up the dice."""
    g = started()
    g.step(8, 5)
    assert g.undo() == (8, 5)
    g.step(8, 5)
    g.step(6, 5)
    assert g.on_roll == 0
    play = g.commit()
    assert play.moves == ((8, 5), (6, 5))
    assert g.on_roll == 1 and g.phase == GamePhase.ROLL
    assert g.position == P({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 2, 6: 4, 5: 2})
    assert g.board_for(0) == P({24: 2, 13: 5, 8: 2, 6: 4, 5: 2}, {24: 2, 13: 5, 8: 3, 6: 5})


def test_commit_with_dice_left_is_refused_and_changes_nothing():
    g = started()
    g.step(8, 5)
    before = snapshot(g)
    with pytest.raises(IllegalMoveError):
        g.commit()
    assert snapshot(g) == before


def test_no_legal_move_passes_the_turn():
    """docs/rules.md §4.5 / §5: on the bar against a closed board nothing moves; the turn passes."""
    g = Game(roller=ManualRoller([(6, 5)]))
    closed = P({13: 4}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}, mine_bar=1)
    g.set_state(closed, 0)
    g.roll()
    assert g.turn.is_complete() and g.legal_plays()[0].moves == ()
    g.commit()
    assert g.on_roll == 1


def test_illegal_step_raises_and_leaves_state():
    g = started()
    before = snapshot(g)
    with pytest.raises(IllegalMoveError):
        g.step(24, 18)
    assert snapshot(g) == before


# §7 ---------------------------------------------------------------------------
def test_result_types_single_gammon_backgammon():
    """docs/rules.md §7: single if the loser bore off one; mars if none; backgammon
    if also a checker on the bar or in the winner's home board."""
    assert result_type(P({}, {1: 14})) == ResultType.SINGLE
    assert result_type(P({}, {6: 15})) == ResultType.GAMMON
    assert result_type(P({}, {6: 14, 19: 1})) == ResultType.BACKGAMMON
    assert result_type(P({}, {6: 14}, theirs_bar=1)) == ResultType.BACKGAMMON


def finish(rules, loser_board, *, cube=CubeState(), match_length=0):
    g = Game(rules, match_length=match_length, roller=ManualRoller([(6, 5)]))
    g.set_state(P({1: 1}, loser_board), 0, cube=cube)
    g.roll()
    g.step(1, 0)
    g.commit()
    return g.result


def test_backgammon_scores_three_times_the_cube():
    """docs/rules.md §7: points = base × cube value (a gammon on 4 is 8)."""
    rules = RuleSet(jacoby=False)
    r = finish(rules, {6: 14, 19: 1}, cube=CubeState(2, 1))
    assert (r.winner, r.kind, r.points) == (0, ResultType.BACKGAMMON, 6)
    r = finish(rules, {6: 15}, cube=CubeState(4, 0))
    assert (r.kind, r.points) == (ResultType.GAMMON, 8)


def test_backgammon_counts_as_gammon_option():
    """docs/rules.md §7 option: backgammon scores 2."""
    r = finish(RuleSet(backgammon_counts_as_gammon=True, jacoby=False), {6: 14, 19: 1})
    assert (r.kind, r.points) == (ResultType.BACKGAMMON, 2)


def test_cube_off_every_game_is_worth_1_2_3():
    """docs/rules.md §8 option cube_enabled off."""
    rules = RuleSet(cube_enabled=False)
    g = started(rules)
    assert not g.can_double()
    assert finish(rules, {6: 14, 19: 1}).points == 3


def test_jacoby_money_only_and_only_while_cube_centred():
    """docs/rules.md §8 Jacoby: gammons single unless the cube was turned; never in matches."""
    assert finish(MONEY, {6: 15}).points == 1
    assert finish(MONEY, {6: 15}, cube=CubeState(2, 1)).points == 4
    assert finish(RuleSet(jacoby=True), {6: 15}, match_length=5).points == 2


# §8 cube ----------------------------------------------------------------------
def _at_roll(rules=MONEY, on_roll=0, cube=CubeState(), **kw) -> Game:
    g = Game(rules, roller=SeededRoller(1), **kw)
    g.set_state(Position.initial(), on_roll, cube=cube)
    return g


def test_double_take_gives_the_taker_the_cube():
    g = _at_roll()
    assert g.double() == 2
    assert g.phase == GamePhase.DOUBLE_OFFERED and g.awaiting == 1
    g.take()
    assert g.cube == CubeState(2, 1) and g.phase == GamePhase.ROLL and g.on_roll == 0
    assert not g.can_double()  # only the owner may redouble


def test_drop_loses_at_the_current_value():
    g = _at_roll(cube=CubeState(4, 0))
    g.double()
    r = g.drop()
    assert (r.winner, r.points, r.reason) == (0, 4, "drop")
    assert g.is_over


def test_cube_never_above_64():
    g = _at_roll(cube=CubeState(64, 0))
    assert not g.can_double()
    with pytest.raises(IllegalActionError):
        g.double()


def test_double_only_before_rolling():
    g = _at_roll()
    g.roll()
    with pytest.raises(IllegalActionError):
        g.double()


def test_cube_actions_at_the_wrong_moment_change_nothing():
    g = _at_roll()
    for action in (g.take, g.drop, g.beaver, g.raccoon, g.accept_resignation, g.decline_resignation, g.commit):
        before = snapshot(g)
        with pytest.raises((IllegalActionError, IllegalMoveError)):
            action()
        assert snapshot(g) == before


def test_beaver_and_raccoon():
    """docs/rules.md §8 beavers (money option) and raccoons (sub-option)."""
    g = _at_roll(MONEY.replace(beavers=True, raccoons=True))
    g.double()
    assert g.can_beaver()
    assert g.beaver() == 4
    assert g.cube.owner == 1 and g.phase == GamePhase.BEAVERED
    assert g.raccoon() == 8
    assert g.cube == CubeState(8, 1) and g.phase == GamePhase.ROLL and g.on_roll == 0


def test_no_beaver_unless_enabled_or_in_a_match():
    g = _at_roll(MONEY)
    g.double()
    assert not g.can_beaver()
    with pytest.raises(IllegalActionError):
        g.beaver()
    g2 = _at_roll(RuleSet(beavers=True), match_length=7)
    g2.double()
    assert not g2.can_beaver()


def test_no_cube_in_the_crawford_game():
    g = _at_roll(RuleSet(), match_length=5, score=(4, 2), crawford_game=True)
    assert not g.can_double()


def test_holland_trailer_waits_until_both_rolled_twice():
    """docs/rules.md §8 Holland: after Crawford the trailer doubles only after both sides rolled twice."""
    rules = RuleSet(holland=True)
    g = Game(rules, match_length=5, score=(4, 1), post_crawford=True, roller=SeededRoller(3))
    # player 1 trails; play the game until player 1 is on roll before anyone has rolled twice
    while g.phase == GamePhase.OPENING:
        g.roll_opening()
    rng = random.Random(0)
    seen_block = seen_allow = False
    while not g.is_over and not seen_allow:
        if g.phase == GamePhase.ROLL:
            if g.on_roll == 1:
                if min(g.rolls) < 2:
                    assert not g.can_double()
                    seen_block = True
                else:
                    assert g.can_double()
                    seen_allow = True
                    break
            g.roll()
        elif g.phase == GamePhase.MOVE:
            g.play(rng.choice(g.legal_plays()))
    assert seen_block and seen_allow
    g2 = Game(RuleSet(holland=False), match_length=5, score=(4, 1), post_crawford=True)
    g2.set_state(Position.initial(), 1)
    g2.rolls = [0, 0]
    assert g2.can_double()


# resignation --------------------------------------------------------------------
def test_resignation_accepted_scores_the_offered_level():
    g = _at_roll(RuleSet(jacoby=False), cube=CubeState(2, 1))
    g.offer_resignation(0, ResultType.GAMMON)
    assert g.phase == GamePhase.RESIGN_OFFERED and g.awaiting == 1
    r = g.accept_resignation()
    assert (r.winner, r.kind, r.points, r.reason) == (1, ResultType.GAMMON, 4, "resign")


def test_resignation_declined_play_goes_on_where_it_was():
    g = started()
    g.step(8, 5)
    g.offer_resignation(1, ResultType.SINGLE)
    g.decline_resignation()
    assert g.phase == GamePhase.MOVE and g.turn.steps == ((8, 5),)


def test_resignation_level_must_be_1_2_3():
    g = _at_roll()
    with pytest.raises(IllegalActionError):
        g.offer_resignation(0, 4)
    assert g.phase == GamePhase.ROLL


# §9 matches ---------------------------------------------------------------------
def play_out(game: Game, rng: random.Random, double_p=0.0, take_p=1.0):
    while not game.is_over:
        if game.phase == GamePhase.OPENING:
            game.roll_opening()
        elif game.phase == GamePhase.ROLL:
            if game.can_double() and rng.random() < double_p:
                game.double()
            else:
                game.roll()
        elif game.phase == GamePhase.DOUBLE_OFFERED:
            game.take() if rng.random() < take_p else game.drop()
        elif game.phase == GamePhase.BEAVERED:
            game.roll()
        else:
            game.play(rng.choice(game.legal_plays()))


def test_match_to_n_points_ends_when_a_side_reaches_n():
    """docs/rules.md §9: the first side to reach N wins the match."""
    for seed in range(8):
        rng = random.Random(seed)
        m = Match(5, RuleSet(), roller=SeededRoller(seed))
        while True:
            play_out(m.game, rng, double_p=0.1, take_p=0.8)
            if m.is_over:
                break
            m.next_game()
        assert max(m.score) >= 5 and m.score[m.winner] >= 5
        assert sum(r.points for r in m.results if r.winner == m.winner) == m.score[m.winner]


def test_crawford_game_then_post_crawford():
    """docs/rules.md §8: the first game after a side reaches match point − 1 has no cube; then it returns."""
    m = Match(5, RuleSet(), roller=SeededRoller(0))
    m.game.set_state(P({1: 1}, {6: 15}), 0)  # player 0 wins a gammon: 2 points
    m.game.roll()
    m.game.step(1, 0)
    m.game.commit()
    assert m.score == [2, 0]
    m.next_game()
    m.game.set_state(P({1: 1}, {6: 15}), 0)
    m.game.roll(); m.game.step(1, 0); m.game.commit()
    assert m.score == [4, 0]
    crawford = m.next_game()
    assert crawford.crawford_game and not crawford.post_crawford
    crawford.set_state(Position.initial(), 1)
    assert not crawford.can_double()
    crawford.set_state(P({1: 1}, {1: 14}), 1)
    crawford.roll(); crawford.step(1, 0); crawford.commit()
    after = m.next_game()
    assert not after.crawford_game and after.post_crawford
    after.set_state(Position.initial(), 1)
    assert after.can_double()


def test_crawford_off_means_cube_stays():
    m = Match(3, RuleSet(crawford=False))
    m.score = [2, 0]
    g = m.next_game() if m.game.is_over else m._new_game()
    assert not g.crawford_game


def test_money_session_tallies_points():
    m = Match(0, MONEY, roller=SeededRoller(5))
    rng = random.Random(5)
    for _ in range(5):
        play_out(m.game, rng)
        m.next_game()
    assert not m.is_over
    assert sum(m.score) == sum(r.points for r in m.results) and len(m.results) == 5


def test_match_length_is_checked():
    for bad in (-1, 26, 3.0, "5"):
        with pytest.raises(ValueError):
            Match(bad)


def test_next_game_refused_while_a_game_is_on():
    m = Match(3)
    with pytest.raises(IllegalActionError):
        m.next_game()


# clock --------------------------------------------------------------------------
def test_clock_free_seconds_then_reserve_then_loss():
    """docs/rules.md §9 clock: 12 free seconds a move, a 2-minute reserve, 60 s at most a move."""
    c = MatchClock(12, 120, 60)
    assert c.charge(0, 10) and c.reserves[0] == 120
    assert c.charge(0, 50) and c.reserves[0] == 82
    assert not c.charge(0, 61)
    c2 = MatchClock(12, 20, 60)
    assert c2.charge(1, 30) and c2.reserves[1] == 2
    assert not c2.charge(1, 15)
    assert c2.time_left(0, 0) == 32


def test_running_out_of_time_loses_the_match():
    m = Match(7, RuleSet(clock=True), roller=SeededRoller(2))
    m.game.roll_opening()
    assert not m.charge_clock(m.game.on_roll, 75)
    assert m.is_over and m.winner == 1 - m.game.result.loser == m.game.result.winner


# ids ----------------------------------------------------------------------------
def test_game_ids_round_trip_through_random_matches():
    """Position ID + Match ID written by us read back to the same state."""
    from nard_desktop.engine import match_from_ids
    for seed in range(6):
        rng = random.Random(seed)
        m = Match(7, RuleSet(), roller=SeededRoller(seed))
        g = m.game
        while not g.is_over:
            if g.phase == GamePhase.OPENING:
                g.roll_opening()
            elif g.phase == GamePhase.ROLL:
                g.double() if (g.can_double() and rng.random() < 0.1) else g.roll()
            elif g.phase == GamePhase.DOUBLE_OFFERED:
                g.take()
            else:
                g.play(rng.choice(g.legal_plays()))
            if not g.is_over and g.phase != GamePhase.OPENING:
                ids = game_ids(g)
                again = match_from_ids(*ids)
                assert game_ids(again.game) == ids
                assert again.game.board_for(0) == g.board_for(0)
                assert again.game.cube == g.cube and again.game.phase == g.phase
