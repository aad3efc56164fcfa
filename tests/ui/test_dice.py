"""The dice in the window: provably fair dice (commitment before, check after),
dice entered by hand, and the dice statistics (docs/fair-dice.md)."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialog, QMessageBox

from nard_desktop.app.controller import COMPUTER, HUMAN, MatchConfig, PlayerSpec
from nard_desktop.app.record import dumps, loads, record_from_match
from random_play import self_test_match
from nard_desktop.engine import GamePhase, SecureRoller
from nard_desktop.engine.fairdice import FairRoller, dice_statistics, match_rolls
from nard_desktop.ui.dialogs.dice_stats import DiceStatsDialog
from nard_desktop.ui.dialogs.fair_dice import CommitmentDialog, VerifyDiceDialog, check_fair_dice, verdict_text
from nard_desktop.ui.dialogs.manual_dice import ManualDiceDialog
from nard_desktop.ui.dialogs.new_game import NewGameDialog
from nard_desktop.ui.dice_actions import HandDice

sys.path.insert(0, str(Path(__file__).parent))
from test_files import act, play_turns

TWO_HUMANS = (PlayerSpec(HUMAN), PlayerSpec(HUMAN))
PERSIAN_DIGITS = set("۰۱۲۳۴۵۶۷۸۹")


@pytest.fixture
def shown(monkeypatch):
    """Dialogs run with exec() are recorded and closed at once."""
    seen = []

    def fake_exec(dlg):
        seen.append(dlg)
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(VerifyDiceDialog, "exec", fake_exec)
    monkeypatch.setattr(CommitmentDialog, "exec", fake_exec)
    monkeypatch.setattr(DiceStatsDialog, "exec", fake_exec)
    return seen


def fair_match(w, length=1):
    c = w.controller
    c.new_match(MatchConfig(length=length, preset="iranian_cafe", players=TWO_HUMANS, dice="fair"))
    return c


# ------------------------------------------------------------------ fair dice
def test_the_new_match_dialog_offers_fair_dice(qtbot):
    dlg = NewGameDialog(MatchConfig())
    qtbot.addWidget(dlg)
    assert not dlg.fair_dice.isChecked() and dlg.config().dice == "secure"
    dlg.fair_dice.setChecked(True)
    assert dlg.config().dice == "fair"
    again = NewGameDialog(dlg.config())
    qtbot.addWidget(again)
    assert again.fair_dice.isChecked()


def test_the_commitment_is_shown_before_the_first_roll(make_window, helpers):
    w, _ = make_window(helpers.instant_options(show_dialogs=True))
    c = fair_match(w)
    roller = c.match.roller
    assert isinstance(roller, FairRoller) and not c.game.history
    dialogs = [d for d in w.findChildren(CommitmentDialog) if d.isVisible()]
    assert len(dialogs) == 1 and dialogs[0].commitment == roller.commitment
    shown = dialogs[0].commitment_label.text().replace(" ", "").replace("\n", "").strip("\u2066\u2069")
    assert shown == roller.commitment
    assert w.dice.fair_button.isVisible() and roller.commitment[:8] in w.dice.fair_button.text()
    assert roller.commitment in w.dice.fair_button.toolTip()
    dialogs[0].close()
    # Every match draws a fresh seed: an old one may have been revealed.
    c.new_match()
    assert c.match.roller.commitment != roller.commitment


def test_after_the_match_the_seed_checks_every_roll(window, shown):
    w, _ = window
    c = fair_match(w)
    rng = random.Random(5)
    assert w.dice.fair_state()[1] is None  # secret while the match goes on
    while not c.match.is_over:
        act(c, rng)
    commitment, seed, _ = w.dice.fair_state()
    assert seed is not None and w.dice.fair_button.text()
    w.dice.act_verify.trigger()
    check = shown[-1].check
    assert check.fair and check.rolls == tuple(match_rolls(c.match)) and len(check.rolls) > 5
    assert check.commitment == commitment and check.seed == seed
    table = shown[-1].table
    assert table.rowCount() == len(check.rolls) and table.item(0, 2).text() == "✓"


def test_a_changed_roll_or_seed_is_caught():
    roller = FairRoller(bytes(range(32)))
    rolls = [roller.roll() for _ in range(10)]
    good = check_fair_dice(roller.commitment, roller.reveal(), rolls)
    assert good.fair and good.bad_rolls == ()
    tampered = list(rolls)
    tampered[6] = (tampered[6][0] % 6 + 1, tampered[6][1])
    bad = check_fair_dice(roller.commitment, roller.reveal(), tampered)
    assert not bad.fair and bad.bad_rolls == (6,)
    (have, want) = tampered[6], rolls[6]
    assert verdict_text(bad) == f"NOT FAIR: roll 7 was {have[0]}-{have[1]}, but the seed gives {want[0]}-{want[1]}."
    other = check_fair_dice("0" * 64, roller.reveal(), rolls)
    assert not other.fair and not other.seed_fits


def test_a_changed_roll_is_named_in_persian_digits(persian):
    roller = FairRoller(bytes(range(32)))
    rolls = [roller.roll() for _ in range(20)]
    tampered = list(rolls)
    tampered[16] = (tampered[16][0] % 6 + 1, tampered[16][1])
    text = verdict_text(check_fair_dice(roller.commitment, roller.reveal(), tampered))
    # Roll 17, written with Persian digits, and no other number of rolls.
    assert re.findall("[۰-۹]+", text)[0] == "۱۷"
    assert not re.search("[0-9]", text)


def test_revealing_early_switches_to_ordinary_dice(window, shown, monkeypatch):
    w, _ = window
    c = fair_match(w, length=5)
    play_turns(c, 8, random.Random(6))
    made = len(match_rolls(c.match))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    w.dice.act_verify.trigger()
    assert shown[-1].check.fair and len(shown[-1].check.rolls) == made
    assert isinstance(c.match.roller, SecureRoller)
    play_turns(c, 6, random.Random(7))  # play goes on
    w.dice.act_verify.trigger()
    assert len(shown[-1].check.rolls) == made  # the later rolls are not the seed's


def test_a_shared_file_does_not_carry_the_seed_but_the_autosave_does(window, tmp_path, shown):
    w, _ = window
    c = fair_match(w, length=5)
    w.files.start_autosave(tmp_path / "auto")
    play_turns(c, 8, random.Random(8))
    w.files.save_to(tmp_path / "shared.nardmatch")
    assert "seed" not in loads((tmp_path / "shared.nardmatch").read_bytes())[1]["dice"]
    assert "seed" in loads((tmp_path / "auto" / "autosave.nardmatch").read_bytes())[1]["dice"]
    check, reason = w.dice.check_file(str(tmp_path / "shared.nardmatch"))
    assert check is None and reason


def test_a_saved_fair_match_is_checked_from_its_file(window, tmp_path):
    w, _ = window
    match, meta = self_test_match(3)
    path = tmp_path / "done.nardmatch"
    path.write_bytes(dumps(record_from_match(match, meta)))
    check, reason = w.dice.check_file(str(path))
    assert check is not None and check.fair and reason == ""
    plain, _ = self_test_match(3, fair=False)
    path.write_bytes(dumps(record_from_match(plain, meta)))
    check, reason = w.dice.check_file(str(path))
    assert check is None and reason


def test_without_fair_dice_verify_says_so(window, shown):
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(players=TWO_HUMANS))
    w.dice.act_verify.trigger()
    assert shown[-1].check is None and shown[-1].verdict.text()
    assert not w.dice.fair_button.isVisible()


# ------------------------------------------------------------------ manual dice
@pytest.fixture
def entered(monkeypatch):
    """The manual-dice dialog answers with the queued dice (None: Cancel)."""
    queue: list = []
    asked: list = []

    def fake_exec(dlg):
        asked.append(dlg)
        dice = queue.pop(0) if queue else None
        if dice is None:
            return QDialog.DialogCode.Rejected
        dlg.set_dice(dice)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ManualDiceDialog, "exec", fake_exec)
    return queue, asked


def test_with_manual_dice_on_every_roll_asks_for_the_dice(window, entered, tmp_path):
    w, _ = window
    queue, asked = entered
    c = w.controller
    c.new_match(MatchConfig(length=3, players=TWO_HUMANS))
    w.dice.act_manual.setChecked(True)
    queue.extend([(5, 2), None, (6, 6)])
    assert c.roll()  # the opening: one die each
    assert c.game.history[0].dice == (5, 2) and c.game.dice == (5, 2)
    assert isinstance(c.match.roller, HandDice)
    for s, d in c.game.turn.plays[0].moves:
        c.step(s, d)
    c.done()
    assert not c.roll()  # cancelled: no roll
    assert c.game.phase == GamePhase.ROLL
    assert c.roll() and c.game.dice == (6, 6)
    assert len(asked) == 3
    # Saved as manual dice; loads, and play goes on.
    w.files.save_to(tmp_path / "m.nardmatch")
    match, meta = loads((tmp_path / "m.nardmatch").read_bytes())
    assert meta["dice"]["kind"] == "manual" and meta["app"]["manual_dice"] is True
    w.dice.act_manual.setChecked(False)
    for s, d in c.game.turn.plays[0].moves:
        c.step(s, d)
    c.done()
    assert c.roll()  # secure dice again, without asking
    assert len(asked) == 3


def test_a_loaded_manual_match_can_still_roll(make_window, entered, tmp_path):
    w, _ = make_window()
    queue, _ = entered
    c = w.controller
    c.new_match(MatchConfig(length=3, players=TWO_HUMANS))
    queue.append((4, 1))
    w.dice.act_enter.trigger()  # one roll entered by hand, manual mode off
    assert c.game.history[0].dice == (4, 1)
    w.files.save_to(tmp_path / "m.nardmatch")
    w2, _ = make_window()
    assert w2.files.open_path(tmp_path / "m.nardmatch") is None
    c2 = w2.controller
    assert isinstance(c2.match.roller, HandDice) and not w2.dice.act_manual.isChecked()
    for s, d in c2.game.turn.plays[0].moves:
        c2.step(s, d)
    c2.done()
    assert c2.roll()


def test_the_computers_roll_is_entered_by_hand_too(make_window, helpers, entered, qtbot):
    w, _ = make_window()
    queue, asked = entered
    c = w.controller
    c.new_match(MatchConfig(length=3, players=(PlayerSpec(HUMAN), PlayerSpec(COMPUTER, "beginner"))))
    w.dice.act_manual.setChecked(True)
    queue.append((2, 5))  # the computer's die is the higher: it starts with 5-2
    assert c.roll()
    qtbot.waitUntil(lambda: c.game.phase == GamePhase.ROLL and c.game.on_roll == 0, timeout=15000)
    queue.append((3, 3))
    assert c.roll()
    rng = random.Random(1)
    act(c, rng)  # the person's turn
    # The computer's roll: cancelled, so it waits for the dice.
    qtbot.waitUntil(lambda: len(asked) == 3, timeout=15000)
    assert c.can_enter_dice() and "Enter" in w.status_label.text()
    assert w.dice.act_enter.isEnabled()
    queue.append((6, 1))
    w.dice.act_enter.trigger()
    assert c.game.history[-1].kind == "roll" and c.game.history[-1].dice == (6, 1)
    qtbot.waitUntil(lambda: c.game.phase == GamePhase.ROLL and c.game.on_roll == 0, timeout=15000)


def test_enter_dice_when_no_roll_is_due_only_says_so(window, entered):
    w, _ = window
    queue, asked = entered
    c = w.controller
    c.new_match(MatchConfig(players=TWO_HUMANS))
    queue.extend([(3, 1)])
    assert c.roll_with((3, 1))
    assert not c.can_enter_dice() and not w.dice.act_enter.isEnabled()
    w.dice.enter_dice()
    assert not asked and w.statusBar().currentMessage()
    assert not c.roll_with((7, 1))  # not dice


def test_the_manual_dice_dialog_is_two_boxes_from_1_to_6(qtbot):
    dlg = ManualDiceDialog("Sara")
    qtbot.addWidget(dlg)
    assert (dlg.first.minimum(), dlg.first.maximum(), dlg.second.minimum(), dlg.second.maximum()) == (1, 6, 1, 6)
    dlg.set_dice((6, 2))
    assert dlg.dice() == (6, 2) and "Sara" in dlg.prompt.text()


# ------------------------------------------------------------------ statistics
def test_dice_statistics_per_player_against_fair_dice(window, shown):
    w, _ = window
    c = w.controller
    c.new_match(MatchConfig(length=5, players=TWO_HUMANS))
    play_turns(c, 40, random.Random(9))
    w.dice.act_stats.trigger()
    dlg = shown[-1]
    stats = dice_statistics(c.match)
    assert dlg.stats == stats
    t = dlg.table
    assert t.columnCount() == 3 and t.rowCount() == 10
    assert t.item(0, 0).text() == str(stats["players"][0]["rolls"])
    assert t.item(2, 1).text().startswith(str(stats["players"][1]["faces"][0]))
    assert t.item(8, 2).text().startswith(str(stats["all"]["doubles"]))


def test_dice_statistics_speak_persian_digits(qtbot):
    old = QLocale()
    QLocale.setDefault(QLocale("fa_IR"))
    try:
        match, _ = self_test_match(2, fair=False)
        dlg = DiceStatsDialog(dice_statistics(match), ("A", "B"))
        qtbot.addWidget(dlg)
        texts = [dlg.table.item(r, c).text() for r in range(dlg.table.rowCount()) for c in range(3)]
        assert all(not any(ch.isascii() and ch.isdigit() for ch in t) for t in texts)
        assert any(set(t) & PERSIAN_DIGITS for t in texts)
    finally:
        QLocale.setDefault(old)
