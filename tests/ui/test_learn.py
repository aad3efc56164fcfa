"""Learn from your mistakes in the window: after an analysis it visits exactly
the player's marked decisions, asks for a better play on the board itself (the
normal drag with lit points), judges it by the analysis engine's numbers, and
leaving puts back the review and the match exactly as they were."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, Qt

from nard_desktop.ai.analysis import AnalysisOptions, analyse
from nard_desktop.app.analysis import decisions_from_match
from nard_desktop.app.controller import MatchConfig
from nard_desktop.app.learn import BEST, ERROR, mistakes
from nard_desktop.engine import parse_play
from random_play import random_money_game

sys.path.insert(0, str(Path(__file__).parent))
from test_review import check_board

DEPTH0 = AnalysisOptions(depth=0)


def reviewing(w, qtbot, helpers):
    c = w.controller
    c.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    c.load_match(random_money_game(7, 24))
    w.review.options = DEPTH0
    # In the worker thread: quick to start.  The analysis in worker processes is
    # test_review_kept.py::test_the_window_analyses_in_worker_processes_with_the_same_figures.
    w.review.jobs = 1
    assert not w.learn.act_learn.isEnabled()  # nothing analysed yet
    w.review.act_analyse.trigger()
    qtbot.waitUntil(lambda: w.review.active, timeout=120000)
    md = decisions_from_match(c.match, {"players": [{"name": c.seat_name(0)}, {"name": c.seat_name(1)}]})
    return c, md, analyse(md, DEPTH0, jobs=1)


def check_learn_board(scene, decision):
    """The board shows the decision as the review does, and lets its player move
    only in a checker decision."""
    check_board(scene, decision)
    if decision.kind == "checker":
        assert scene.snapshot.mover == decision.player and scene.snapshot.destinations
    else:
        assert scene.snapshot.mover is None


def test_it_visits_exactly_the_players_marked_decisions(window, qtbot, helpers):
    w, d = window
    c, md, ma = reviewing(w, qtbot, helpers)
    history = [list(g.history) for g in c.match.games]
    match_snapshot = w.scene.snapshot
    review_row = w.review.panel.current()
    learn = w.learn
    assert learn.act_learn in w.game_menu.actions() and learn.act_learn.isEnabled()
    assert learn.review_button.isVisible()
    qtbot.mouseClick(learn.review_button, Qt.MouseButton.LeftButton)
    assert learn.active and learn.panel.isVisible() and not w.review.panel.isVisible()
    assert w.view.scene() is learn.scene and w.view.isInteractive()
    for order in ("worst", "game"):
        learn.panel.order_combo.setCurrentIndex(learn.panel.order_combo.findData(order))
        learn._restart()
        want = [m.index for m in mistakes(md, ma, 0, order)]
        marked = [i for i, a in enumerate(ma.decisions) if a.player == 0 and a.mark]
        assert marked and sorted(want) == marked
        assert want == (sorted(marked, key=lambda i: (-ma.decisions[i].error, i)) if order == "worst" else marked)
        seen = []
        while learn.session.current is not None:
            m = learn.session.current
            seen.append(m.index)
            check_learn_board(learn.scene, md.decisions[m.index])
            assert ma.decisions[m.index].mark is not None and ma.decisions[m.index].player == 0
            qtbot.mouseClick(learn.panel.next_button, Qt.MouseButton.LeftButton)
        assert seen == want
        assert learn.panel.prompt.text()  # the summary
    # The opponent's mistakes, on request.
    learn.panel.player_combo.setCurrentIndex(1)
    learn._restart()
    assert [m.index for m in learn.session.mistakes] == [m.index for m in mistakes(md, ma, 1, "game")]
    # Leaving returns exactly: the review at its row, the match untouched, its board as it was.
    qtbot.mouseClick(learn.panel.leave_button, Qt.MouseButton.LeftButton)
    assert not learn.active and w.view.scene() is w.scene and w.review.panel.isVisible()
    assert w.review.panel.current() == review_row and not w.view.isInteractive()
    assert [list(g.history) for g in c.match.games] == history
    assert w.scene.snapshot is match_snapshot
    w.review.leave()
    assert w.scene.snapshot.board == c.game.board_for(c.bottom)


def test_a_retried_play_on_the_board_is_judged_by_the_analysis(window, qtbot, helpers):
    w, d = window
    c, md, ma = reviewing(w, qtbot, helpers)
    learn = w.learn
    learn.act_learn.trigger()
    while learn.session.current is not None and learn.session.current.kind != "checker":
        learn.next()
    m = learn.session.current
    assert m is not None
    dec, a = m.decision, m.analysis
    d.scene = learn.scene  # the driver's gestures go to the learning board
    best = parse_play(dec.position, dec.dice, a.best, dec.rules)
    # Dragging a checker lights its legal points, as in a game.
    for k, (src, dst) in enumerate(best.moves):
        start = d.checker(dec.player, src)
        d.press(start)
        d.move(start + QPointF(6, 6))
        if k == 0:
            assert learn.scene.highlighted_destinations() == learn.scene.snapshot.destinations[src]
        d.move(d.target(dec.player, dst))
        d.release(d.target(dec.player, dst))
    qtbot.waitUntil(lambda: learn.last_verdict is not None, timeout=60000)
    assert learn.last_verdict.kind == BEST and learn.last_verdict.error == 0.0
    assert learn.panel.verdict.text()
    # Try again with the play made in the game: still the error the analysis found.
    qtbot.mouseClick(learn.panel.retry_button, Qt.MouseButton.LeftButton)
    check_learn_board(learn.scene, dec)
    learn.last_verdict = None
    for src, dst in dec.play.moves:
        d.drag(d.checker(dec.player, src), d.target(dec.player, dst))
    qtbot.waitUntil(lambda: learn.last_verdict is not None, timeout=60000)
    assert learn.last_verdict.kind == ERROR and abs(learn.last_verdict.error - a.error) < 1e-9
    # The answer: the best play, shown on the board, and what the mistake lost.
    qtbot.mouseClick(learn.panel.reveal_button, Qt.MouseButton.LeftButton)
    shown = learn.scene.snapshot.board
    assert shown == (best.result if dec.player == c.bottom else best.result.swapped())
    assert learn.session.summary() == (1, len(learn.session.mistakes))


def test_a_cube_mistake_is_answered_with_buttons(window, qtbot, helpers):
    w, d = window
    c, md, ma = reviewing(w, qtbot, helpers)
    learn = w.learn
    cube = [m for p in (0, 1) for m in mistakes(md, ma, p, "game") if m.kind != "checker"]
    assert cube  # the seeded match has one
    m = cube[0]
    learn.start(player=m.analysis.player, order="game")
    while learn.session.current.index != m.index:
        learn.next()
    buttons = learn.panel.cube_buttons
    assert set(buttons) >= {m.analysis.right, m.analysis.taken}
    qtbot.mouseClick(buttons[m.analysis.taken], Qt.MouseButton.LeftButton)
    assert learn.last_verdict.kind == ERROR
    qtbot.mouseClick(buttons[m.analysis.right], Qt.MouseButton.LeftButton)
    assert learn.last_verdict.kind == BEST
    # Leaving the review (Escape) while learning ends learning too: the match's board is back.
    w.review.act_leave.trigger()
    assert not learn.active and not w.review.active and w.view.scene() is w.scene and w.view.isInteractive()


def test_in_persian_and_through_a_language_switch(persian, window, qtbot, helpers):
    from nard_desktop.app import i18n
    from nard_desktop.app.text import loc, notation_text

    w, d = window
    c, md, ma = reviewing(w, qtbot, helpers)
    learn = w.learn
    assert learn.act_learn.text() != "Learn from your &mistakes"  # translated
    learn.start(order="game")
    while learn.session.current.kind != "checker":
        learn.next()
    m = learn.session.current
    heading = learn.panel.heading.text()
    assert loc(m.analysis.move) in heading and "Mistake" not in heading
    src, dst = m.decision.play.moves[0]
    assert learn.step(src, dst)
    board = learn.scene.snapshot.board
    i18n.switch_language(qtbot_app(), "en")
    try:
        assert learn.panel.heading.text().startswith("Mistake ")
        assert learn.scene.snapshot.board == board and learn.board.turn.steps == ((src, dst),)
    finally:
        i18n.switch_language(qtbot_app(), "fa")
    learn.reveal()
    assert notation_text(m.analysis.best) in learn.panel.verdict.text()
    persian_answer = learn.panel.verdict.text()
    # The answer on show follows a language switch, and comes back in Persian.
    i18n.switch_language(qtbot_app(), "en")
    try:
        english_answer = learn.panel.verdict.text()
        assert english_answer.startswith("The best: ") and m.analysis.best.replace(" ", "\u00a0") in english_answer
    finally:
        i18n.switch_language(qtbot_app(), "fa")
    assert learn.panel.verdict.text() == persian_answer


def qtbot_app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def test_the_review_and_learning_panels_are_made_when_first_needed(window, qtbot, helpers):
    """A window that never reviews makes neither dock; Game ▸ Analyse makes the review
    panel (with its Learn button), the button the learning panel and its board."""
    from nard_desktop.ui.learn_panel import LearnPanel
    from nard_desktop.ui.review_panel import ReviewPanel

    w, _ = window
    w.retranslate()  # a language switch's retranslation makes none of them
    w.controller.new_match(MatchConfig(length=0, preset="money", players=helpers.TWO_HUMANS))
    assert w.findChildren(ReviewPanel) == [] and w.findChildren(LearnPanel) == []
    c, md, ma = reviewing(w, qtbot, helpers)
    (review_panel,) = w.findChildren(ReviewPanel)
    assert review_panel.isVisible() and w.findChildren(LearnPanel) == []
    button = w.learn.review_button
    assert review_panel.isAncestorOf(button) and button.isVisible() and button.isEnabled() and button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    (learn_panel,) = w.findChildren(LearnPanel)
    assert learn_panel.isVisible() and not review_panel.isVisible() and w.view.scene() is w.learn.scene
    w.learn.leave()
    assert review_panel.isVisible() and not learn_panel.isVisible() and w.view.scene() is w.scene
    w.review.leave()
    assert not review_panel.isVisible() and w.findChildren(ReviewPanel) == [review_panel]


EXPERT_WORDS = re.compile(r"\bm?EMG\b|\d-ply\b|\bply\b|\bplies\b|لایه|عمق")


def _verdict(learn) -> str:
    return learn.panel.verdict.text() + " " + learn.panel.why.text()


def check_plain_and_expert_numbers(w, qtbot, helpers):
    from nard_desktop.app.numbers import percent, points_a_game

    c, md, ma = reviewing(w, qtbot, helpers)
    learn = w.learn
    assert not w.options.expert_numbers
    learn.start(order="game")
    while learn.session.current.kind != "checker":
        learn.next()
    m = learn.session.current
    a = m.analysis
    # The answer: the winning chances the choice made in the game gave up, and its cost in points.
    learn.reveal()
    text = _verdict(learn)
    assert not EXPERT_WORDS.search(text), text
    chances = {x.play: x.probabilities[0] for x in a.alternatives}
    assert percent(chances[a.best]) in text and percent(chances[a.played]) in text
    assert points_a_game(a.error, a.cube_value) in text
    # A retry that is still an error says so in chances and points too.
    learn.retry()
    learn.last_verdict = None
    for src, dst in m.decision.play.moves:
        assert learn.step(src, dst)
    qtbot.waitUntil(lambda: learn.last_verdict is not None, timeout=60000)
    text = _verdict(learn)
    assert learn.last_verdict.kind == ERROR and learn.last_verdict.chances is not None
    assert not EXPERT_WORDS.search(text) and "%" in text.replace("٪", "%")
    # Expert numbers on: the same verdict with its loss in EMG.
    w.options.expert_numbers = True
    learn.refresh()
    assert "EMG" in learn.panel.verdict.text()
    learn.reveal()
    assert "EMG" in learn.panel.verdict.text()
    # A cube mistake: its cost in points a game (EMG only for experts).
    w.options.expert_numbers = False
    cube = [x for x in learn.session.mistakes if x.kind != "checker"]
    assert cube  # the seeded match has one
    while learn.session.current.index != cube[0].index:
        learn.next()
    learn.choose_cube(cube[0].analysis.taken)
    text = _verdict(learn)
    assert not EXPERT_WORDS.search(text)
    assert points_a_game(cube[0].analysis.error, cube[0].analysis.cube_value) in text


def test_plain_numbers_unless_expert_numbers_are_asked_for(window, qtbot, helpers):
    w, d = window
    check_plain_and_expert_numbers(w, qtbot, helpers)


def test_plain_numbers_in_persian(persian, window, qtbot, helpers):
    w, d = window
    check_plain_and_expert_numbers(w, qtbot, helpers)
