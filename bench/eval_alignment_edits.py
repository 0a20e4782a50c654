#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Is a paragraph the translator dropped, merged or split still paired right? (issue 25)

On copies of real drafts (../shared/corpus), one edit a translator makes is applied at a random
place where the aligner paired one source paragraph with one draft paragraph, and the copy is
aligned again with eval_dumpsegments:

  dropped   a draft paragraph deleted: its source paragraph must be left unpaired, and the
            pairs before and after it kept;
  merged    two consecutive draft paragraphs of one indentation joined into one: the two source
            paragraphs must pair with it (2:1);
  split     a draft paragraph of two sentences or more cut into two at a sentence end: its
            source paragraph must pair with both (1:2).

Only prose paragraphs are edited: no section title (joined to the paragraph under it, a title
is still a title), list item, directive or code. A trial counts as right when the expected segment is there exactly and so are the pairs next to
it. With --tm, both alignments read that memory's lexicon as lexical anchors, as `tandem lint`
does in a checkout with a memory; run with and without to see what the lexicon adds.

  python3 bench/eval_alignment_edits.py build/bench/eval_dumpsegments ../shared/corpus \\
      [--tm MEMORY] [--trials 4] [--seed 1]
"""
import argparse
import glob
import os
import random
import re
import subprocess
import tempfile


def segments(dump, source, draft, tm):
    out = subprocess.run([dump, source, draft] + tm, capture_output=True, text=True,
                         check=True).stdout
    return [tuple(int(x) for x in l.split()) for l in out.splitlines() if l.strip()]


def separator(line):
    """Whether a line separates paragraphs: blank, or a bare '#' in a gallery comment block."""
    return line.strip() in ("", "#")


ADORNMENT = re.compile(r"^#?\s*([=\-~^\"'`*+#:.])\1{2,}\s*$")


def is_prose(lines, d1, d2, gallery):
    """Lines d1..d2 (0-based) hold Korean prose, not code or markup: mostly Hangul, no list or
    directive marker, no section title (a line of adornment under it), and in a gallery script
    all in a comment block."""
    span = lines[d1:d2 + 1]
    text = " ".join(span)
    letters = [c for c in text if c.isalpha()]
    hangul = [c for c in letters if "\uac00" <= c <= "\ud7a3"]
    return (len(hangul) >= 0.3 * max(len(letters), 1) and
            (not gallery or all(l.startswith("#") for l in span)) and
            not any(l.lstrip("# ").startswith(("..", ":", "-", "*", "=", "|", ">>>"))
                    for l in span) and
            not any(ADORNMENT.match(l) for l in span))


def indentation(line):
    """A line's indentation, after a gallery comment's '#'."""
    body = line[1:] if line.startswith("#") else line
    return len(body) - len(body.lstrip(" "))


def pairs(segs):
    """The 1:1-or-more segments with both sides, as a set."""
    return {s for s in segs if s[0] > 0 and s[2] > 0}


def trial(kind, rng, src_lines, dft_lines, segs, gallery):
    """Applies one edit; returns (new draft lines, expected segment, neighbours kept) or None.
    Segments are 1-based line ranges (s1, s2, d1, d2) as eval_dumpsegments prints them."""
    both = [k for k, s in enumerate(segs)
            if s[0] > 0 and s[2] > 0 and is_prose(dft_lines, s[2] - 1, s[3] - 1, gallery)]
    rng.shuffle(both)
    for k in both:
        s1, s2, d1, d2 = segs[k]
        prev = segs[k - 1] if k > 0 and segs[k - 1][2] > 0 else None
        if kind == "dropped":
            nxt = segs[k + 1] if k + 1 < len(segs) and segs[k + 1][2] > 0 else None
            if not (prev and nxt) or d2 >= len(dft_lines) or not separator(dft_lines[d2]):
                continue
            gone = d2 - d1 + 2  # the paragraph and the separator after it
            new = dft_lines[:d1 - 1] + dft_lines[d2 + 1:]
            shift = lambda s: (s[0], s[1], s[2] - gone, s[3] - gone)
            return new, (s1, s2, 0, 0), [prev, shift(nxt)]
        if kind == "merged":
            if k + 1 >= len(segs):
                continue
            t1, t2, e1, e2 = segs[k + 1]
            if not (t1 > 0 and e1 == d2 + 2 and separator(dft_lines[d2]) and
                    is_prose(dft_lines, e1 - 1, e2 - 1, gallery)):
                continue
            # Two paragraphs of one indentation: joined, they read as one paragraph (a caption
            # or a block quote joined to the paragraph after it stays a block of its own).
            if indentation(dft_lines[d1 - 1]) != indentation(dft_lines[e1 - 1]):
                continue
            # The second paragraph's lines follow the first's; the separator goes.
            new = dft_lines[:d2] + dft_lines[d2 + 1:]
            return new, (s1, t2, d1, e2 - 1), [prev] if prev else []
        if kind == "split":
            for i in range(d1 - 1, d2):
                line = dft_lines[i]
                m = None
                for m in re.finditer(r"[다요]\.\s+(?=\S)", line):
                    break
                if not m:
                    continue
                indent = re.match(r"^(#\s?|\s*)", line).group(1)
                blank = "#" if indent.startswith("#") else ""
                new = (dft_lines[:i] + [line[:m.end()].rstrip(), blank, indent + line[m.end():]] +
                       dft_lines[i + 1:])
                return new, (s1, s2, d1, d2 + 2), [prev] if prev else []
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dumpsegments")
    ap.add_argument("corpus")
    ap.add_argument("--tm", help="translation memory whose lexicon the aligner reads")
    ap.add_argument("--trials", type=int, default=4, help="trials per pair and kind")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    tm = ["--tm", args.tm] if args.tm else []
    rng = random.Random(args.seed)
    kinds = ["dropped", "merged", "split"]
    totals = {k: [0, 0] for k in kinds}
    with tempfile.TemporaryDirectory() as tmp:
        for d in sorted(glob.glob(os.path.join(args.corpus, "[0-9]*"))):
            source = glob.glob(d + "/source.*")[0]
            draft = glob.glob(d + "/draft.*")[0]
            src_lines = open(source, encoding="utf-8").read().split("\n")
            dft_lines = open(draft, encoding="utf-8").read().split("\n")
            segs = segments(args.dumpsegments, source, draft, tm)
            copy = os.path.join(tmp, "draft" + os.path.splitext(draft)[1])
            for kind in kinds:
                for _ in range(args.trials):
                    made = trial(kind, rng, src_lines, dft_lines, segs, draft.endswith(".py"))
                    if not made:
                        continue
                    new, expected, kept = made
                    with open(copy, "w", encoding="utf-8") as f:
                        f.write("\n".join(new))
                    got = set(segments(args.dumpsegments, source, copy, tm))
                    right = expected in got and all(p in got for p in kept)
                    totals[kind][0] += 1
                    totals[kind][1] += right
    print(f"{'edit':10} {'trials':>7} {'right':>6} {'share':>6}")
    for kind in kinds:
        n, r = totals[kind]
        print(f"{kind:10} {n:7} {r:6} {100.0 * r / max(n, 1):5.0f}%")


if __name__ == "__main__":
    main()
