"""Matches as Jellyfish ``.mat`` text, the format GNU Backgammon and eXtreme
Gammon import and export.

What the format looks like (as GNU Backgammon writes it)::

    ; [Site "Takhteh Nard"]

     5 point match

     Game 1
     Ali : 0                        Sara : 0
      1)                             63: 24/18 13/10
      2) 52: 13/8 13/11              64: 24/18 18/14*
      3)  Doubles => 2                Takes
      4) 43: 25/21 13/10             ...
                                      Wins 1 point

Each numbered line has a cell for the first player (left, player 0) and one
for the second (right, player 1): a roll with its play (``52: 13/8 13/11``,
single steps in playing order, ``*`` for a hit, 25 for the bar, 0 for off,
nothing after the colon when no move was possible) or a cube action
(``Doubles => 2``, ``Takes``, ``Drops``).  A game ends with ``Wins N
point(s)`` in the winner's column.  A money session is a ``0 point match``.

The format has no words for resignations and time-outs (the game just ends
with its points), nor for automatic doubles, the opening dice of the
``opening_reroll`` house rule, or beavers and raccoons (written here as
``Beavers => 4`` and ``Raccoons => 8``, which GNU Backgammon does not read).
House rules travel in a comment line ``; [Nard Rules "..."]`` that other
programs skip and our import reads.

Import replays every roll, play and cube action through the engine, so a
file describing something impossible raises
:class:`~nard_desktop.app.record.RecordError`, like every other problem with
the file.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, Sequence

from ..engine.dice import ManualRoller, SecureRoller
from ..engine.errors import EngineError
from ..engine.game import Event, Game, GamePhase
from ..engine.match import MAX_MATCH_LENGTH, Match
from ..engine.notation import parse_play
from ..engine.rules import RuleSet
from .record import MAX_BYTES, RecordError, new_meta

__all__ = ["export_mat", "import_mat", "rules_comment"]

_CELL = 28          # width of the left column
_RIGHT_WINS = 34    # where "Wins" stands for the right-hand player
_LEFT_WINS = 6

# ==================================================================== export


def _points_text(n: int) -> str:
    return f"Wins {n} point{'s' if n != 1 else ''}"


def rules_comment(rules: RuleSet) -> str:
    """The comment line that carries our house rules through a .mat file."""
    parts = []
    for key, value in rules.to_dict().items():
        parts.append(f"{key}={int(value)}")
    return f'; [Nard Rules "{",".join(parts)}"]'


def _clean_name(name: Any, fallback: str) -> str:
    text = " ".join(str(name or "").split()).replace(":", " ")
    return text.strip() or fallback


_OWN_KEYS = {"Player 1", "Player 2", "Nard Rules"}


def _clean_value(value: Any) -> str:
    return " ".join(str(value).split()).replace('"', "'")[:200]


def _move_cell(ev: Event) -> str:
    assert ev.dice is not None and ev.play is not None
    hi, lo = max(ev.dice), min(ev.dice)
    hits = ev.play.hits if len(ev.play.hits) == len(ev.play.moves) else (False,) * len(ev.play.moves)
    steps = " ".join(f"{s}/{d}{'*' if h else ''}" for (s, d), h in zip(ev.play.moves, hits))
    return f"{hi}{lo}: {steps}".rstrip() if steps else f"{hi}{lo}:"


def _game_lines(game: Game) -> list[str]:
    rows: list[list[str | None]] = []

    def put(player: int, text: str) -> None:
        if player == 1 and rows and rows[-1][1] is None:
            rows[-1][1] = text
        elif player == 1:
            rows.append([None, text])
        else:
            rows.append([text, None])

    wins: tuple[int, int] | None = None
    for ev in game.history:
        k = ev.kind
        if k == "move":
            put(ev.player, _move_cell(ev))  # type: ignore[arg-type]
        elif k == "double":
            put(ev.player, f" Doubles => {ev.value}")  # type: ignore[arg-type]
        elif k == "take":
            put(ev.player, " Takes")  # type: ignore[arg-type]
        elif k == "drop":
            put(ev.player, " Drops")  # type: ignore[arg-type]
        elif k == "beaver":
            put(ev.player, f" Beavers => {ev.value}")  # type: ignore[arg-type]
        elif k == "raccoon":
            put(ev.player, f" Raccoons => {ev.value}")  # type: ignore[arg-type]
        elif k == "end":
            wins = (ev.player, ev.value)  # type: ignore[assignment]
        # Rolls appear with their plays; resignations, time-outs and the
        # opening roll have no words in this format.

    out = []
    for n, (left, right) in enumerate(rows, 1):
        line = f"{n:3d}) "
        if right is None:
            line += left or ""
        else:
            cell = left or ""
            line += cell.ljust(_CELL) if len(cell) < _CELL else cell + " "
            line += right
        out.append(line.rstrip())
    if wins is not None:
        winner, points = wins
        if winner == 1 and rows and rows[-1][1] is None and out[-1].strip():
            out[-1] = out[-1].ljust(_RIGHT_WINS - 1) + " " + _points_text(points)
        else:
            out.append(" " * (_RIGHT_WINS if winner == 1 else _LEFT_WINS) + _points_text(points))
    return out


def export_mat(match: Match, meta: Mapping[str, Any] | None = None, *, date: str | None = None) -> str:
    """The match (finished or not) as .mat text.

    ``meta`` gives the players' names (as for
    :func:`~nard_desktop.app.record.record_from_match`); ``date`` an
    ``EventDate`` such as ``"2025.03.21"``.
    """
    players = (meta or {}).get("players") or new_meta()["players"]
    names = [_clean_name(players[i].get("name") if i < len(players) else None, f"Player {i + 1}")
             for i in (0, 1)]
    header = {str(k): _clean_value(v) for k, v in ((meta or {}).get("header") or {}).items()
              if isinstance(k, str) and re.fullmatch(r"[A-Za-z][A-Za-z0-9 ]{0,30}", k) and k not in _OWN_KEYS}
    lines = [f'; [Site "{header.pop("Site", "Takhteh Nard")}"]']
    lines += [f'; [Player 1 "{names[0]}"]', f'; [Player 2 "{names[1]}"]']
    date = date or header.pop("EventDate", None)
    header.pop("EventDate", None)
    if date:
        lines.append(f'; [EventDate "{_clean_value(date)}"]')
    lines += [f'; [{k} "{v}"]' for k, v in header.items()]
    lines.append(rules_comment(match.rules))
    lines += ["", f" {match.length} point match", ""]
    games = list(match.games)
    while len(games) > 1 and not games[-1].history:
        games.pop()  # a game not yet begun has nothing to show
    for n, game in enumerate(games, 1):
        lines.append(f" Game {n}")
        left = f" {names[0]} : {game.score[0]}"
        lines.append(left.ljust(32) + f"{names[1]} : {game.score[1]}" if len(left) < 32
                     else f"{left} {names[1]} : {game.score[1]}")
        lines += _game_lines(game)
        lines.append("")
    return "\n".join(lines) + "\n"


# ==================================================================== import
_COMMENT = re.compile(r'^\s*;\s*\[\s*([A-Za-z][A-Za-z0-9 _-]*?)\s+"(.*)"\s*\]\s*$')
_HEADER = re.compile(r"^\s*(\d+)\s+point\s+match\s*$", re.I)
_GAME = re.compile(r"^\s*Game\s+(\d+)\s*$", re.I)
_NAMES = re.compile(r"^\s*(?P<n0>.*?)\s*:\s*(?P<s0>\d+)\s+(?P<n1>.*?)\s*:\s*(?P<s1>\d+)\s*(?:\(.*\))?\s*$")
_NUMBERED = re.compile(r"^\s*(\d+)\)(.*)$")
_WINS = re.compile(r"Wins\s+(\d+)\s+points?(?:\s+and\s+the\s+match)?", re.I)
_ROLL = re.compile(r"^(\d)(\d):$")
_STEP = re.compile(r"^(bar|\d{1,2})/(off|bar|\d{1,2})\*?$", re.I)
_MOVE = re.compile(r"^(?:bar|\d{1,2})(?:/(?:off|bar|\d{1,2})\*?)+(?:\(\d\))?$", re.I)
_UNKNOWN = re.compile(r"^\?{2,}$")
# Backgammon Galaxy writes the loser's side of the result too ("Losses 1 point").
_LOSSES = re.compile(r"\b(?:Loses|Losses)\s+\d+\s+points?(?:\s+and\s+the\s+match)?", re.I)
_CUBE = re.compile(r"^(Doubles|Beavers|Raccoons)\s*=>\s*(\d+)$|^(Takes|Drops)$", re.I)
_MAX_LINES = 200_000


class _Action:
    __slots__ = ("kind", "player", "dice", "moves", "value", "line", "unknown")

    def __init__(self, kind: str, line: int, *, dice: tuple[int, int] | None = None,
                 moves: list[str] | None = None, value: int | None = None) -> None:
        self.kind = kind
        self.player = -1
        self.dice = dice
        self.moves = moves or []
        self.value = value
        self.line = line
        self.unknown = False


class _GameText:
    def __init__(self, number: int, line: int) -> None:
        self.number = number
        self.line = line
        self.names: tuple[str, str] | None = None
        self.scores: tuple[int, int] | None = None
        self.actions: list[_Action] = []
        self.wins: tuple[int, int, int] | None = None  # (winner, points, line)


class _BoardDump(Exception):
    """A client's raw board dump where a play should be (``Illegal play (25;0;1;…)``)."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


def _err(line: int, message: str, code: str = "record_invalid") -> RecordError:
    return RecordError(f"line {line}: {message}", code=code, line=line)


def _cell_actions(body: str, base: int, line: int) -> list[tuple[int, _Action]]:
    """The actions of a numbered line, each with its column offset."""
    tokens = [(m.start() + base, m.group()) for m in re.finditer(r"\S+", body)]
    out: list[tuple[int, _Action]] = []
    i = 0
    while i < len(tokens):
        off, tok = tokens[i]
        m = _ROLL.match(tok)
        if m:
            a, b = int(m.group(1)), int(m.group(2))
            if not (1 <= a <= 6 and 1 <= b <= 6):
                raise _err(line, f"a roll of {a}{b}: dice show 1 to 6", "record_illegal")
            moves: list[str] | None = []
            i += 1
            if i + 1 < len(tokens) and tokens[i][1].lower() == "cannot" and tokens[i + 1][1].lower() == "move":
                i += 2  # eXtreme Gammon's words for a roll that cannot be played
            elif i < len(tokens) and _UNKNOWN.match(tokens[i][1]):
                moves = None  # a play nobody recorded ("????")
                i += 1
            else:
                while i < len(tokens) and _MOVE.match(tokens[i][1]):
                    moves.append(tokens[i][1])  # type: ignore[union-attr]
                    i += 1
            act = _Action("roll", line, dice=(a, b), moves=moves or [])
            act.unknown = moves is None
            out.append((off, act))
            continue
        # Cube words: "Doubles => 2" may be one token or up to three.
        low = tok.lower()
        word = next((w for w in ("doubles", "beavers", "raccoons") if low.startswith(w)), None)
        if word is not None:
            text = tok
            j = i + 1
            while not _CUBE.match(text) and j < len(tokens) and j <= i + 2:
                text += " " + tokens[j][1]
                j += 1
            m = _CUBE.match(text)
            if not m or not m.group(2) or len(m.group(2)) > 3:
                raise _err(line, f"cannot read {text[:30]!r}: write it like 'Doubles => 2'")
            out.append((off, _Action(word, line, value=int(m.group(2)))))
            i = j
            continue
        if tok.lower() == "illegal" and i + 1 < len(tokens) and tokens[i + 1][1].lower().startswith("play"):
            raise _BoardDump(line)
        word = tok.capitalize()
        if word in ("Takes", "Take", "Accepts"):
            out.append((off, _Action("take", line)))
            i += 1
            continue
        if word in ("Drops", "Drop", "Passes", "Rejects"):
            out.append((off, _Action("drop", line)))
            i += 1
            continue
        raise _err(line, f"cannot read {tok[:30]!r}: expected a roll such as '52:', a move such as '13/8', "
                         f"or a cube action")
    return out


def _parse(text: str, warnings: list[str] | None = None) -> tuple[int | None, dict[str, str], list[_GameText]]:
    try:
        return _parse_lines(text, warnings if warnings is not None else [])
    except _BoardDump as dump:  # in game 1: nothing before it to keep
        raise _err(dump.line, "a raw board dump ('Illegal play (…)') stands where a play should be",
                   "record_illegal") from None


def _parse_lines(text: str, warnings: list[str]) -> tuple[int | None, dict[str, str], list[_GameText]]:
    length: int | None = None
    comments: dict[str, str] = {}
    games: list[_GameText] = []
    lines = text.splitlines()
    if len(lines) > _MAX_LINES:
        raise RecordError("the file has too many lines to be a match", code="record_too_large")
    expect_names = False
    for n, raw in enumerate(lines, 1):
        line = raw.replace("\t", " ").rstrip()
        loss = _LOSSES.search(line)
        if loss:
            line = (line[:loss.start()] + " " * (loss.end() - loss.start()) + line[loss.end():]).rstrip()
            if _NUMBERED.match(line) and not _NUMBERED.match(line).group(2).strip():  # type: ignore[union-attr]
                line = " " * len(line)
        if not line.strip():
            continue
        if line.lstrip().startswith(";"):
            m = _COMMENT.match(line)
            if m:
                comments[m.group(1).lower()] = m.group(2)
            continue
        m = _HEADER.match(line)
        if m:
            if games or length is not None:
                raise _err(n, "a second 'point match' line")
            if len(m.group(1)) > 4 or int(m.group(1)) > MAX_MATCH_LENGTH:
                raise _err(n, f"a match is 1 to {MAX_MATCH_LENGTH} points long (0 for money), "
                              f"not {m.group(1)[:6]}", "record_illegal")
            length = int(m.group(1))
            continue
        m = _GAME.match(line)
        if m:
            if len(m.group(1)) > 6 or int(m.group(1)) != len(games) + 1:
                raise _err(n, f"game {m.group(1)[:8]} where game {len(games) + 1} was expected")
            games.append(_GameText(len(games) + 1, n))
            expect_names = True
            continue
        if not games:
            raise RecordError("this is not a .mat match file: no 'Game 1' line before the moves",
                              code="record_foreign")
        game = games[-1]
        if expect_names:
            expect_names = False
            m = _NAMES.match(line)
            if m and not _NUMBERED.match(line):
                if len(m.group("s0")) > 6 or len(m.group("s1")) > 6:
                    raise _err(n, "a score too large for a match")
                game.names = (m.group("n0").strip(), m.group("n1").strip())
                game.scores = (int(m.group("s0")), int(m.group("s1")))
                continue
        numbered = _NUMBERED.match(line)
        if numbered and not numbered.group(2).strip():
            continue  # an empty numbered line (Backgammon Studio ends games with one)
        if game.wins is not None:
            raise _err(n, f"more after the end of game {game.number}")
        wins = _WINS.search(line)
        body_line = line
        if wins:
            body_line = line[:wins.start()].rstrip()
            if line[wins.end():].strip():
                raise _err(n, f"cannot read {line[wins.end():].strip()[:30]!r} after 'Wins'")
            if len(wins.group(1)) > 4:
                raise _err(n, "too many points for one game")
        m = _NUMBERED.match(body_line)
        if m:
            base = m.end(1) + 1
            try:
                acts = _cell_actions(m.group(2), base, n)
            except _BoardDump:
                if len(games) < 2:
                    raise
                # Keep the games before it; the rest of the file cannot be trusted.
                games.pop()
                warnings.append(f"line {n}: a raw board dump ('Illegal play (…)') stands where a play should be; "
                                f"the games before game {game.number} are read, the rest is left out")
                break
            if len(acts) > 2:
                raise _err(n, "more than two cells on one line")
            if len(acts) == 2:
                acts[0][1].player, acts[1][1].player = 0, 1
            elif len(acts) == 1:
                # A single cell: its column says whose it is.
                acts[0][1].player = 1 if acts[0][0] - base > 14 else 0
            game.actions.extend(a for _, a in acts)
            if wins:
                winner = 1 if (acts and (len(acts) == 1 and acts[0][1].player == 0)) or wins.start() >= 20 else 0
                game.wins = (winner, int(wins.group(1)), n)
        elif wins and not body_line.strip():
            game.wins = (1 if wins.start() >= 20 else 0, int(wins.group(1)), n)
        else:
            raise _err(n, f"cannot read {line.strip()[:40]!r}")
    if not games:
        raise RecordError("this is not a .mat match file: it has no games", code="record_foreign")
    return length, comments, games


def _rules_from_comment(text: str) -> RuleSet:
    values: dict[str, Any] = {}
    defaults = RuleSet().to_dict()
    for part in text.split(","):
        key, sep, value = part.strip().partition("=")
        if not sep or key not in defaults or not re.fullmatch(r"\d{1,6}", value.strip()):
            raise RecordError(f"the 'Nard Rules' comment cannot be read at {part.strip()[:30]!r}",
                              code="record_invalid")
        v = int(value)
        values[key] = bool(v) if isinstance(defaults[key], bool) else v
    try:
        return RuleSet.from_dict(values)
    except EngineError as exc:
        raise RecordError(f"the 'Nard Rules' comment names impossible rules: {exc.message}",
                          code="record_invalid") from None


def _candidate_rules(length: int, games: Sequence[_GameText]) -> list[RuleSet]:
    if length == 0:
        base = [RuleSet.preset("money"), RuleSet.preset("money").replace(jacoby=False)]
    else:
        base = [RuleSet.preset("international_match"), RuleSet.preset("international_match").replace(crawford=False)]
    starts_double = any(g.actions and g.actions[0].kind == "roll" and g.actions[0].dice
                        and g.actions[0].dice[0] == g.actions[0].dice[1] for g in games)
    if starts_double:
        base = [r.replace(opening_reroll=True) for r in base]
    return base


def _play_roll(game: Game, act: _Action, opening: bool, gnum: int, last: bool = False,
               pending: bool = False) -> None:
    """Play one roll cell.  ``last``: the game's last cell before its result;
    ``pending``: the last cell of an unfinished match's last game, a roll not
    yet played (the match goes on with those dice to play)."""
    assert act.dice is not None
    hi, lo = max(act.dice), min(act.dice)
    where = f"game {gnum}"
    if opening:
        starter = act.player
        if game.rules.opening_reroll:
            game.roll_opening((2, 1) if starter == 0 else (1, 2))
            game.roll(act.dice)
        else:
            if hi == lo:
                raise _err(act.line, f"{where} begins with a double, but the opening roll is never one",
                           "record_illegal")
            game.roll_opening((hi, lo) if starter == 0 else (lo, hi))
    else:
        if game.phase in (GamePhase.ROLL, GamePhase.BEAVERED) and act.player != game.on_roll:
            raise _err(act.line, f"player {act.player + 1} rolls, but it is player {game.on_roll + 1}'s turn",
                       "record_illegal")
        game.roll(act.dice)
    if game.phase != GamePhase.MOVE or game.on_roll != act.player:
        raise _err(act.line, f"the roll is not player {act.player + 1}'s to play", "record_illegal")
    assert game.turn is not None and game.dice is not None
    if pending and not act.moves and not act.unknown:
        plays = game.legal_plays()
        if len(plays) == 1 and not plays[0].moves:
            game.play(plays[0])  # no move was possible
        return
    if act.unknown or (last and not act.moves):
        # A final play nobody recorded ("????"), or a roll left unplayed before
        # the game ends: the play that ends the game if there is one, else the
        # roll stays unplayed and the result that follows is a resignation.
        plays = game.legal_plays()
        winning = [p for p in plays if p.result.is_game_over()]
        if winning:
            game.play(winning[0])
        elif len(plays) == 1 and not plays[0].moves:
            game.play(plays[0])  # no move was possible
        elif act.unknown and not last:
            raise _err(act.line, "a play written '????' is known only when it ends the game", "record_illegal")
        return
    steps = []
    for token in act.moves:
        m = _STEP.match(token)
        if not m:
            steps = None
            break
        src = 25 if m.group(1).lower() == "bar" else int(m.group(1))
        dst = 0 if m.group(2).lower() == "off" else 25 if m.group(2).lower() == "bar" else int(m.group(2))
        steps.append((src, dst))
    if steps is not None:
        try:
            for src, dst in steps:
                game.step(src, dst)
            if game.turn.is_complete():
                game.commit()
                return
        except EngineError:
            pass
        game.turn.undo_all()
    # Steps in another order, combined moves or counts: read as notation.
    play = parse_play(game.turn.start, game.dice, " ".join(act.moves), game.rules)
    game.play(play)


def _play_game(match: Match, gt: _GameText, last: bool) -> None:
    game = match.game
    if gt.scores is not None and tuple(gt.scores) != tuple(game.score):
        raise _err(gt.line + 1, f"game {gt.number} starts at {gt.scores[0]}-{gt.scores[1]}, but the games "
                                f"before it end at {game.score[0]}-{game.score[1]}", "record_mismatch")
    for idx, act in enumerate(gt.actions):
        if game.is_over:
            if act.kind == "roll" and (act.unknown or not act.moves) and idx == len(gt.actions) - 1:
                break  # a transcriber's cell for a roll after the last checker left
            raise _err(act.line, f"game {gt.number} is already over", "record_illegal")
        try:
            if act.kind == "roll":
                at_end = idx == len(gt.actions) - 1
                _play_roll(game, act, idx == 0, gt.number, gt.wins is not None and at_end,
                           pending=last and gt.wins is None and at_end)
                continue
            if idx == 0:
                raise _err(act.line, f"game {gt.number} must begin with a roll", "record_illegal")
            answerer = game.on_roll if game.phase == GamePhase.BEAVERED else 1 - game.on_roll
            actor = {"doubles": game.on_roll, "take": answerer, "drop": answerer,
                     "beavers": 1 - game.on_roll, "raccoons": game.on_roll}[act.kind]
            if act.player != actor:
                raise _err(act.line, f"the cube action is in player {act.player + 1}'s column, but it is "
                                     f"player {actor + 1}'s to make", "record_illegal")
            if act.kind == "doubles":
                value = game.double()
            elif act.kind == "take":
                game.take()
                value = None
            elif act.kind == "drop":
                game.drop()
                value = None
            elif act.kind == "beavers":
                value = game.beaver()
            else:
                value = game.raccoon()
            if act.value is not None and value != act.value:
                raise _err(act.line, f"the cube goes to {value}, not {act.value}", "record_illegal")
        except RecordError:
            raise
        except EngineError as exc:
            raise _err(act.line, exc.message, "record_illegal") from None
    if gt.wins is None:
        if game.is_over:
            raise _err(gt.actions[-1].line, f"game {gt.number} is over, but the file does not say who won",
                       "record_mismatch")
        if not last:
            raise _err(gt.line, f"game {gt.number} has no result, yet another game follows", "record_invalid")
        return
    winner, points, line = gt.wins
    if game.is_over:
        r = game.result
        assert r is not None
        if (r.winner, r.points) != (winner, points):
            raise _err(line, f"game {gt.number}: the file has player {winner + 1} winning {points}, the moves give "
                             f"player {r.winner + 1} winning {r.points}", "record_mismatch")
        return
    # The game ends without a last checker borne off or a drop: a resignation.
    if game.phase == GamePhase.BEAVERED:
        game.decline_raccoon()
    level = next((lvl for lvl in (1, 2, 3) if game.resignation_points(lvl) == points), None)
    if level is None:
        raise _err(line, f"game {gt.number}: {points} points is no result of a resignation with the cube on "
                         f"{game.cube.value}", "record_mismatch")
    try:
        game.offer_resignation(1 - winner, level)
        game.accept_resignation()
    except EngineError as exc:
        raise _err(line, f"game {gt.number} cannot end here: {exc.message}", "record_illegal") from None


def _replay(length: int, rules: RuleSet, games: Sequence[_GameText]) -> Match:
    try:
        match = Match(length, rules, roller=ManualRoller())
    except EngineError as exc:
        raise RecordError(exc.message, code="record_illegal") from None
    for i, gt in enumerate(games):
        if i:
            if match.is_over:
                raise _err(gt.line, f"game {gt.number} comes after the end of the match", "record_illegal")
            match.next_game()
        _play_game(match, gt, i == len(games) - 1)
    match.roller = SecureRoller()
    for g in match.games:
        g.roller = match.roller
    return match


def import_mat(data: bytes | str, rules: RuleSet | None = None) -> tuple[Match, dict[str, Any]]:
    """Read a .mat file and replay it through the engine.

    Returns ``(match, meta)`` like :func:`~nard_desktop.app.record.loads`
    (the match plays on with fresh secure dice).  The rules are, in order:
    ``rules`` if given, those of a ``; [Nard Rules "..."]`` comment, or the
    standard rules of a match (Crawford) or money session (Jacoby) —
    without Crawford or Jacoby where the file only fits those.
    Raises :class:`~nard_desktop.app.record.RecordError` for any problem.
    """
    return read_foreign(".mat", _import_mat, data, rules)


def read_foreign(kind: str, reader: Callable[[str, RuleSet | None], tuple[Match, dict[str, Any]]],
                 data: bytes | str, rules: RuleSet | None) -> tuple[Match, dict[str, Any]]:
    """Decode another program's match file (``kind``: ".mat", ".sgf") and read it with
    ``reader``: UTF-8 (a byte-order mark allowed) or else Latin-1, at most ``MAX_BYTES``;
    every failure, the engine's refusal of an impossible match included, becomes a
    :class:`~nard_desktop.app.record.RecordError`."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        if len(data) > MAX_BYTES:
            raise RecordError("the file is too large to be a match", code="record_too_large")
        raw = bytes(data)
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = raw.decode("latin-1")
    elif isinstance(data, str):
        if len(data) > MAX_BYTES:
            raise RecordError("the file is too large to be a match", code="record_too_large")
        text = data
    else:
        raise RecordError(f"a {kind} file is text, not {type(data).__name__}", code="record_invalid")
    try:
        return reader(text, rules)
    except RecordError:
        raise
    except EngineError as exc:
        raise RecordError(f"the {kind} file describes a match that cannot be played: {exc.message}",
                          code="record_illegal") from None
    except RecursionError:
        raise RecordError(f"the {kind} file is too complex to read", code="record_invalid") from None


def _import_mat(text: str, rules: RuleSet | None) -> tuple[Match, dict[str, Any]]:
    if "\x00" in text:
        raise RecordError("this is not a .mat text file", code="record_foreign")
    warnings: list[str] = []
    length, comments, games = _parse(text, warnings)
    if length is None:
        length = 0
    if rules is not None:
        candidates = [rules]
    elif "nard rules" in comments:
        candidates = [_rules_from_comment(comments["nard rules"])]
    else:
        candidates = _candidate_rules(length, games)
    first_error: RecordError | None = None
    match = None
    for cand in candidates:
        try:
            match = _replay(length, cand, games)
            break
        except RecordError as exc:
            first_error = first_error or exc
    if match is None:
        assert first_error is not None
        raise first_error
    names = games[0].names or ("", "")
    players = [{"name": names[i][:100] or comments.get(f"player {i + 1}", f"Player {i + 1}")[:100],
                "kind": "human", "level": None} for i in (0, 1)]
    meta = {"players": players, "dice": {"kind": "secure"}, "dice_continued": False, "clock": None,
            "saved_at": comments.get("eventdate", "")[:64], "program": comments.get("site", "")[:200],
            "app": None, "source": "mat", "header": _header(comments)}
    if warnings:
        meta["warnings"] = warnings
    return match, meta


def _header(comments: Mapping[str, str]) -> dict[str, str]:
    """The header lines worth keeping (event, site, round, date, …), under their .mat names."""
    keep = {"site": "Site", "event": "Event", "round": "Round", "eventdate": "EventDate", "eventtime": "EventTime",
            "match id": "Match ID", "transcriber": "Transcriber", "player 1 elo": "Player 1 Elo",
            "player 2 elo": "Player 2 Elo", "place": "Place", "annotator": "Annotator"}
    return {keep[k]: v[:200] for k, v in comments.items() if k in keep and v.strip()}
