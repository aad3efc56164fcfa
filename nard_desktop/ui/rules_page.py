"""The rules of the game, for the Help menu, with the player's house rules marked.

The text is built as HTML from the RuleSet in force, so every house rule the player
has switched on or off is shown as such.  Every sentence is translatable and every
number goes through QLocale.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from nard_desktop.app.i18n import localized as fill
from nard_desktop.app.presets import matching_preset
from nard_desktop.app.settings import setting_label
from nard_desktop.engine.rules import RuleSet

from .settings_dialog import preset_label
from nard_desktop.ui.sizing import fit_dialog
from nard_desktop.ui.retranslating import Retranslating

__all__ = ["RulesDialog", "rules_html"]

translate = QCoreApplication.translate

_ON_COLOUR = "#1b7a2f"
_OFF_COLOUR = "#7a7a7a"


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _h2(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def _list(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{escape(item)}</li>" for item in items) + "</ul>"


def _option(rules: RuleSet, name: str, explanation: str, *, idle: str = "") -> str:
    """One house rule: its name, whether it is on, and what it does."""
    on = getattr(rules, name)
    if on:
        word = translate("RulesPage", "on", "a house rule in force")
        mark = f'<b style="color:{_ON_COLOUR}">{escape(word)}</b>'
    else:
        word = translate("RulesPage", "off", "a house rule not in force")
        mark = f'<span style="color:{_OFF_COLOUR}">{escape(word)}</span>'
    note = f" {escape(idle)}" if idle else ""
    return (f'<p style="margin-right:12px; margin-left:12px">'
            f'<b>{escape(setting_label("rules/" + name))}</b> — {mark}{note}<br/>'
            f"{escape(explanation)}</p>")


def rules_html(rules: RuleSet, *, money: bool | None = None) -> str:
    """The rules page as HTML, with the house rules of ``rules`` marked on or off.

    ``money`` (True for a money game, False for a match, None if unknown) says which
    kind of game comes next; the preset named at the top is judged for that kind.
    """
    rtl = QLocale().textDirection() == Qt.LayoutDirection.RightToLeft
    cube = rules.cube_enabled
    backgammon = 2 if rules.backgammon_counts_as_gammon else 3  # what a backgammon scores
    no_cube = "" if cube else translate("RulesPage", "(has no effect while the cube is off)")
    no_beavers = "" if rules.beavers else translate("RulesPage", "(has no effect while beavers are off)")
    parts = [f'<html><body dir="{"rtl" if rtl else "ltr"}">']
    parts.append("<h1>" + escape(translate("RulesPage", "The rules of Takhteh Nard")) + "</h1>")
    parts.append(_p(fill(translate(
        "RulesPage",
        "The rules in force: %1. The options marked “on” below are in force; the house rules of "
        "the next match can be changed under Settings."), preset_label(matching_preset(rules, money=money)))))
    if money is not None:
        parts.append(_p(translate("RulesPage", "The next game is a money game.") if money
                        else translate("RulesPage", "The next game is part of a match.")))

    parts.append(_h2(translate("RulesPage", "The board")))
    parts.append(_p(fill(translate(
        "RulesPage",
        "The board has %1 points, %2 on each side of the bar. Each player has %3 checkers and "
        "numbers the points from their own side, from %4 to %5. Points %4 to %6 are the player's "
        "home board."), 24, 12, 15, 1, 24, 6)))
    parts.append(_p(fill(translate(
        "RulesPage",
        "At the start each player has %1 checkers on their %2-point, %3 on the %4-point, %5 on the "
        "%6-point and %7 on the %8-point: %9 pips to travel."), 2, 24, 5, 13, 3, 8, 5, 6, 167)))
    parts.append(_p(translate(
        "RulesPage",
        "The two players move in opposite directions, always from higher-numbered points to lower "
        "ones, towards their own home board, and never backwards.")))

    parts.append(_h2(translate("RulesPage", "Who starts")))
    parts.append(_p(translate(
        "RulesPage",
        "Each player rolls one die. The higher die starts and plays the two numbers rolled as the "
        "first move; equal dice are rolled again, so the first move is never a double.")))
    parts.append(_option(rules, "opening_reroll", translate(
        "RulesPage",
        "The player who won the opening roll rolls both dice again for the first move, which may "
        "then be a double.")))

    parts.append(_h2(translate("RulesPage", "Moving")))
    parts.append(_list(
        translate("RulesPage",
                  "Each die moves one checker that many points. Both dice may move the same checker; "
                  "then the point it stops on between them must be open as well."),
        fill(translate("RulesPage", "A double is played %1 times."), 4),
        fill(translate("RulesPage",
                       "A point is open if it is empty, holds your own checkers, or holds a single "
                       "opposing checker. A point with %1 or more opposing checkers is closed."), 2),
        translate("RulesPage", "Landing on a single opposing checker hits it: it goes to the bar."),
    ))
    parts.append(_option(rules, "no_hit_and_stack_in_home", translate(
        "RulesPage",
        "In one's own home board, a checker that has just hit may not go on in the same turn to a "
        "point that already holds one's own checkers; it may go on to an empty point or hit "
        "again.")))
    parts.append(_h2(translate("RulesPage", "Using the whole roll")))
    parts.append(_list(
        translate("RulesPage", "You must use as many of the dice as the position allows."),
        translate("RulesPage",
                  "If only one die can be used, you must use it. If either die could be used but not "
                  "both, you must use the larger one."),
        translate("RulesPage",
                  "A move that would leave a die unusable when another way of moving would use both "
                  "is not allowed."),
        translate("RulesPage", "If no die can be used, the turn passes."),
        translate("RulesPage", "This program offers only moves that keep to these rules."),
    ))
    parts.append(_h2(translate("RulesPage", "The bar")))
    parts.append(_p(fill(translate(
        "RulesPage",
        "A player with a checker on the bar may move nothing else until it has entered. A checker "
        "enters on the opponent's home board: with a %1 on the player's own %2-point, with a %3 on "
        "the %4-point. It cannot enter on a closed point; if no die can enter, the turn passes."),
        1, 24, 6, 19)))
    parts.append(_list(
        translate("RulesPage", "Entering may hit a single opposing checker on the point it enters on."),
        translate("RulesPage",
                  "If only some of the checkers on the bar can enter, those enter and the rest of the "
                  "roll is lost."),
        translate("RulesPage",
                  "Once the last checker on the bar has entered, the dice still left are played as "
                  "usual."),
    ))

    parts.append(_h2(translate("RulesPage", "Bearing off")))
    parts.append(_p(fill(translate(
        "RulesPage",
        "Once all %1 of a player's checkers are in the home board, they may be borne off. A die "
        "bears off a checker from the point of its number. A larger die may bear off from the "
        "highest occupied point only when no checker stands higher; otherwise it must be played "
        "inside the home board."), 15)))
    parts.append(_p(translate(
        "RulesPage",
        "Bearing off is never forced while another legal move exists. A checker hit during the "
        "bear-off must come back home before bearing off goes on.")))

    parts.append(_h2(translate("RulesPage", "Winning and what it is worth")))
    parts.append(_p(translate("RulesPage",
                              "The game is won by the player who first bears off all their checkers.")))
    parts.append(_list(
        fill(translate("RulesPage",
                       "Single win: the loser has borne off at least one checker. %1 point."), 1),
        fill(translate("RulesPage", "Gammon (mars): the loser has borne off none. %1 points."), 2),
        fill(translate("RulesPage",
                       "Backgammon: a gammon where the loser still has a checker on the bar or in the "
                       "winner's home board. %1 points."),
             backgammon),
    ))
    parts.append(_option(rules, "backgammon_counts_as_gammon", fill(translate(
        "RulesPage",
        "A backgammon scores %1 points, like a gammon, as in many Iranian circles."), 2)))
    parts.append(_p(fill(translate(
        "RulesPage",
        "Instead of playing on, a player may offer to resign at one of three values: a single game "
        "(%1 point), a gammon (%2 points) or a backgammon (%3 points), times the cube. The opponent "
        "either accepts, and the game ends with that result, or declines, and the game goes on."),
        1, 2, backgammon)))
    if cube:
        parts.append(_p(fill(translate(
            "RulesPage",
            "The points are multiplied by the value of the cube: a gammon with the cube on %1 is "
            "worth %2."), 4, 8)))

    parts.append(_h2(translate("RulesPage", "The doubling cube")))
    if rules.backgammon_counts_as_gammon:
        without_cube = fill(translate("RulesPage", "Without the cube every game is worth %1 or %2 points."), 1, 2)
    else:
        without_cube = fill(translate("RulesPage", "Without the cube every game is worth %1, %2 or %3 points."),
                            1, 2, 3)
    parts.append(_option(rules, "cube_enabled", fill(translate(
        "RulesPage",
        "Before rolling, a player may offer to double the stakes: either player while the cube is in "
        "the middle, after that only the player who owns it. The opponent either accepts, plays on "
        "at twice the value and owns the cube, or refuses and loses the game at the current value. "
        "The cube stops at %1. %2"), 64, without_cube)))
    parts.append(_option(rules, "crawford", translate(
        "RulesPage",
        "In a match, the game after a player first comes within one point of winning is played without "
        "the cube; doubling returns after that game."), idle=no_cube))
    parts.append(_option(rules, "holland", fill(translate(
        "RulesPage",
        "In a match, after the Crawford game the trailing player may double only once both players "
        "have rolled %1 times."), 2), idle=no_cube))
    parts.append(_option(rules, "jacoby", translate(
        "RulesPage",
        "In money games, a gammon or backgammon counts as a single win unless a double was offered "
        "and taken in that game (automatic doubles do not count). Never in matches."), idle=no_cube))
    parts.append(_option(rules, "beavers", translate(
        "RulesPage",
        "In money games, a player who is doubled may redouble at once and keep the cube."),
        idle=no_cube))
    parts.append(_option(rules, "raccoons", translate(
        "RulesPage",
        "In money games, after a beaver the player who doubled may redouble once more at once."),
        idle=no_cube or no_beavers))
    parts.append(_option(rules, "automatic_doubles", fill(translate(
        "RulesPage",
        "In money games, each tie in the opening roll doubles the cube, which stays in the middle; "
        "at most %1 times in a game."), rules.automatic_doubles_limit), idle=no_cube))

    parts.append(_h2(translate("RulesPage", "Matches and money games")))
    parts.append(_p(fill(translate(
        "RulesPage",
        "A match is played to a number of points, from %1 to %2; the first player to reach it "
        "wins. In a money game each game is settled on its own; no money is ever involved in "
        "this program."), 1, 25)))
    parts.append(_option(rules, "clock", fill(translate(
        "RulesPage",
        "In matches, each move has %1 seconds free; after that a reserve of %2 seconds for the "
        "whole match is used. No move may take more than %3 seconds. Whoever runs out of time "
        "loses the match."),
        rules.clock_free_seconds, rules.clock_reserve_seconds, rules.clock_max_move_seconds)))

    parts.append(_h2(translate("RulesPage", "Ending the turn")))
    parts.append(_p(translate(
        "RulesPage",
        "A turn is final when the player picks up the dice. Until then the moves of the turn can "
        "be taken back.")))
    parts.append("</body></html>")
    return "\n".join(parts)


class RulesDialog(Retranslating, QDialog):
    """The rules of the game in a window of its own (Help menu)."""

    def __init__(self, rules: RuleSet, *, money: bool | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self._rules = rules
        self._money = money
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()
        fit_dialog(self, width_chars=90, height=720)

    def set_rules(self, rules: RuleSet, *, money: bool | None = None) -> None:
        """Show the page for other house rules."""
        self._rules = rules
        self._money = money
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("RulesPage", "Rules of the game"))
        self.browser.setHtml(rules_html(self._rules, money=self._money))
