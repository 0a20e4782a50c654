#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Scores the aligner against the alignment gold set (issue 25).

docs/evaluation/alignment-gold.tsv holds hand-checked segments of translated tutorials of the
practice repository: for each file, the English it translates (one commit) and the Korean
(another), and every segment as 1-based line ranges of each side. This script takes both
versions out of a clone of the practice bundle, aligns them with eval_dumpsegments, and counts
the segments that pair English with Korean (both sides non-empty):

  precision  aligned pairs that are gold pairs exactly / aligned pairs
  recall     gold pairs the aligner made exactly / gold pairs

and lists the pairs that differ, per file.

  git clone ../shared/repos/tutorials-kr-practice.bundle /tmp/practice
  python3 bench/eval_alignment_gold.py build/bench/eval_dumpsegments /tmp/practice [--tm MEM]

With --tm, aligned with that translation memory's lexicon as lexical anchors (as `tandem lint`
does in a checkout with a memory). A memory built from the same clone has seen these files'
other versions, as a checkout's own memory has.
"""
import collections
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLD = os.path.join(HERE, "..", "docs", "evaluation", "alignment-gold.tsv")


def show(clone, commit, path):
    out = subprocess.run(["git", "-C", clone, "show", f"{commit}:{path}"], capture_output=True)
    if out.returncode != 0:
        sys.exit(f"eval_alignment_gold: {commit}:{path} is not in {clone}")
    return out.stdout


def main():
    args = sys.argv[1:]
    tm = []
    if len(args) == 4 and args[2] == "--tm":
        tm, args = args[2:], args[:2]
    if len(args) != 2:
        sys.exit(__doc__)
    dump, clone = args
    gold = collections.OrderedDict()
    with open(GOLD, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or line.startswith("path\t") or not line.strip():
                continue
            path, src, dft, *lines = line.rstrip("\n").split("\t")
            gold.setdefault((path, src, dft), []).append(tuple(int(x) for x in lines))
    total_pred = total_gold = total_hit = 0
    with tempfile.TemporaryDirectory() as tmp:
        for (path, src, dft), segments in gold.items():
            ext = os.path.splitext(path)[1]
            en, ko = os.path.join(tmp, "source" + ext), os.path.join(tmp, "draft" + ext)
            with open(en, "wb") as f:
                f.write(show(clone, src, path))
            with open(ko, "wb") as f:
                f.write(show(clone, dft, path))
            out = subprocess.run([dump, en, ko] + tm, capture_output=True, text=True, check=True).stdout
            predicted = [tuple(int(x) for x in l.split()) for l in out.splitlines() if l.strip()]
            both = lambda s: s[0] > 0 and s[2] > 0
            pred = {s for s in predicted if both(s)}
            want = {s for s in segments if both(s)}
            hit = pred & want
            total_pred += len(pred)
            total_gold += len(want)
            total_hit += len(hit)
            print(f"{path}: {len(hit)}/{len(pred)} aligned pairs right, "
                  f"{len(hit)}/{len(want)} gold pairs found")
            for s in sorted(pred - want):
                print(f"    wrong  {s[0]}-{s[1]} | {s[2]}-{s[3]}")
            for s in sorted(want - pred):
                print(f"    missed {s[0]}-{s[1]} | {s[2]}-{s[3]}")
    print(f"precision {total_hit}/{total_pred} = {100.0 * total_hit / max(total_pred, 1):.1f}%  "
          f"recall {total_hit}/{total_gold} = {100.0 * total_hit / max(total_gold, 1):.1f}%")


if __name__ == "__main__":
    main()
