"""Matches as GNU Backgammon's ``.sgf`` files (SGF, ``GM[6]``), the format its
users keep their matches in.

What the format looks like (one game tree per game)::

    (;FF[4]GM[6]CA[UTF-8]AP[Takhteh Nard:1.0]MI[length:5][game:0][ws:0][bs:0]
    PW[Ali]PB[Sara]DT[2025-03-21]RU[Crawford]RE[W+2]
    ;W[31hkfk]
    ;B[double]
    ;W[take]
    ...)

``W`` is the first player (our seat 0, the left column of a .mat file), ``B``
the second.  ``MI`` holds the match length (0 for money), the game's number
from 0 and the scores before it (``ws`` White's, ``bs`` Black's).  A move is
the dice in rolled order and up to four steps, two letters each: ``a``-``x``
a point (for White ``a`` is its 1-point, for Black ``x`` is), ``y`` the bar,
``z`` off.  ``double``, ``take`` and ``drop`` are cube actions.  ``RE[W+2]``
says who won how many points; an ``R`` after it (``RE[B+1R]``) that the loser
resigned.  ``RU`` lists the rules (``Crawford``, ``CrawfordGame``,
``Jacoby``, ``NoCube``); ``CV`` the cube after automatic doubles.

GNU Backgammon's stored analysis (``A``, ``DA``, ``LU``, ``GS``, ...) is
skipped on import.  A roll left unplayed before a resignation is written as
``;PL[W]DI[51]`` (GNU Backgammon's "set dice"), as GNU Backgammon does.  Our
house rules travel in the game comment (``GC``) as ``Nard Rules: ...``; other
programs show it as a comment.

Import replays everything through the engine (with the machinery of
:mod:`~nard_desktop.app.matfile`), so a file describing something impossible
raises :class:`~nard_desktop.app.record.RecordError` naming its line.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from ..engine.game import Game
from ..engine.kinds import ResultReason
from ..engine.match import MAX_MATCH_LENGTH, Match
from ..engine.rules import RuleSet
from . import matfile
from .record import RecordError, new_meta

__all__ = ["export_sgf", "import_sgf", "is_sgf"]

_APP = "Takhteh Nard"
_MAX_NODES = 200_000
_RULES_TAG = "Nard Rules:"


def is_sgf(text: str | bytes) -> bool:
    """Whether ``text`` starts like a GNU Backgammon .sgf file."""
    head = text[:4000].decode("latin-1") if isinstance(text, bytes) else text[:4000]
    head = head.lstrip("\ufeff\xef\xbb\xbf \t\r\n")
    return re.match(r"\(\s*;", head) is not None and "GM[6]" in head


# ==================================================================== reading
class _Node:
    __slots__ = ("props", "line")

    def __init__(self, line: int) -> None:
        self.props: dict[str, list[str]] = {}
        self.line = line


def _err(line: int, message: str, code: str = "record_invalid") -> RecordError:
    return RecordError(f"line {line}: {message}", code=code, line=line)


def _parse(text: str) -> list[list[_Node]]:
    """The game trees of an SGF text, each its main line of nodes (variations are skipped)."""
    trees: list[list[_Node]] = []
    i, n, line = 0, len(text), 1
    depth = 0
    current: list[_Node] | None = None
    node: _Node | None = None
    count = 0
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r\f\v":
            i += 1
        elif c == "(":
            depth += 1
            if depth == 1:
                current = []
                trees.append(current)
            i += 1
        elif c == ")":
            # GNU Backgammon writes no variations; nested trees, if any, are read on as the main line.
            if depth == 0:
                raise _err(line, "a ')' with no '(' before it")
            depth -= 1
            if depth == 0:
                current = None
            node = None
            i += 1
        elif c == ";":
            if current is None:
                raise _err(line, "a node outside a game tree")
            count += 1
            if count > _MAX_NODES:
                raise RecordError("the file has too many moves to be a match", code="record_too_large")
            node = _Node(line)
            current.append(node)
            i += 1
        elif c.isalpha() and c.isupper():
            j = i
            while j < n and text[j].isalpha():
                j += 1
            ident = "".join(ch for ch in text[i:j] if ch.isupper())
            i = j
            values = []
            while True:
                while i < n and text[i] in " \t\r\n":
                    if text[i] == "\n":
                        line += 1
                    i += 1
                if i >= n or text[i] != "[":
                    break
                i += 1
                buf = []
                start_line = line
                while True:
                    if i >= n:
                        raise _err(start_line, f"the value of {ident} has no closing ']'")
                    ch = text[i]
                    if ch == "\\" and i + 1 < n:
                        nxt = text[i + 1]
                        if nxt == "\n":
                            line += 1
                        else:
                            buf.append(nxt)
                        i += 2
                        continue
                    if ch == "]":
                        i += 1
                        break
                    if ch == "\n":
                        line += 1
                    buf.append(ch)
                    i += 1
                values.append("".join(buf))
            if not values:
                raise _err(line, f"the property {ident[:10]} has no value")
            if node is None:
                raise _err(line, f"the property {ident[:10]} stands outside a node")
            node.props.setdefault(ident, []).extend(values)
        else:
            raise _err(line, f"cannot read {text[i:i + 20]!r}: this is not SGF as GNU Backgammon writes it")
    if depth:
        raise RecordError("the file ends before its last game does: it may have been cut short",
                          code="record_truncated")
    return trees


def _point(ch: str, player: int, line: int) -> int:
    if ch == "y":
        return 25
    if ch == "z":
        return 0
    if not "a" <= ch <= "x":
        raise _err(line, f"{ch!r} is no point in a move (a to x, y for the bar, z for off)")
    n = ord(ch) - ord("a")
    return n + 1 if player == 0 else 24 - n


def _move_steps(letters: str, player: int, line: int) -> list[str]:
    if len(letters) % 2 or len(letters) > 8:
        raise _err(line, f"cannot read the move {letters[:12]!r}: two letters a step, four steps at most")
    steps = []
    for k in range(0, len(letters), 2):
        src, dst = _point(letters[k], player, line), _point(letters[k + 1], player, line)
        steps.append(f"{'bar' if src == 25 else src}/{'off' if dst == 0 else dst}")
    return steps


def _game_text(tree: list[_Node], number: int) -> tuple[matfile._GameText, dict[str, Any]]:
    root = tree[0]
    info: dict[str, Any] = {k: v for k, v in root.props.items()}
    gt = matfile._GameText(number, root.line)
    mi = " ".join(root.props.get("MI", []))
    mi_map = dict(re.findall(r"(\w+):([^\]\s]*)", " ".join(f"{v}" for v in root.props.get("MI", []))))
    info["mi"] = mi_map
    if "ws" in mi_map and "bs" in mi_map:
        try:
            gt.scores = (int(mi_map["ws"]), int(mi_map["bs"]))
        except ValueError:
            raise _err(root.line, f"cannot read the scores in MI[{mi[:40]}]") from None
    pending_roll: matfile._Action | None = None
    offered: tuple[int, int | None, int] | None = None  # (resigning player, points, line)
    accepted: tuple[int, int | None, int] | None = None
    for node in tree[1:]:
        for colour in ("W", "B"):
            if colour not in node.props:
                continue
            player = 0 if colour == "W" else 1
            value = node.props[colour][0].strip()
            low = value.lower()
            if low in ("double", "take", "drop"):
                act = matfile._Action({"double": "doubles", "take": "take", "drop": "drop"}[low], node.line)
            elif low.startswith("beaver"):
                act = matfile._Action("beavers", node.line)
            elif re.fullmatch(r"resign(:\d{1,4})?|accept|reject", low):
                # GNU Gibbon's resignation nodes: an offer (``resign:2``) and its answer.  The
                # result (``RE``) says what was won; a rejected offer changes nothing.
                if low.startswith("resign"):
                    offered = (player, int(low.split(":")[1]) if ":" in low else None, node.line)
                else:
                    if low == "accept" and offered is not None and offered[0] != player:
                        accepted = offered
                    offered = None
                continue
            else:
                m = re.fullmatch(r"([1-6])([1-6])([a-z]*)", value)
                if not m:
                    raise _err(node.line, f"cannot read {value[:20]!r}: expected dice and a move such as "
                                          f"'31hkfk', or double, take or drop")
                act = matfile._Action("roll", node.line, dice=(int(m.group(1)), int(m.group(2))),
                                      moves=_move_steps(m.group(3), player, node.line))
            act.player = player
            gt.actions.append(act)
        if "DI" in node.props:
            # GNU Backgammon's "set dice": a roll that was not played (the player then resigned)
            m = re.fullmatch(r"\s*([1-6])([1-6])\s*", node.props["DI"][0])
            pl = (node.props.get("PL") or [""])[0].strip()
            if not m or pl not in ("W", "B"):
                raise _err(node.line, "cannot read the dice set here (PL and DI)")
            pending_roll = matfile._Action("roll", node.line, dice=(int(m.group(1)), int(m.group(2))), moves=[])
            pending_roll.player = 0 if pl == "W" else 1
            gt.actions.append(pending_roll)
        elif any(k in node.props for k in ("AE", "AB", "AW")):
            raise _err(node.line, "the file sets up a position by hand; only matches played from the start "
                                  "can be read", "record_illegal")
    re_value = (root.props.get("RE") or [""])[0].strip()
    resigned = False
    if re_value:
        # ``R`` (GNU Backgammon) or ``Resign`` (GNU Gibbon, the SGF standard's long form) after the points
        m = re.fullmatch(r"([WB])\+(\d{1,4})(R|Resign)?", re_value)
        if not m:
            raise _err(root.line, f"cannot read the result RE[{re_value[:20]}]")
        gt.wins = (0 if m.group(1) == "W" else 1, int(m.group(2)), root.line)
        resigned = bool(m.group(3))
    elif accepted is not None and accepted[1] is not None:
        gt.wins = (1 - accepted[0], accepted[1], accepted[2])
    info["resigned"] = resigned or accepted is not None
    return gt, info


def _rules_of(length: int, root: Mapping[str, list[str]]) -> RuleSet:
    comment = " ".join(root.get("GC", []))
    at = comment.find(_RULES_TAG)
    if at >= 0:
        text = comment[at + len(_RULES_TAG):].strip().split()[0] if comment[at + len(_RULES_TAG):].strip() else ""
        return matfile._rules_from_comment(text)
    ru = {r.strip() for v in root.get("RU", []) for r in v.split(":")}
    if length == 0:
        rules = RuleSet.preset("money").replace(jacoby="Jacoby" in ru)
    else:
        rules = RuleSet.preset("international_match").replace(crawford="Crawford" in ru or "CrawfordGame" in ru)
    if "NoCube" in ru:
        rules = rules.replace(cube_enabled=False)
    cv = (root.get("CV") or [""])[0].strip()
    if cv.isdigit() and int(cv) > 1:
        rules = rules.replace(automatic_doubles=True)
    return rules


def import_sgf(data: bytes | str, rules: RuleSet | None = None) -> tuple[Match, dict[str, Any]]:
    """Read a GNU Backgammon .sgf file and replay it through the engine.

    Returns ``(match, meta)`` like :func:`~nard_desktop.app.matfile.import_mat`.
    Raises :class:`~nard_desktop.app.record.RecordError` for any problem."""
    return matfile.read_foreign(".sgf", _import_sgf, data, rules)


def _import_sgf(text: str, rules: RuleSet | None) -> tuple[Match, dict[str, Any]]:
    trees = [t for t in _parse(text) if t]
    if not trees:
        raise RecordError("this is not a GNU Backgammon .sgf file: it has no games", code="record_foreign")
    games = []
    infos = []
    for k, tree in enumerate(trees, 1):
        gm = (tree[0].props.get("GM") or [""])[0].strip()
        if gm != "6":
            raise _err(tree[0].line, f"this SGF file is not of backgammon (GM[{gm[:4]}], backgammon is GM[6])",
                       "record_foreign")
        gt, info = _game_text(tree, k)
        games.append(gt)
        infos.append(info)
    first = infos[0]
    try:
        length = int(first["mi"].get("length", "0") or 0)
    except ValueError:
        raise _err(trees[0][0].line, "cannot read the match length in MI") from None
    if not 0 <= length <= MAX_MATCH_LENGTH:
        raise _err(trees[0][0].line, f"a match is 1 to {MAX_MATCH_LENGTH} points long (0 for money), not {length}",
                   "record_illegal")
    chosen = rules or _rules_of(length, trees[0][0].props)
    candidates = [chosen]
    if rules is None and chosen.opening_reroll is False and any(
            g.actions and g.actions[0].kind == "roll" and g.actions[0].dice
            and g.actions[0].dice[0] == g.actions[0].dice[1] for g in games):
        candidates.append(chosen.replace(opening_reroll=True))
    error: RecordError | None = None
    match = None
    for cand in candidates:
        try:
            match = matfile._replay(length, cand, games)
            break
        except RecordError as exc:
            error = error or exc
    if match is None:
        assert error is not None
        raise error
    root = trees[0][0].props

    def prop(key: str) -> str:
        return " ".join((root.get(key) or [""])[0].split())[:200]

    players = [{"name": (prop("PW") or "Player 1")[:100], "kind": "human", "level": None},
               {"name": (prop("PB") or "Player 2")[:100], "kind": "human", "level": None}]
    header: dict[str, str] = {}
    for key, name in (("EV", "Event"), ("RO", "Round"), ("PC", "Site"), ("AN", "Annotator")):
        if prop(key):
            header[name] = prop(key)
    date = prop("DT")
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        header["EventDate"] = date.replace("-", ".")
    comment = prop("GC")
    if comment and _RULES_TAG not in comment:
        header["Comment"] = comment
    meta = {"players": players, "dice": {"kind": "secure"}, "dice_continued": False, "clock": None,
            "saved_at": header.get("EventDate", ""), "program": prop("AP"), "app": None, "source": "sgf",
            "header": header}
    return match, meta


# ==================================================================== writing
def _escape(text: Any) -> str:
    return " ".join(str(text).split()).replace("\\", "\\\\").replace("]", "\\]")


def _letters(moves: tuple[tuple[int, int], ...], player: int) -> str:
    out = []
    for src, dst in moves:
        for p in (src, dst):
            if p == 25:
                out.append("y")
            elif p == 0:
                out.append("z")
            else:
                out.append(chr(ord("a") + p - 1) if player == 0 else chr(ord("x") - (p - 1)))
    return "".join(out)


def _colour(player: int | None) -> str:
    return "B" if player == 1 else "W"


def _game_nodes(game: Game) -> list[str]:
    nodes = []
    pending: tuple[int, tuple[int, int]] | None = None
    for ev in game.history:
        k = ev.kind
        if k == "roll":
            pending = (int(ev.player or 0), tuple(ev.dice))  # type: ignore[arg-type]
        elif k == "move":
            assert ev.play is not None and ev.dice is not None
            dice = pending[1] if pending and pending[0] == ev.player else tuple(ev.dice)
            nodes.append(f";{_colour(ev.player)}[{dice[0]}{dice[1]}{_letters(ev.play.moves, int(ev.player or 0))}]")
            pending = None
        elif k in ("double", "take", "drop"):
            nodes.append(f";{_colour(ev.player)}[{k}]")
        elif k == "beaver":
            # GNU Backgammon has no record of a beaver: a take, then the taker doubles.
            nodes.append(f";{_colour(ev.player)}[take]")
            nodes.append(f";{_colour(ev.player)}[double]")
        elif k == "raccoon":
            nodes.append(f";{_colour(ev.player)}[take]")
            nodes.append(f";{_colour(ev.player)}[double]")
    if pending is not None:
        # rolled and never played (a resignation followed): GNU Backgammon's "set dice"
        nodes.append(f";PL[{_colour(pending[0])}]DI[{pending[1][0]}{pending[1][1]}]")
    return nodes


def export_sgf(match: Match, meta: Mapping[str, Any] | None = None, *, date: str | None = None) -> str:
    """The match (finished or not) as GNU Backgammon .sgf text.

    ``meta`` gives the players' names and the header (event, round, site …) as
    :func:`~nard_desktop.app.matfile.import_mat` returns them; ``date`` an
    ``EventDate`` such as ``"2025.03.21"``."""
    meta = meta or {}
    players = meta.get("players") or new_meta()["players"]
    names = [_escape(matfile._clean_name(players[i].get("name") if i < len(players) else None, f"Player {i + 1}"))
             for i in (0, 1)]
    header = meta.get("header") if isinstance(meta.get("header"), Mapping) else {}
    date = date or header.get("EventDate") or ""
    rules = match.rules
    ru = []
    if not rules.cube_enabled:
        ru.append("NoCube")
    if match.length and rules.crawford:
        ru.append("Crawford")
    if not match.length and rules.jacoby:
        ru.append("Jacoby")
    rules_text = matfile.rules_comment(rules)[len('; [Nard Rules "'):-2]
    games = list(match.games)
    while len(games) > 1 and not games[-1].history:
        games.pop()
    out = []
    for i, game in enumerate(games):
        head = [f"(;FF[4]GM[6]CA[UTF-8]AP[{_APP}]MI[length:{match.length}][game:{i}]"
                f"[ws:{game.score[0]}][bs:{game.score[1]}]PW[{names[0]}]PB[{names[1]}]"]
        if i == 0:
            if re.fullmatch(r"\d{4}[.-]\d{2}[.-]\d{2}", str(date)):
                head.append(f"DT[{str(date).replace('.', '-')}]")
            for key, prop in (("Event", "EV"), ("Round", "RO"), ("Site", "PC"), ("Annotator", "AN")):
                if header.get(key):
                    head.append(f"{prop}[{_escape(header[key])}]")
            comment = f"{_RULES_TAG} {rules_text}"
            if header.get("Comment"):
                comment = f"{_escape(header['Comment'])} {comment}"
            head.append(f"GC[{comment}]")
        rus = ru + (["CrawfordGame"] if game.crawford_game and "Crawford" in ru else [])
        if rus:
            head.append(f"RU[{':'.join(rus)}]")
        if game.result is not None:
            r = game.result
            resigned = r.reason in (ResultReason.RESIGN, ResultReason.TIMEOUT)
            head.append(f"RE[{_colour(r.winner)}+{r.points}{'R' if resigned else ''}]")
        out.append("".join(head) + "".join("\n" + n for n in _game_nodes(game)) + ")\n")
    return "".join(out)
