#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Issues per 1,000 draft lines, per language check, over every pair of ../shared/corpus.

Runs `tandem lint SOURCE DRAFT --format json --enable spelling` on each pair and counts the
issues of latin-typo, spelling, particle, style and speech-level (by severity). With --sample N,
also prints N issues per check picked at random (fixed seed) with their draft line, for a reader
to judge precision.

    bench/eval_language.py --tandem build/app/tandem [--shared ../shared] [--sample 30]
"""
import argparse
import collections
import pathlib
import random
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from languageeval import corpus_pairs, lint  # noqa: E402

CHECKS = ["latin-typo", "spelling", "particle", "style", "speech-level"]


def main():
    here = pathlib.Path(__file__).resolve().parent
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tandem", required=True)
    ap.add_argument("--shared", default=str(here.parent.parent / "shared"))
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--seed", type=int, default=4)
    args = ap.parse_args()

    corpus = pathlib.Path(args.shared) / "corpus"
    pairs = corpus_pairs(corpus)
    if not pairs:
        print(f"no corpus at {corpus}")
        return 0
    lines = 0
    counts = collections.Counter()
    by_severity = collections.Counter()
    found = collections.defaultdict(list)
    for pair, source, draft in pairs:
        draft_lines = draft.read_text(encoding="utf-8").split("\n")
        lines += len(draft_lines)
        issues = lint(args.tandem, source, draft, CHECKS)
        if issues is None:
            continue
        for i in issues:
            counts[i["check"]] += 1
            by_severity[(i["check"], i["severity"])] += 1
            text = draft_lines[i["line"] - 1] if i["line"] - 1 < len(draft_lines) else ""
            found[i["check"]].append((pair.name, i, text.strip()))

    print(f"{len(pairs)} pairs, {lines} draft lines")
    print(f"{'check':14} {'issues':>7} {'per 1k lines':>13}   by severity")
    for c in CHECKS:
        sev = ", ".join(f"{s} {by_severity[(c, s)]}" for s in ("error", "warning", "info") if by_severity[(c, s)])
        print(f"{c:14} {counts[c]:7} {1000.0 * counts[c] / max(lines, 1):13.1f}   {sev}")
    if args.sample:
        rng = random.Random(args.seed)
        for c in CHECKS:
            sample = found[c] if len(found[c]) <= args.sample else rng.sample(found[c], args.sample)
            print(f"\n## {c}: {len(sample)} of {len(found[c])}")
            for n, (pair, i, text) in enumerate(sample, 1):
                fix = f"  fix: {i['fix']['replacement']!r}" if "fix" in i else ""
                print(f"{n:3}. {pair}:{i['line']}:{i['column']} {i['message']}{fix}\n       | {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
