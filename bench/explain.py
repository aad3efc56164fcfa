"""What explaining the marked decisions costs.

    PYTHONPATH=. python bench/explain.py [--match FILE] [--depth 2] [--jobs 1] [--repeat 5]

Reads a match (default: the 7-point match GNU Backgammon played in
``tests/data/matches/gnubg_charlot_7p.mat``), analyses it at ``--depth``
with ``--jobs`` worker processes, then explains every decision that has a
mark (:func:`nard_desktop.ai.explain.explain_marked`).  Printed:

* explaining one marked decision: the median and the slowest, over the
  match's marked decisions, each timed ``--repeat`` times (the best of them);
  and the same for every unforced checker play with an error, marked or not
  (more positions, the same work);
* the analysis of the match without and with its explanations (each run
  twice, alternating, once in each order, the faster kept), the ratio, and
  the explanations alone.

A measurement, not a test: it prints figures and never fails.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MATCH = ROOT / "tests" / "data" / "matches" / "gnubg_charlot_7p.mat"


def _best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--match", default=str(DEFAULT_MATCH))
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    from nard_desktop.ai import default_evaluator
    from nard_desktop.ai.analysis import AnalysisOptions, analyse
    from nard_desktop.ai.explain import explain, explain_marked
    from nard_desktop.app.analysis import decisions_from_match, load_match

    ev = default_evaluator()
    match, meta = load_match(args.match)
    decisions = decisions_from_match(match, meta)
    options = AnalysisOptions(depth=args.depth)

    # Each twice, alternating and in both orders (the first run of all warms the process up),
    # the faster of each kept: the machine's load moves between runs.
    plain = explained = float("inf")
    for first in ("plain", "explained"):
        for which in (("plain", "explained") if first == "plain" else ("explained", "plain")):
            t = time.perf_counter()
            analysis = analyse(decisions, options, evaluator=ev, jobs=args.jobs)
            if which == "plain":
                plain = min(plain, time.perf_counter() - t)
            else:
                explanations = explain_marked(decisions.decisions, analysis, ev)
                explained = min(explained, time.perf_counter() - t)
    # The explanations alone, once more: the part of the second run they took.
    t = time.perf_counter()
    explain_marked(decisions.decisions, analysis, ev)
    alone = time.perf_counter() - t

    pairs = list(zip(decisions.decisions, analysis.decisions))
    marked = [(d, a) for d, a in pairs if a.mark]
    errors = [(d, a) for d, a in pairs if a.kind == "checker" and not a.forced and a.error > 0]
    said = sum(1 for e in explanations if e is not None and e.reasons)

    def times(cases):
        return [1000 * _best_of(lambda d=d, a=a: explain(d, a, ev), args.repeat) for d, a in cases]

    tm, te = times(marked), times(errors)
    print(f"match: {Path(args.match).name}, {len(pairs)} decisions, depth {args.depth}, jobs {args.jobs}")
    print(f"marked decisions: {len(marked)}, explained with at least one reason: {said}")
    print(f"explaining one marked decision: median {statistics.median(tm):.2f} ms, slowest {max(tm):.2f} ms")
    print(f"explaining one checker error (any size, {len(te)}): median {statistics.median(te):.2f} ms, "
          f"slowest {max(te):.2f} ms")
    print(f"analysis without explanations: {plain:.2f} s; with them: {explained:.2f} s "
          f"(ratio {explained / plain:.3f}); the explanations alone: {alone:.3f} s ({100 * alone / plain:.1f} %)")


if __name__ == "__main__":
    main()
