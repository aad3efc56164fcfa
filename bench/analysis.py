"""Match analysis against GNU Backgammon: agreement and speed.

    PYTHONPATH=. python bench/analysis.py [--matches 12] [--length 5] [--depth 2] [--jobs N]
                                          [--gnubg-plies P] [--gnubg-net] [--gnubg-self P] [--no-confirm] [--out DIR]
    PYTHONPATH=. python bench/analysis.py --corpus [--depth 2] [--jobs 1] [--files NAME ...] [--both] [--turns]

``--corpus`` analyses the real match files of ``tests/data/matches/`` (other
programs' ``.mat``, ``.txt`` and ``.sgf`` files) instead of generated ones, at
the same look-ahead by default: our ``--depth 2`` against gnubg's 1-ply, our
depth 3 against its 2-ply (``--gnubg-plies`` overrides), one process each
unless ``--jobs`` says otherwise; it prints both times and their ratio.
``--files`` keeps only the corpus files named (e.g. ``galaxy_1486073.txt``;
a compressed one by its name with or without ``.gz``): a quicker measure
while profiling, with the peer's time on the same files.

Times are printed twice: the wall clock, and the CPU time of the process
that did the work (ours: this process and the workers it has ended, exact
with ``--jobs 1``; gnubg's: its process).  On a shared machine the wall
clock counts the other programs too, and not alike for both: compare the
CPU times there.  ``--both`` runs our analysis twice against the one gnubg
run, first with errors as the depth finds them (the same look-ahead as
gnubg's) and then confirmed a roll deeper (as the program analyses by
default), and prints the time ratio of each.  ``--turns`` (with
``--corpus``) times the programs file by file, taking turns (gnubg, then
ours for each setting), so that both meet the same load; gnubg then starts
once per file, and the CPU time of an empty start, measured at each turn,
is taken off its time (ours starts once, before the turns).

GNU Backgammon (``gnubg -t``) plays ``--matches`` matches against itself with
noisy checker play (a different noise for each player), exports them as
``.mat``, then analyses them (``analyse match``, ``show statistics match``).
Our analyser reads the same files at ``--depth``.  Printed: per player the
checker error rate and luck rate by both programs, their rank correlation,
the ratio of the rates, and the time each program took for the analysis,
with the ratio gnubg time / our time (> 1: we are faster).

``--gnubg-plies`` is the depth GNU Backgammon analyses at (default: the
same number as ``--depth``).  Our depth 2 looks at the opponent's replies,
which is GNU Backgammon's 1-ply look-ahead; ``--gnubg-plies 1`` compares the
same look-ahead.  Our depth 3 looks the close plays a roll further, as
GNU Backgammon's 2-ply does (``--depth 3 --gnubg-plies 2``).  At depths
2 and 3 our analysis confirms each error of 0.04 or more a roll deeper
(``AnalysisOptions.confirm``); ``--no-confirm`` counts them as the depth
finds them.

``--gnubg-self P`` puts GNU Backgammon's own analysis at ``P`` plies in
the place of ours: how far the program agrees with itself between two depths
(the floor any other analyser's agreement is to be read against, for the
players with few errors above all).

``--gnubg-net`` runs our analysis with GNU Backgammon's 0-ply network
(``gnubg_nn``) in place of ours: what is left of the differences then comes
from the definitions (which moves count, how errors and luck are measured
and normalised), not from the two networks judging positions differently.

The generated files go to a temporary folder (``--out`` keeps them).
"""

from __future__ import annotations

import argparse
import math
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GNUBG = shutil.which("gnubg") or ("/usr/games/gnubg" if Path("/usr/games/gnubg").exists() else None)

NOISES = (0.0, 0.01, 0.02, 0.03, 0.045, 0.06, 0.08, 0.1)


def children_cpu() -> float:
    """CPU seconds (user + system) of this process's children that have ended."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def own_cpu() -> float:
    """CPU seconds of this process and of its children that have ended."""
    return time.process_time() + children_cpu()


def run_gnubg(commands: list[str], cwd: Path, timeout: float = 1800) -> str:
    script = cwd / f"commands-{os.getpid()}-{time.monotonic_ns()}.txt"
    script.write_text("\n".join(commands) + "\n", encoding="utf-8")
    try:
        with script.open("rb") as stdin:
            done = subprocess.run([GNUBG, "-t", "-q"], stdin=stdin, capture_output=True, timeout=timeout, cwd=cwd)
    finally:
        script.unlink(missing_ok=True)
    return done.stdout.decode("utf-8", "replace") + done.stderr.decode("utf-8", "replace")


def player_noises(k: int) -> tuple[float, float]:
    """Two different noise levels for match ``k`` (deterministic)."""
    a = NOISES[k % len(NOISES)]
    b = NOISES[(3 * k + 5) % len(NOISES)]
    if a == b:
        b = NOISES[(3 * k + 6) % len(NOISES)]
    return a, b


def generate_matches(folder: Path, n: int, length: int = 5, seed: int = 1) -> list[Path]:
    """``n`` matches gnubg plays against itself (0-ply, noisy), as .mat files."""
    paths = []
    commands: list[str] = []
    for k in range(n):
        noise = player_noises(k)
        path = folder / f"match{k + 1:02d}.mat"
        for p in (0, 1):
            commands += [f"set player {p} gnubg", f"set player {p} chequerplay evaluation plies 0",
                         f"set player {p} chequerplay evaluation noise {noise[p]}",
                         f"set player {p} chequerplay evaluation deterministic on",
                         f"set player {p} cubedecision evaluation plies 0"]
        commands += [f"set seed {seed + k}", f"new match {length}", f"export match mat {path}"]
        paths.append(path)
    run_gnubg(commands, folder)
    missing = [p for p in paths if not p.exists()]
    if missing:
        raise RuntimeError(f"gnubg did not write {missing[0]}")
    return paths


_NUM = re.compile(r"([+-]?\d+(?:\.\d+)?)\s*\(")


def _two(line: str) -> tuple[float, float]:
    nums = _NUM.findall(line)
    return float(nums[0]), float(nums[1])


def parse_statistics(text: str) -> dict[str, tuple[float, float]]:
    """The figures of one ``show statistics match`` (both players): checker
    error rate, cube error rate, overall error rate and luck rate, mEMG as
    positive losses / signed luck, and unforced moves."""
    out: dict[str, tuple[float, float]] = {}
    section = None
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("Chequerplay statistics"):
            section = "checker"
        elif s.startswith("Luck statistics"):
            section = "luck"
        elif s.startswith("Cube statistics"):
            section = "cube"
        elif s.startswith("Overall statistics"):
            section = "overall"
        elif s.startswith("Unforced moves") and section == "checker":
            a, b = s.split()[-2:]
            out["unforced"] = (float(a), float(b))
        elif s.startswith("Error rate mEMG") and section:
            a, b = _two(s)
            out[f"{section}_error_rate"] = (-a, -b)
        elif s.startswith("Luck rate mEMG"):
            out["luck_rate"] = _two(s)
        elif s.startswith("Luck total EMG"):
            out["luck_total"] = _two(s)
    return out


CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "matches"


def corpus_files(folder: Path, names: list[str] | None = None) -> list[Path]:
    """The real match files of the corpus, copied into ``folder`` (a
    compressed one decompressed): the files both programs analyse; only
    those of ``names`` when given (a name not in the corpus is an error)."""
    import gzip

    wanted = None if names is None else {n.removesuffix(".gz") for n in names}
    paths = []
    for src in sorted(CORPUS.iterdir()):
        if src.name == "SOURCES.md":
            continue
        if wanted is not None:
            if src.name.removesuffix(".gz") not in wanted:
                continue
            wanted.discard(src.name.removesuffix(".gz"))
        if src.suffix == ".gz":
            dst = folder / src.stem
            dst.write_bytes(gzip.decompress(src.read_bytes()))
        else:
            dst = folder / src.name
            shutil.copyfile(src, dst)
        paths.append(dst)
    if wanted:
        raise ValueError(f"not in {CORPUS}: {', '.join(sorted(wanted))}")
    return paths


def _gnubg_load(path: Path) -> str:
    return f"load match {path}" if path.suffix == ".sgf" else f"import mat {path}"


def gnubg_analyse(paths: list[Path], plies: int, folder: Path,
                  cpu: list[float] | None = None) -> tuple[list[dict], float]:
    """gnubg's statistics of each file and the seconds it took for all (its
    CPU seconds are appended to ``cpu`` when given)."""
    commands = [f"set analysis chequerplay evaluation plies {plies}",
                f"set analysis cubedecision evaluation plies {plies}"]
    for p in paths:
        commands += [_gnubg_load(p), "analyse match", "show statistics match"]
    start, start_cpu = time.perf_counter(), children_cpu()
    text = run_gnubg(commands, folder)
    seconds = time.perf_counter() - start
    if cpu is not None:
        cpu.append(children_cpu() - start_cpu)
    parts = text.split("Chequerplay statistics")[1:]
    if len(parts) != len(paths):
        raise RuntimeError(f"gnubg printed {len(parts)} statistics for {len(paths)} files:\n{text[-2000:]}")
    parts = ["Chequerplay statistics" + t for t in parts]
    stats = [parse_statistics(t) for t in parts]
    return stats, seconds


class GnubgNetEvaluator:
    """GNU Backgammon's 0-ply evaluation (``gnubg_nn``) behind our evaluator
    interface: a measuring stick for the bench and the tests only."""

    def probabilities(self, positions):
        import gnubg_nn
        import numpy as np

        return np.array([gnubg_nn.probabilities(p.board(), 0) for p in positions], float).reshape(-1, 5)


class _GnubgPlayer:
    """One player's figures of ``parse_statistics`` under the names of our analysis."""

    def __init__(self, stats: dict, p: int) -> None:
        self.checker_error_rate = stats["checker_error_rate"][p]
        self.luck_rate = stats["luck_rate"][p]
        self.checker_decisions = stats["unforced"][p]


class _GnubgAnalysis:
    def __init__(self, stats: dict) -> None:
        self.players = [_GnubgPlayer(stats, 0), _GnubgPlayer(stats, 1)]


def ours_analyse(paths: list[Path], depth: int, jobs: int | None, evaluator=None,
                 options=None, confirm: bool = True, cpu: list[float] | None = None) -> tuple[list, float]:
    """Our analysis of each file and the seconds it took for all (the CPU
    seconds, :func:`own_cpu`, are appended to ``cpu`` when given)."""
    from nard_desktop.ai.analysis import AnalysisOptions
    from nard_desktop.app.analysis import analyse_file

    options = options or AnalysisOptions(depth=depth, **({} if confirm else {"confirm": None}))
    start, start_cpu = time.perf_counter(), own_cpu()
    results = [analyse_file(p, options, jobs=jobs, evaluator=evaluator)[0] for p in paths]
    seconds = time.perf_counter() - start
    if cpu is not None:
        cpu.append(own_cpu() - start_cpu)
    return results, seconds


def spearman(xs: list[float], ys: list[float]) -> float:
    def ranks(v):
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2.0
            i = j + 1
        return r
    return pearson(ranks(xs), ranks(ys))


def pearson(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else float("nan")


def compare(ours: list, theirs: list[dict], names: list[str] | None = None) -> dict:
    """Per-player pairs and the agreement figures (``names``: one a match)."""
    rows = []
    for k, (a, g) in enumerate(zip(ours, theirs)):
        for p in (0, 1):
            st = a.players[p]
            name = f"{names[k][:10]}:{'ab'[p]}" if names else f"m{k + 1}{'ab'[p]} {player_noises(k)[p]:.3f}"
            rows.append({"name": name, "ours_checker": st.checker_error_rate,
                         "gnubg_checker": g["checker_error_rate"][p],
                         "ours_luck": st.luck_rate, "gnubg_luck": g["luck_rate"][p],
                         "ours_unforced": st.checker_decisions, "gnubg_unforced": g["unforced"][p]})
    oc = [r["ours_checker"] for r in rows]
    gc = [r["gnubg_checker"] for r in rows]
    ratios = [o / g for o, g in zip(oc, gc) if g > 0]
    return {
        "rows": rows,
        "checker_rank_correlation": spearman(oc, gc),
        "checker_ratio_mean": sum(oc) / sum(gc) if sum(gc) else float("nan"),
        "checker_ratios": ratios,
        "luck_correlation": pearson([r["ours_luck"] for r in rows], [r["gnubg_luck"] for r in rows]),
    }


def format_comparison(cmp: dict, floor: float = 10.0) -> str:
    lines = [f"{'player':12} {'ours chk':>9} {'gnubg chk':>9} {'ratio':>6} {'ours luck':>9} {'gnubg luck':>10}"]
    for r in cmp["rows"]:
        ratio = r["ours_checker"] / r["gnubg_checker"] if r["gnubg_checker"] else float("nan")
        lines.append(f"{r['name']:12} {r['ours_checker']:9.1f} {r['gnubg_checker']:9.1f} {ratio:6.2f} "
                     f"{r['ours_luck']:9.1f} {r['gnubg_luck']:10.1f}")
    judged = [r["ours_checker"] / r["gnubg_checker"] for r in cmp["rows"] if r["gnubg_checker"] >= floor]
    inside = sum(0.6 <= x <= 1.6 for x in judged)
    lines.append(f"checker error rate: rank correlation {cmp['checker_rank_correlation']:.3f}, "
                 f"ratio of totals {cmp['checker_ratio_mean']:.2f}; players with gnubg >= {floor:g} mEMG: "
                 f"{inside}/{len(judged)} within 0.6-1.6, ratios {min(judged, default=0):.2f}-"
                 f"{max(judged, default=0):.2f}")
    lines.append(f"luck rate: correlation {cmp['luck_correlation']:.3f}")
    return "\n".join(lines)


def gnubg_start_cpu(folder: Path) -> float:
    """CPU seconds of a gnubg start with nothing to do (loading its networks
    and databases): what each file's turn costs it beyond the analysis."""
    before = children_cpu()
    run_gnubg([], folder)
    return children_cpu() - before


def turns(paths: list[Path], plies: int, depth: int, folder: Path, confirms: tuple[bool, ...],
          floor: float) -> None:
    """Both analyses file by file, taking turns, and their CPU times (see
    the module notes on ``--turns``)."""
    theirs: list[dict] = []
    ours: dict[bool, list] = {c: [] for c in confirms}
    g_cpu, start_cpu = 0.0, 0.0
    o_cpu = {c: 0.0 for c in confirms}
    ours_analyse(paths[:1], 0, 1)  # our start (the networks loaded) left out, as gnubg's is
    for path in paths:
        cpu: list[float] = []
        stats, _ = gnubg_analyse([path], plies, folder, cpu)
        theirs += stats
        g_cpu += cpu[0]
        start_cpu += gnubg_start_cpu(folder)
        for c in confirms:
            cpu = []
            found, _ = ours_analyse([path], depth, 1, confirm=c, cpu=cpu)
            ours[c] += found
            o_cpu[c] += cpu[0]
    names = [p.stem for p in paths]
    g_net = g_cpu - start_cpu
    print(f"gnubg at {plies}-ply: CPU {g_cpu:.1f} s for {len(paths)} starts, less {start_cpu:.1f} s of "
          f"empty starts: {g_net:.1f} s")
    for c in confirms:
        cmp = compare(ours[c], theirs, names)
        moves = sum(r["ours_unforced"] for r in cmp["rows"])
        label = "errors confirmed a roll deeper" if c else "errors not confirmed"
        print(f"{len(paths)} real match files, {moves} unforced moves; ours at depth {depth}, {label}, one process")
        print(format_comparison(cmp, floor))
        print(f"CPU time, taking turns file by file: ours {o_cpu[c]:.1f} s, gnubg {g_net:.1f} s; "
              f"ours/gnubg {o_cpu[c] / g_net:.2f} (against gnubg's time with its starts: "
              f"{o_cpu[c] / g_cpu:.2f})", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=12)
    ap.add_argument("--length", type=int, default=5)
    ap.add_argument("--depth", type=int, default=2, choices=(0, 1, 2, 3))
    ap.add_argument("--gnubg-plies", type=int, default=None)
    ap.add_argument("--gnubg-net", action="store_true", help="our analysis with gnubg's 0-ply network")
    ap.add_argument("--gnubg-self", type=int, default=None, metavar="P",
                    help="gnubg's own analysis at P plies in the place of ours")
    ap.add_argument("--no-confirm", action="store_true",
                    help="our errors as the depth finds them, not confirmed a roll deeper (the default confirms)")
    ap.add_argument("--both", action="store_true",
                    help="our analysis twice, errors not confirmed and confirmed, against the one gnubg run")
    ap.add_argument("--turns", action="store_true",
                    help="with --corpus: time both programs file by file, taking turns (CPU time)")
    ap.add_argument("--floor", type=float, default=10.0, help="per-player ratios for gnubg rates >= this (mEMG)")
    ap.add_argument("--jobs", type=int, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--corpus", action="store_true", help="the real match files of tests/data/matches/")
    ap.add_argument("--files", nargs="+", default=None, metavar="NAME",
                    help="with --corpus: only these files of tests/data/matches/")
    args = ap.parse_args(argv)
    if GNUBG is None:
        print("GNU Backgammon (gnubg) is not installed", file=sys.stderr)
        return 2
    folder = (args.out or Path(tempfile.mkdtemp(prefix="nard-analysis-bench-"))).resolve()  # gnubg runs in it
    folder.mkdir(parents=True, exist_ok=True)
    try:
        if args.corpus:
            paths = corpus_files(folder, args.files)
            default_plies = max(0, args.depth - 1)  # the same look-ahead: our depth 2 is gnubg's 1-ply
        else:
            paths = generate_matches(folder, args.matches, args.length, args.seed)
            default_plies = args.depth
        plies = default_plies if args.gnubg_plies is None else args.gnubg_plies
        if args.turns and args.corpus:
            turns(paths, plies, args.depth, folder, (False, True) if args.both else (not args.no_confirm,),
                  args.floor)
            return 0
        gnubg_cpu: list[float] = []
        theirs, t_gnubg = gnubg_analyse(paths, plies, folder, gnubg_cpu)
        # gnubg's network is not picklable into worker processes: one process then.
        jobs = 1 if args.gnubg_net else args.jobs
        what = f"{len(paths)} real match files" if args.corpus else f"{args.matches} matches to {args.length}"
        for confirm in ((False, True) if args.both else (not args.no_confirm,)):
            cpu: list[float] = []
            if args.gnubg_self is not None:
                stats, t_ours = gnubg_analyse(paths, args.gnubg_self, folder, cpu)
                ours = [_GnubgAnalysis(st) for st in stats]
                who = f"gnubg itself at {args.gnubg_self}-ply in the place of ours"
            else:
                ours, t_ours = ours_analyse(paths, args.depth, jobs,
                                            GnubgNetEvaluator() if args.gnubg_net else None, confirm=confirm, cpu=cpu)
                who = (f"ours at depth {args.depth}" + (" with gnubg's network" if args.gnubg_net else "")
                       + ((", errors confirmed a roll deeper" if confirm else ", errors not confirmed")
                          if args.depth >= 2 else ""))
            cmp = compare(ours, theirs, [p.stem for p in paths] if args.corpus else None)
            moves = sum(r["ours_unforced"] for r in cmp["rows"])
            print(f"{what}, {moves} unforced moves; {who}, gnubg at {plies}-ply")
            print(format_comparison(cmp, args.floor))
            excess = sum((r["ours_checker"] - r["gnubg_checker"]) * r["ours_unforced"] for r in cmp["rows"])
            print(f"our checker error minus gnubg's, over all unforced moves: {excess / max(1, moves):+.1f} "
                  "mEMG per move")
            shown_jobs = jobs or os.cpu_count()
            print(f"time: ours {t_ours:.1f} s (jobs {shown_jobs}), gnubg {t_gnubg:.1f} s; ratio gnubg/ours "
                  f"{t_gnubg / t_ours:.2f}; ours/gnubg {t_ours / t_gnubg:.2f}")
            print(f"CPU time: ours {cpu[0]:.1f} s, gnubg {gnubg_cpu[0]:.1f} s; ours/gnubg {cpu[0] / gnubg_cpu[0]:.2f}",
                  flush=True)
    finally:
        if args.out is None:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.exit(main())
