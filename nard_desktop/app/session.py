"""The match on the board and what may replace it.

:class:`MatchSession` is the one place that knows "replace the current match":
a new match, a file opened (from the menu or the command line), a position
set up from IDs, a match resumed from the autosave.  Every one of them

1. asks first, when a match is in progress (:attr:`MatchSession.ask_replace`,
   a question the window puts: save, discard or cancel), and
2. whatever the answer, keeps the replaced match recoverable: it goes into
   the autosave's small history of unfinished matches
   (:meth:`~nard_desktop.app.autosave.Autosaver.keep_unfinished`), which the
   window offers as File ▸ Recent unfinished matches.

An autosave left by an earlier run and not resumed is moved into that
history before anything can overwrite it.

The session also saves the match at every settled moment (the autosave),
gives a loaded match the dice it needs (dice entered by hand, the fair dice
it was played with) and writes the players and the window's state into the
files it saves.  It needs QtCore only.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal, Slot

from nard_desktop.engine import EngineError, GamePhase, ManualRoller, Match, RuleSet, SecureRoller, game_ids
from nard_desktop.engine.fairdice import FairRoller

from .analysis_store import AnalysisStoreError, StoredAnalysis, analysis_from_json
from .autosave import Autosaver, Listed, Resume, save_atomic
from .controller import COMPUTER, HUMAN, REMOTE, GameController, MatchConfig
from .match_files import (cube_turned, find_xgid, gnubg_ids, loaded_config, match_from_gnubg, match_from_xgid_text,
                          read_match_file, record_error_text, under_rules, xgid_of, you_seat)
from . import record as _record
from .record import dumps, record_from_match

__all__ = ["MatchSession", "HandDice", "set_roller", "has_progress", "LoadError"]

_log = logging.getLogger(__name__)


class HandDice(ManualRoller):
    """Dice entered by hand when given, secure dice otherwise.  A match with
    any roll entered by hand is saved with ``"manual"`` dice: its rolls
    prove nothing about the program's dice."""

    def __init__(self) -> None:
        super().__init__()
        self._secure = SecureRoller()

    def roll(self) -> tuple[int, int]:
        return super().roll() if self.pending() else self._secure.roll()


def set_roller(match: Match, roller: Any) -> None:
    """Give the match (and its games) other dice from the next roll on."""
    match.roller = roller
    for game in match.games:
        game.roller = roller


def has_progress(match: Match | None) -> bool:
    """Whether replacing ``match`` would lose something: it is unfinished and
    something has happened in it (a roll, a move, a game).  A position set up
    (from IDs or the editor) that nobody has played in yet does not count: it
    is not asked about and not kept among the recent unfinished matches, so
    that it never pushes a played match out of sight."""
    if match is None or match.is_over:
        return False
    return len(match.games) > 1 or bool(match.game.history)


def _clean_origin(origin: Any) -> dict[str, Any] | None:
    """An origin as kept in a file's ``app`` section, checked (anything odd: None)."""
    if not isinstance(origin, dict):
        return None
    names, header = origin.get("names"), origin.get("header")
    if not (isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
        return None
    if not isinstance(header, dict):
        header = {}
    header = {str(k)[:40]: str(v)[:200] for k, v in list(header.items())[:40] if isinstance(v, (str, int))}
    return {"names": [n[:100] for n in names], "header": header}


class LoadError(Exception):
    """A file or IDs that cannot be continued; ``text`` says why in the
    player's language (a :class:`~nard_desktop.app.problem.Problem`: its English
    detail beside it, for a Details button)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class MatchSession(QObject):
    """The current match of one controller, its autosave and what replaces it."""

    # The history of unfinished matches changed (one was kept, resumed or dropped).
    history_changed = Signal()
    # A match from a file, the autosave or IDs goes on: (match, meta).
    loaded = Signal(object, object)
    # A message for the status line: (text, milliseconds).
    message = Signal(str, int)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.autosaver: Autosaver | None = None
        # Asked before a match in progress is replaced; False keeps it on the board.
        # Without it (no window) a match is replaced without asking, but still kept.
        self.ask_replace: Callable[[], bool] | None = None
        # Asked when pasted IDs contradict the rules in force (a turned cube under rules
        # without a cube): True keeps the rules in force (the cube back in the middle),
        # False plays the IDs as they are.  Without it the IDs are played as they are.
        self.ask_rules: Callable[[], bool] | None = None
        # A match whose fair dice are known without a live fair roller (a
        # loaded file, or a seed revealed early): (match, commitment, seed, rolls).
        self.known_fair: tuple[Match, str, str | None, int] | None = None
        self._saved_serial: int | None = None
        # The match as it stood when it came from a file or IDs, or was last saved:
        # replacing it unchanged since loses nothing, and is not asked about.
        self._kept_state: tuple | None = None
        # Whether the autosave file on disk is the current match's (False: an
        # earlier run's, not resumed, to be kept before it is overwritten).
        self._autosave_is_ours = True
        # More entries for the record's free ``app`` mapping: key -> a function
        # giving JSON-ready data for the match being played, or None to leave it out.
        self.app_extras: dict[str, Callable[[], Any]] = {}
        # The same for the record's own sections (a network match's ``dice_pending``,
        # its dice secret to go on with, which only the autosave keeps).
        self.meta_extras: dict[str, Callable[[], Any]] = {}
        # The analysis of the match on the board, kept with it in the files it is
        # saved to (and read back from them), while nothing has been played since.
        self.analysis: StoredAnalysis | None = None
        # Where the match on the board came from, when that was another program's
        # file (.mat, .sgf): its players' names and header, kept with the match in
        # every file it is saved or exported to.  (match, {"names": [..], "header": {..}})
        self._origin: tuple[Match, dict[str, Any]] | None = None
        controller.checkpoint.connect(self._on_checkpoint)
        controller.position_changed.connect(self._on_position)
        controller.match_started.connect(self._on_match_started)

    # ============================================================ reading
    @property
    def match(self) -> Match | None:
        return self.controller.match

    def in_progress(self) -> bool:
        """Whether the match on the board would be lost by replacing it."""
        return has_progress(self.controller.match)

    def you(self) -> int:
        """Your seat (GNU Backgammon's player 1 in the IDs)."""
        return you_seat(self.controller.players)

    def meta(self, *, for_others: bool = False) -> dict[str, Any]:
        """The players and the window's state for :func:`record_from_match`.
        ``for_others``: names as shown (a file to keep or share)."""
        c = self.controller
        players = []
        for seat in (0, 1):
            spec = c.players[seat]
            name = spec.name or (c.seat_name(seat) if for_others else "")
            # A friend playing from another machine is a person, in the file.
            players.append({"name": name[:100], "kind": HUMAN if spec.kind == REMOTE else spec.kind,
                            "level": spec.level if spec.kind == COMPUTER else None})
        app = {
            "seat0_colour": c.config.seat0_colour,
            "preset": c.config.preset,
            "named": [bool(c.players[s].name) for s in (0, 1)],
            "manual_dice": c.dice_source is not None,
        }
        for key, extra in self.app_extras.items():
            value = extra()
            if value is not None:
                app[key] = value
        origin = self.origin_for(c.match)
        if origin is not None:
            app["origin"] = origin
            if for_others:
                # A file to keep or share names the players of the match it came from.
                for seat in (0, 1):
                    players[seat]["name"] = origin["names"][seat]
        meta: dict[str, Any] = {"players": players, "app": app}
        for key, extra in self.meta_extras.items():
            value = extra()
            if value is not None:
                meta[key] = value
        if origin is not None and origin["header"]:
            meta["header"] = dict(origin["header"])
        stored = self.analysis_for(c.match)
        if stored is not None:
            meta["analysis"] = stored.section
        return meta

    # ============================================================ origin
    def origin_for(self, match: Match | None) -> dict[str, Any] | None:
        """The names and header of another program's file that ``match`` came
        from (``{"names": [first, second], "header": {...}}``), or None."""
        if match is None or self._origin is None or self._origin[0] is not match:
            return None
        return self._origin[1]

    def _take_origin(self, match: Match, meta: dict[str, Any], source: str) -> None:
        origin = None
        if source in ("mat", "sgf"):
            names = [str(p.get("name") or "")[:100] for p in (meta.get("players") or [])[:2]]
            header = meta.get("header") if isinstance(meta.get("header"), dict) else {}
            origin = {"names": names, "header": header}
        elif isinstance(meta.get("app"), dict):
            origin = meta["app"].get("origin")  # our own file of a match from elsewhere
        self._origin = (match, _clean_origin(origin)) if _clean_origin(origin) is not None else None

    # ============================================================ analysis
    def keep_analysis(self, stored: StoredAnalysis | None) -> None:
        """Keep ``stored`` (the analysis of the match on the board) with the
        match: in the autosave now, and in every file it is saved to."""
        self.analysis = stored
        if stored is not None and stored.fits(self.controller.match):
            self.autosave_now()

    def analysis_for(self, match: Match | None) -> StoredAnalysis | None:
        """The kept analysis of ``match`` when nothing has been played since it was made."""
        stored = self.analysis
        return stored if stored is not None and stored.fits(match) else None

    def _take_analysis(self, match: Match, meta: dict[str, Any]) -> str | None:
        """Read the analysis a file keeps with its match; a bad one is left
        out, and the notice for it returned (the match itself loads as always)."""
        self.analysis = None
        section = meta.get("analysis")
        if section is None:
            return None
        from .analysis import decisions_from_match
        from .record import RecordError

        try:
            decisions = decisions_from_match(match, meta)
            analysis = analysis_from_json(section, decisions)
        except (AnalysisStoreError, RecordError) as exc:
            from PySide6.QtCore import QCoreApplication

            from .text import fill

            return fill(QCoreApplication.translate(
                "Review", "The analysis saved with this match could not be read and was left out (the match "
                "itself is complete). Analyse it again to review it. Details: %1"), str(exc)[:300])
        self.analysis = StoredAnalysis.of(match, decisions, analysis, section)
        return None

    def record(self, *, include_seed: bool = False, for_others: bool = False) -> dict[str, Any]:
        c = self.controller
        assert c.match is not None
        rec = record_from_match(c.match, self.meta(for_others=for_others), include_seed=include_seed)
        if "analysis" in rec and len(dumps(rec)) > _record.MAX_BYTES:
            # A file too large to open again would cost the match: the analysis gives way.
            del rec["analysis"]
        return rec

    def current_ids(self) -> tuple[str, str] | None:
        """GNU Backgammon's IDs of the game on the board, you as its player 1."""
        c = self.controller
        if c.match is None:
            return None
        return gnubg_ids(c.game, self.you())

    def current_xgid(self) -> str | None:
        """eXtreme Gammon's XGID of the game on the board, you as its bottom player."""
        c = self.controller
        if c.match is None:
            return None
        return xgid_of(c.game, self.you())

    # ============================================================ replacing
    def _state(self) -> tuple | None:
        """What identifies the match's progress: the match itself, its games, the moves
        of the game and the position, dice, cube and score (its IDs)."""
        match = self.controller.match
        if match is None:
            return None
        try:
            ids = game_ids(match.game)
        except EngineError:  # a game just over, between two games of the match
            ids = None
        return (id(match), len(match.games), len(match.game.history), match.game.phase, ids)

    def note_kept(self) -> None:
        """The match as it stands is kept where the player can get it back (a file it
        came from or was saved to): replacing it before anything more happens asks nothing."""
        self._kept_state = self._state()

    def would_lose(self) -> bool:
        """Whether replacing the match now would lose something the player cannot get
        back: it is in progress and has changed since it was opened, pasted or saved."""
        return self.in_progress() and (self._kept_state is None or self._kept_state != self._state())

    def may_replace(self) -> bool:
        """Ask, when replacing the match would lose something, whether it may be replaced."""
        if not self.would_lose() or self.ask_replace is None:
            return True
        return bool(self.ask_replace())

    def keep_replaced(self) -> None:
        """Keep the match about to be replaced in the history of unfinished
        matches (and an earlier run's autosave that was not resumed)."""
        saver = self.autosaver
        if saver is None:
            return
        try:
            if not self._autosave_is_ours:
                saver.archive_current()
                self._autosave_is_ours = True
            if self.in_progress():
                saver.keep_unfinished(self.record(include_seed=True))
                saver.clear()
        except (OSError, EngineError) as exc:
            self._autosave_failed(exc)
            return
        self.history_changed.emit()

    def new_match(self, config: MatchConfig | None = None, *, ask: bool = True) -> bool:
        """Start a new match; False when the player kept the match in progress."""
        if ask and not self.may_replace():
            return False
        self.keep_replaced()
        self.controller.new_match(config)
        return True

    def continue_match(self, match: Match, meta: dict[str, Any], source: str, *, ask: bool = True) -> bool:
        """Go on with ``match`` (from a file, the autosave or IDs) in place of
        the current one.  Our own files bring their players; a .mat match or
        IDs are played on by the current players."""
        if ask and not self.may_replace():
            return False
        self.keep_replaced()
        self._prepare_dice(match, meta)
        c = self.controller
        c.config = loaded_config(c.config, match, meta, source)
        self._take_origin(match, meta, source)
        notice = self._take_analysis(match, meta)
        c.load_match(match)
        self.note_kept()
        self.loaded.emit(match, meta)
        if notice:
            self.message.emit(notice, 15000)
        return True

    def load_file(self, path: str | Path) -> tuple[Match, dict[str, Any], str]:
        """Read a match file (any kind we read, by content); raises
        :class:`LoadError` with the reason in the player's language."""
        from .match_files import read_error_text

        try:
            return read_match_file(path, you=self.you())
        except OSError as exc:
            raise LoadError(read_error_text(exc)) from None
        except EngineError as exc:
            raise LoadError(record_error_text(exc)) from None

    def open_file(self, path: str | Path, *, ask: bool = True) -> bool:
        """Read and continue a match file.  Raises :class:`LoadError` (the
        match on the board goes on); False when the player kept the match in
        progress."""
        match, meta, source = self.load_file(path)
        return self.continue_match(match, meta, source, ask=ask)

    def set_up_from_ids(self, position_id: str, match_id: str, *, ask: bool = True) -> bool:
        """Play on from GNU Backgammon's IDs (you on its player 1's side; an
        empty Match ID is a money game, cube in the middle, you on roll).
        Raises :class:`LoadError`."""
        try:
            if find_xgid(position_id):
                match = match_from_xgid_text(position_id, self.you())
            else:
                match = match_from_gnubg(position_id, match_id, self.you())
        except EngineError as exc:
            raise LoadError(record_error_text(exc)) from None
        return self.continue_match(self.under_rules_in_force(match), {}, "ids", ask=ask)

    def rules_in_force(self) -> RuleSet:
        """The rules a position set up now is played under: the current match's, or
        the house rules of the next one."""
        return self.controller.config.rule_set()

    def under_rules_in_force(self, match: Match) -> Match:
        """A match read from IDs, played on under the rules in force.  Where the IDs
        contradict them (a turned cube under rules without one) the player is asked
        which to keep; where the game cannot be played under them at all (a beaver
        where none is allowed), the IDs' own rules stay."""
        rules = self.rules_in_force()
        if match.rules == rules:
            return match
        if cube_turned(match) and not rules.cube_enabled:
            if self.ask_rules is None or not self.ask_rules():
                return match
        try:
            return under_rules(match, rules)
        except EngineError:
            return match

    # ============================================================ autosave
    def start_autosave(self, directory: str | Path) -> Autosaver:
        """Save the match at every settled moment into ``directory``.  What an
        earlier run left there is offered (:meth:`latest_unfinished`) and kept
        in the history before it can be overwritten."""
        self.autosaver = Autosaver(directory)
        self._autosave_is_ours = self.autosaver.load_latest(unfinished_only=True) is None
        return self.autosaver

    def latest_unfinished(self) -> Resume | None:
        """The unfinished match of the autosave, or None."""
        if self.autosaver is None:
            return None
        return self.autosaver.load_latest(unfinished_only=True)

    def history(self) -> list[Resume]:
        """The replaced unfinished matches, newest first."""
        return self.autosaver.history() if self.autosaver is not None else []

    def listed_history(self) -> list[Listed]:
        """What a menu shows of :meth:`history` (a file unchanged since it was
        last listed is not read again).  Resume one with :meth:`read_saved`."""
        return self.autosaver.listing() if self.autosaver is not None else []

    def read_saved(self, path: str | Path) -> Resume:
        """Read a saved match afresh (the autosave's or one of the history) to
        resume it; raises :class:`LoadError` with the reason in the player's language."""
        from .match_files import read_error_text

        try:
            return Autosaver.read(path)
        except OSError as exc:
            raise LoadError(read_error_text(exc)) from None
        except EngineError as exc:
            raise LoadError(record_error_text(exc)) from None

    def forget_saved(self, path: str | Path) -> None:
        """Delete one match of the history (the player asked for it).  Raises ``OSError``."""
        if self.autosaver is None:
            return
        self.autosaver.forget(path)
        self.history_changed.emit()

    def resume(self, found: Resume, *, ask: bool = True) -> bool:
        """Go on with a saved unfinished match: the autosave's, or one of the
        history (which then leaves the history: it is the autosave again)."""
        saver = self.autosaver
        from_history = saver is not None and found.path.parent == saver.history_directory
        if ask and not self.may_replace():
            return False
        if not from_history and not self.in_progress():
            self._autosave_is_ours = True  # the autosave is this match's own from now on
        self.continue_match(found.match, found.meta, "autosave", ask=False)
        if self.autosave_now() and from_history:
            assert saver is not None
            saver.forget(found.path)
            self.history_changed.emit()
        return True

    def autosave_now(self) -> bool:
        """Save the match now (a finished match clears the autosave).
        Errors become a status-line message."""
        c = self.controller
        if self.autosaver is None or c.match is None:
            return False
        try:
            if not self._autosave_is_ours:
                # An earlier run's match that was not resumed: kept before it is overwritten.
                self.autosaver.archive_current()
                self._autosave_is_ours = True
                self.history_changed.emit()
            if c.match.is_over:
                self.autosaver.clear()
            else:
                self.autosaver.save(self.record(include_seed=True))
        except (OSError, EngineError) as exc:
            self._autosave_failed(exc)
            return False
        return True

    def _autosave_failed(self, exc: Exception) -> None:
        from PySide6.QtCore import QCoreApplication

        from .problem import os_problem

        template = QCoreApplication.translate("FileActions", "The match could not be saved automatically: %1")
        if isinstance(exc, OSError):
            text: str = os_problem(template, exc)
        else:
            # Ours: a match that cannot be written (its English words are for the log).
            _log.warning("autosave: %s", getattr(exc, "message", exc))
            text = QCoreApplication.translate("FileActions", "The match could not be saved automatically.")
        self.message.emit(" ".join(text.split()), 15000)

    def save_to(self, path: str | Path) -> None:
        """Save the match in our format (names as shown).  Raises ``OSError``
        or :class:`EngineError`; the file at ``path`` is then as it was."""
        save_atomic(path, dumps(self.record(for_others=True)))
        self.note_kept()

    @Slot()
    def _on_checkpoint(self) -> None:
        self.autosave_now()

    @Slot(object, object)
    def _on_position(self, snap, transition) -> None:
        # A fresh roll is saved at once, so that quitting cannot undo it.
        dice = snap.dice
        if dice is not None and snap.phase == GamePhase.MOVE and dice.serial != self._saved_serial:
            self._saved_serial = dice.serial
            if transition.kind != "new":
                self.autosave_now()

    # ============================================================ dice
    @Slot()
    def _on_match_started(self) -> None:
        self.known_fair = None

    def _prepare_dice(self, match: Match, meta: dict[str, Any]) -> None:
        dice = meta.get("dice") if isinstance(meta.get("dice"), dict) else {}
        if type(match.roller) is ManualRoller:
            set_roller(match, HandDice())  # its queue is empty: further rolls need dice
        if dice.get("kind") == "fair" and not isinstance(match.roller, FairRoller) and dice.get("commitment"):
            self.known_fair = (match, dice["commitment"], dice.get("seed"), int(dice.get("rolls") or 0))
        else:
            self.known_fair = None

    def fair_state(self) -> tuple[str, str | None, int | None] | None:
        """(commitment, seed or None while it is secret, rolls to check or
        None for all) of the current match, or None without fair dice."""
        m = self.match
        if m is None:
            return None
        if isinstance(m.roller, FairRoller):
            return m.roller.commitment, (m.roller.reveal() if m.is_over else None), None
        if self.known_fair is not None and self.known_fair[0] is m:
            return self.known_fair[1], self.known_fair[2], self.known_fair[3]
        return None

    def make_manual(self) -> bool:
        """Dice entered by hand from now on; True when the match had fair
        dice (which can no longer be verified)."""
        m = self.match
        if m is None or isinstance(m.roller, ManualRoller):
            return False
        was_fair = isinstance(m.roller, FairRoller)
        self.known_fair = None
        set_roller(m, HandDice())
        return was_fair

    def reveal_seed(self) -> str | None:
        """Reveal the fair dice's seed before the match is over: the rest of
        the match is played with secure dice.  Returns the seed."""
        from nard_desktop.engine.fairdice import match_rolls

        m = self.match
        if m is None or not isinstance(m.roller, FairRoller):
            return None
        commitment = m.roller.commitment
        seed = m.roller.reveal()
        self.known_fair = (m, commitment, seed, len(match_rolls(m)))
        set_roller(m, SecureRoller())
        return seed
