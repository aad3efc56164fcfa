"""The tutor: a word before a person's play or cube action is final, when it
is an error.

With the tutor on (checker play and cube separately, off by default; see the
``play/tutor_*`` settings), the controller asks :meth:`TutorService.gate`
before it ends a person's turn or carries out their double, take, pass,
beaver or roll (a roll where a double was possible is the "no double"
action).  The tutor looks at that decision with the analysis engine
(:func:`~nard_desktop.ai.analysis.analyse_decision`) at the depth the hint
uses (:data:`TUTOR_OPTIONS`: the world-class search for plays, 2 plies and the
close plays 3, the cube at one ply), in a worker thread, so the window never waits.  An error below
the chosen threshold goes through at once; one that reaches it is held, and
:attr:`TutorService.warned` tells the window, which offers *Play anyway*
(:meth:`~TutorService.play_anyway`), *Take back* (:meth:`~TutorService.take_back`:
the steps of that play are undone, or the cube action is not made) and a hint.

Each warning answered is kept as a :class:`TutorEvent` (the original choice,
what it lost, the best, and the answer), as eXtreme Gammon keeps the
original choice: :meth:`TutorService.record_entries` gives them for the
``app.tutor`` list of the match record (older programs ignore it), and
:meth:`TutorService.restore` reads them back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from nard_desktop.ai.analysis import AnalysisOptions, Decision, DecisionAnalysis, MarkThresholds, analyse_decision
from nard_desktop.ai.explain import Explanation, explain
from nard_desktop.engine import GamePhase, Match

from .settings import TUTOR_THRESHOLDS
from .worker import Worker

if TYPE_CHECKING:  # pragma: no cover
    from .controller import GameController

__all__ = ["TUTOR_THRESHOLDS", "TUTOR_OPTIONS", "TutorWarning", "TutorEvent", "TutorService", "tutor_decision",
           "threshold_value", "RECORD_KEY"]

TUTOR_OPTIONS = AnalysisOptions(depth=3)
"""The hint's depth (``app.hints.HINT_LEVEL``, world class: the 2-ply search
with its move filter and the close plays a ply deeper; the cube at one ply
as ``cube_hint``)."""
RECORD_KEY = "tutor"
"""The key of the tutor's list in the match record's ``app`` mapping."""
MAX_EVENTS = 200
"""The most tutor events a record keeps (the latest): the record's ``app``
mapping has room for 64 KiB, and an event takes about 150 bytes."""
_CUBE_ACTIONS = {"roll": "no_double", "double": "double", "take": "take", "drop": "drop", "beaver": "beaver"}
_ANSWERS = ("played", "taken_back")
_KINDS = ("checker", "cube", "take")


def threshold_value(name: str, marks: MarkThresholds = MarkThresholds()) -> float:
    """The error (EMG) from which the threshold ``name`` speaks up."""
    return {"doubtful": marks.doubtful, "bad": marks.bad, "very_bad": marks.very_bad}[name]


@dataclass(frozen=True)
class TutorWarning:
    """A choice held back because it reaches the threshold.  ``action`` is
    the controller's (``"play"``, ``"roll"``, ``"double"`` …); ``tried`` and
    ``best`` are notation for a play, actions (``"no_double"``,
    ``"double_take"`` …, as the analysis names them) for the cube."""

    seat: int
    action: str
    kind: str
    tried: str
    best: str
    error: float
    mark: str | None
    game: int
    move: int
    key: tuple
    #: Why the choice loses, in facts (:mod:`nard_desktop.ai.explain`), or None.
    explanation: Explanation | None = None
    chances: tuple[float, float] | None = None
    """Checker plays: the mover's chance of winning the game after the best play and
    after the play tried (what the tutor says first), when the analysis has them."""
    cube_value: int = 1
    """The cube's value at the decision: ``error`` is per unit of it."""


@dataclass(frozen=True)
class TutorEvent:
    """A warning and what the player did with it (``answer``: ``"played"``
    or ``"taken_back"``); ``game`` and ``move`` number the decision as the
    analysis does (:class:`~nard_desktop.ai.analysis.Decision`)."""

    game: int
    move: int
    player: int
    kind: str
    tried: str
    best: str
    error: float
    answer: str

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "move": self.move, "player": self.player, "kind": self.kind,
                "tried": self.tried, "best": self.best, "error": round(float(self.error), 4),
                "answer": self.answer}

    @classmethod
    def from_json(cls, data: Any) -> "TutorEvent | None":
        """The event of one record entry; None for an entry that is not one."""
        if not isinstance(data, dict):
            return None
        try:
            game, move, player = (data["game"], data["move"], data["player"])
            if not all(type(x) is int for x in (game, move, player)) or player not in (0, 1) or game < 1 or move < 1:
                return None
            kind, tried, best, answer = data["kind"], data["tried"], data["best"], data["answer"]
            if kind not in _KINDS or answer not in _ANSWERS:
                return None
            if not (isinstance(tried, str) and isinstance(best, str)) or len(tried) > 100 or len(best) > 100:
                return None
            error = data["error"]
            if type(error) not in (int, float) or not 0.0 <= float(error) <= 10.0:
                return None
        except KeyError:
            return None
        return cls(game, move, player, kind, tried, best, float(error), answer)


def tutor_decision(match: Match, action: str) -> Decision | None:
    """The decision the person to act is about to make with ``action`` in
    ``match``'s game, as the analysis sees it (None when it is not one the
    analysis looks at, e.g. an answer to a beaver)."""
    g = match.game
    moves = sum(e.kind == "move" for e in g.history)
    number = len(match.games)
    if action == "play":
        turn = g.turn
        if g.phase != GamePhase.MOVE or turn is None or g.dice is None or not turn.is_complete():
            return None
        seat = g.on_roll
        opening = moves == 0 and not g.rules.opening_reroll
        return Decision(number, moves + 1, seat, "checker", turn.start, g.context_for(seat), g.rules,
                        dice=tuple(g.dice), play=turn.play(), opening=opening)
    if action in ("roll", "double"):
        if g.phase != GamePhase.ROLL:
            return None
        seat = g.on_roll
        return Decision(number, moves + 1, seat, "cube", g.board_for(seat), g.context_for(seat), g.rules,
                        action=_CUBE_ACTIONS[action])
    if action in ("take", "drop", "beaver"):
        if g.phase != GamePhase.DOUBLE_OFFERED:
            return None
        doubler = g.on_roll
        # Seen from the doubler with the cube as before the offer, as the analysis reads an answer.
        return Decision(number, moves + 1, 1 - doubler, "take", g.board_for(doubler), g.context_for(doubler),
                        g.rules, action=_CUBE_ACTIONS[action])
    return None


def _evaluate(decision: Decision, options: AnalysisOptions, evaluator: Any, *,
              cancel) -> tuple[DecisionAnalysis, Explanation | None]:
    """The judgement of the choice and, when it loses, why (both in the worker)."""
    found = analyse_decision(decision, options, evaluator=evaluator)
    return found, explain(decision, found, evaluator)


class TutorService(QObject):
    """The tutor of one controller (it sets the controller's ``tutor_gate``).

    What it watches is read from the controller's options at each action
    (``tutor_checker``, ``tutor_cube``, ``tutor_threshold``), so the settings
    dialog changes it at once.
    """

    warned = Signal(object)  # TutorWarning
    cleared = Signal()
    checking_changed = Signal(bool)
    failed = Signal(str)

    def __init__(self, controller: "GameController", parent: QObject | None = None, *,
                 options: AnalysisOptions = TUTOR_OPTIONS, evaluator: Any = None) -> None:
        super().__init__(parent or controller)
        self.controller = controller
        self.options = options
        self.evaluator = evaluator
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        self._pending: dict[int, tuple[tuple, str]] = {}
        self._found: dict[tuple, DecisionAnalysis] = {}
        self._why: dict[tuple, Explanation | None] = {}
        self.warning: TutorWarning | None = None
        self.events: list[TutorEvent] = []
        self._match: Match | None = None
        controller.tutor_gate = self.gate
        controller.position_changed.connect(self._on_position)
        controller.match_started.connect(self._on_match_started)

    # ------------------------------------------------------------ reading
    def watches(self, action: str) -> bool:
        o = self.controller.options
        return bool(getattr(o, "tutor_checker", False) if action == "play" else getattr(o, "tutor_cube", False))

    def threshold(self) -> float:
        name = getattr(self.controller.options, "tutor_threshold", "doubtful")
        return threshold_value(name if name in TUTOR_THRESHOLDS else "doubtful", self.options.marks)

    @property
    def checking(self) -> bool:
        return bool(self._pending)

    def _key(self, action: str) -> tuple | None:
        c = self.controller
        if c.match is None:
            return None
        g = c.game
        turn = g.turn
        result = turn.position if (action == "play" and turn is not None) else None
        return (id(g), len(g.history), g.phase, g.dice, action, result)

    def _reaches(self, found: DecisionAnalysis) -> bool:
        return not found.forced and found.error >= self.threshold() - 1e-12

    # ------------------------------------------------------------ the gate
    def gate(self, action: str) -> bool:
        """The controller's question before ``action`` is final."""
        if not self.watches(action):
            return True
        key = self._key(action)
        if key is None:
            return True
        if self.warning is not None:
            # The bar is up: its buttons decide (another action is taken as taking back).
            if self.warning.key == key:
                return False
            self._answer("taken_back")
        found = self._found.get(key)
        if found is not None:
            if not self._reaches(found):
                return True
            self._warn(found, key, action)
            return False
        if any(k == key for k, _ in self._pending.values()):
            return False
        match = self.controller.match
        assert match is not None
        decision = tutor_decision(match, action)
        if decision is None:
            return True
        task = self.worker.submit(_evaluate, decision, self.options, self.evaluator)
        self._pending[task] = (key, action)
        self.checking_changed.emit(True)
        return False

    @Slot(int, object)
    def _on_done(self, task: int, result: object) -> None:
        key, action = self._pending.pop(task, (None, ""))
        if not self._pending:
            self.checking_changed.emit(False)
        if isinstance(result, tuple) and len(result) == 2:
            result, why = result
            if key is not None:
                self._why[key] = why
        if key is None or not isinstance(result, DecisionAnalysis):
            return
        self._found[key] = result
        if key != self._key(action):
            return  # the player did something else meanwhile
        if self._reaches(result):
            self._warn(result, key, action)
        else:
            self.controller.pass_tutor(action)

    @Slot(int, str)
    def _on_failed(self, task: int, text: str) -> None:
        key, action = self._pending.pop(task, (None, ""))
        if not self._pending:
            self.checking_changed.emit(False)
        self.failed.emit(text)
        # A tutor that cannot judge never stands in the way.
        if key is not None and key == self._key(action):
            self.controller.pass_tutor(action)

    def _warn(self, found: DecisionAnalysis, key: tuple, action: str) -> None:
        match = self.controller.match
        assert match is not None
        seat = found.player
        tried = found.played if found.kind == "checker" else (found.taken or found.played)
        chances = None
        if found.kind == "checker":
            by_play = {a.play: a.probabilities[0] for a in found.alternatives if a.probabilities}
            if found.best in by_play and tried in by_play:
                chances = (float(by_play[found.best]), float(by_play[tried]))
        self.warning = TutorWarning(seat, action, found.kind, tried, found.best, found.error, found.mark,
                                    found.game, found.move, key, self._why.get(key), chances, found.cube_value)
        if match is not self._match:
            self.events = []
            self._match = match
        self.warned.emit(self.warning)

    # ------------------------------------------------------------ answers
    def _answer(self, answer: str) -> TutorWarning | None:
        w = self.warning
        if w is None:
            return None
        self.warning = None
        self.events.append(TutorEvent(w.game, w.move, w.seat, w.kind, w.tried, w.best, w.error, answer))
        self.cleared.emit()
        return w

    @Slot()
    def play_anyway(self) -> bool:
        """Make the held choice final, as it was."""
        w = self._answer("played")
        if w is None:
            return False
        return self.controller.pass_tutor(w.action)

    @Slot()
    def take_back(self) -> bool:
        """Take the held choice back: the steps of that play are undone (the
        turn starts again with the same dice), a cube action is not made."""
        w = self._answer("taken_back")
        if w is None:
            return False
        if w.action == "play":
            self.controller.undo_turn()
        return True

    def cancel(self) -> None:
        self.worker.cancel_all()
        if self._pending:
            self._pending.clear()
            self.checking_changed.emit(False)

    # ------------------------------------------------------------ the record
    def events_for(self, match: Match | None) -> list[TutorEvent]:
        return list(self.events) if match is not None and match is self._match else []

    def record_entries(self) -> list[dict[str, Any]] | None:
        """The ``app.tutor`` list for the record of the match being played (None when empty)."""
        events = self.events_for(self.controller.match)[-MAX_EVENTS:]
        return [e.to_json() for e in events] or None

    def restore(self, match: Match, meta: dict[str, Any] | None) -> None:
        """The events kept in a loaded record's ``app.tutor`` list (bad entries are skipped)."""
        app = (meta or {}).get("app")
        entries = app.get(RECORD_KEY) if isinstance(app, dict) else None
        events = [e for e in (TutorEvent.from_json(x) for x in (entries if isinstance(entries, list) else []))
                  if e is not None]
        self._match = match
        self.events = events[-MAX_EVENTS:]

    # ------------------------------------------------------------ following the game
    @Slot(object, object)
    def _on_position(self, _snap: object, _transition: object) -> None:
        w = self.warning
        if w is not None and self._key(w.action) != w.key:
            # The player changed the held play (an undo) or the game moved on: taken back.
            self._answer("taken_back")

    @Slot()
    def _on_match_started(self) -> None:
        self.cancel()
        self._found.clear()
        self._why.clear()
        if self.warning is not None:
            self.warning = None
            self.cleared.emit()
        self.events = []
        self._match = self.controller.match
