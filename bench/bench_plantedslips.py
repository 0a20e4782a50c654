#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Planted-slip benchmark (issue 25): how many slips a reviewer would catch does `tandem lint`
report, on copies of real drafts?

For every pair of the corpus, and for each kind of slip, up to TRIALS copies of the draft are
made, each with one slip planted at a random place (seeded):

  english-above   the source paragraph of a 1:1 prose segment pasted above its Korean
  gallery-blank   a "#" line between two paragraphs of a sphinx-gallery text cell emptied
  latin-capital   a capitalised or CamelCase word the source writes, one letter changed
                  (case swapped inside, a letter dropped, changed or swapped with the next)
  korean-typo     one jamo of a Hangul word changed, into a word no corpus draft writes
  dropped-sentence  one sentence of a Korean paragraph of two or more sentences deleted
                  (where a line holds two)
  dropped-line    a line that is one whole sentence of a Korean paragraph deleted
  changed-number  a number of a Korean line that its source segment also has changed

Korean typos are planted as keyboard slips (the two-set layout): a jamo replaced by one on a
neighbouring key, or typed with or without Shift (ㅐ/ㅒ, ㄷ/ㄸ): the kind of slip 떄문에, 확용,
다증 are, and one no word of any corpus draft is.

A slip counts as found when the lint of the copy has an issue that the lint of the untouched
draft does not have (same check and message, on the line the untouched draft had) on a line
within one line of the slip, or whose range holds the slip's line (a paragraph said to miss a
sentence). Prints, per kind, planted / found / percentage, and how many of
them the check meant for that kind reported (MEANT).

  python3 bench/bench_plantedslips.py build/app/tandem build/bench/eval_dumpsegments \\
      ../shared/corpus [--trials 3] [--seed 25] [--checkout CLONE]

--checkout lints each copy where a reviewer meets it: inside a copy of the checkout CLONE (a
clone of the practice bundle), at the path the corpus's INDEX.tsv gives the pair, with the
checkout's own version of that file taken out (the pair is the file under review, so the
checkout's words come from the other tutorials only). Its glossary and word lists apply too.
--tm FILE lints with that translation memory's lexicon (a memory `tandem tm build` made of the
practice clone, say): what a checkout with a memory gives its reviewers.
--with-corpus also puts the corpus's other drafts into that checkout, at their INDEX.tsv paths
where the clone has no file there: a checkout of ~35 tutorials instead of ~23, nearer a real
clone's hundreds (none of them the tutorial under review).
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HANGUL = re.compile(r"[\uac00-\ud7a3]")
LATIN_WORDS = re.compile(r"[A-Za-z]{2,}")


LINT_OPTIONS = []  # --tm FILE, when given


def lint(tandem, source, draft):
    out = subprocess.run([tandem, "lint", source, draft, "--format", "json"] + LINT_OPTIONS,
                         capture_output=True, text=True)
    if not out.stdout.strip():
        return []
    issues = []
    for f in json.loads(out.stdout)["files"]:
        for i in f["issues"]:
            if i.get("side", "draft") == "draft":
                issues.append((i["line"], i["check"], i["message"], i.get("endLine") or i["line"]))
    return issues


def segments(dump, source, draft):
    out = subprocess.run([dump, source, draft], capture_output=True, text=True).stdout
    return [tuple(int(x) for x in l.split()) for l in out.splitlines() if l.strip()]


def text_cell_lines(lines):
    """Indexes of lines inside sphinx-gallery text cells (after a ##### header)."""
    inside, out = False, set()
    for i, l in enumerate(lines):
        if re.match(r"^#{20,}\s*$", l) or l.startswith("# %%"):
            inside = True
            continue
        if inside and l.startswith("#"):
            out.add(i)
        else:
            inside = False
    return out


def prose_lines(lines, is_py):
    """0-based lines that hold Korean prose (text cells in a .py, unindented text in .rst)."""
    cells = text_cell_lines(lines) if is_py else None
    out = []
    in_code = False
    for i, l in enumerate(lines):
        if not is_py:
            if l.rstrip().endswith("::") or l.lstrip().startswith(".. code"):
                in_code = True
                continue
            if in_code:
                if l.strip() and not l.startswith((" ", "\t")):
                    in_code = False
                else:
                    continue
        elif i not in cells:
            continue
        if HANGUL.search(l):
            out.append(i)
    return out


def outside_literals(line, start):
    """Whether offset `start` of `line` is outside ``...``, `...` markup and URLs."""
    before = line[:start]
    if before.count("``") % 2 or before.replace("``", "").count("`") % 2:
        return False
    return not re.search(r"(https?://|www\.)\S*$", before)


# ---- planters: each returns (new_lines, first_line, last_line, line_map) or None; line_map
# maps a line of the copy to the line of the untouched draft (None: a planted line).


def plant_english_above(rng, src, dft, segs, is_py, ctx):
    cands = []
    for s1, s2, d1, d2 in segs:
        if s1 <= 0 or d1 <= 0:
            continue
        sl, dl = src[s1 - 1:s2], dft[d1 - 1:d2]
        text = " ".join(sl)
        if len(LATIN_WORDS.findall(text)) < 8 or HANGUL.search(text):
            continue
        if not any(HANGUL.search(l) for l in dl) or "::" in text or text.lstrip().startswith(".."):
            continue
        if is_py and not all(l.startswith("#") for l in sl + dl):
            continue
        if any(re.match(r"^\s*([-=~^*#\"'`])\1{3,}\s*$", l) for l in sl):
            continue  # a title
        cands.append((s1, s2, d1, d2))
    if not cands:
        return None
    s1, s2, d1, d2 = rng.choice(cands)
    pasted = src[s1 - 1:s2] + (["#"] if is_py else [""])
    at = d1 - 1
    new = dft[:at] + pasted + dft[at:]
    n = len(pasted)
    return new, at, at + len(src[s1 - 1:s2]) - 1, lambda i: i if i < at else (None if i < at + n else i - n)


def plant_gallery_blank(rng, src, dft, segs, is_py, ctx):
    if not is_py:
        return None
    cells = text_cell_lines(dft)
    cands = [i for i in range(1, len(dft) - 1)
             if i in cells and dft[i].strip() == "#" and i - 1 in cells and i + 1 in cells
             and HANGUL.search(dft[i - 1]) and HANGUL.search(dft[i + 1])]
    if not cands:
        return None
    i = rng.choice(cands)
    new = list(dft)
    new[i] = ""
    return new, i, i, lambda j: j


def plant_latin_capital(rng, src, dft, segs, is_py, ctx):
    source_words = set(re.findall(r"[A-Za-z]+", "\n".join(src)))
    cands = []
    for i in prose_lines(dft, is_py):
        for m in re.finditer(r"(?<![A-Za-z0-9_./-])[A-Za-z]{4,}(?![A-Za-z0-9_(/-])", dft[i]):
            w = m.group()
            if w in source_words and any(c.isupper() for c in w) and outside_literals(dft[i], m.start()):
                cands.append((i, m.start(), w))
    if not cands:
        return None
    i, at, w = rng.choice(cands)
    for _ in range(20):
        kind = rng.choice(["case", "drop", "change", "swap"])
        k = rng.randrange(1, len(w))
        if kind == "case":
            t = w[:k] + w[k].swapcase() + w[k + 1:]
        elif kind == "drop":
            t = w[:k] + w[k + 1:]
        elif kind == "change":
            c = rng.choice("abcdefghijklmnopqrstuvwxyz")
            c = c.upper() if w[k].isupper() else c
            t = w[:k] + c + w[k + 1:]
        else:
            if k + 1 >= len(w) or w[k] == w[k + 1]:
                continue
            t = w[:k] + w[k + 1] + w[k] + w[k + 2:]
        if t != w and t not in source_words and t.lower() not in ctx["words"]:
            break
    else:
        return None
    new = list(dft)
    new[i] = dft[i][:at] + t + dft[i][at + len(w):]
    return new, i, i, lambda j: j


# Dubeolsik: each jamo's key, (row, column); Shift gives the doubled consonants and ㅒ ㅖ.
INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
MEDIALS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
FINALS = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
          "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEYS = {
    "ㅂ": (0, 0), "ㅈ": (0, 1), "ㄷ": (0, 2), "ㄱ": (0, 3), "ㅅ": (0, 4), "ㅛ": (0, 5), "ㅕ": (0, 6),
    "ㅑ": (0, 7), "ㅐ": (0, 8), "ㅔ": (0, 9), "ㅁ": (1, 0), "ㄴ": (1, 1), "ㅇ": (1, 2), "ㄹ": (1, 3),
    "ㅎ": (1, 4), "ㅗ": (1, 5), "ㅓ": (1, 6), "ㅏ": (1, 7), "ㅣ": (1, 8), "ㅋ": (2, 0), "ㅌ": (2, 1),
    "ㅊ": (2, 2), "ㅍ": (2, 3), "ㅠ": (2, 4), "ㅜ": (2, 5), "ㅡ": (2, 6),
}
SHIFT = {"ㅂ": "ㅃ", "ㅈ": "ㅉ", "ㄷ": "ㄸ", "ㄱ": "ㄲ", "ㅅ": "ㅆ", "ㅐ": "ㅒ", "ㅔ": "ㅖ"}


def slips(jamo):
    """Jamo a finger may hit instead of `jamo`: a neighbouring key, or Shift pressed or not."""
    out = set()
    if jamo in SHIFT:
        out.add(SHIFT[jamo])
    for base, shifted in SHIFT.items():
        if jamo == shifted:
            out.add(base)
    if jamo in KEYS:
        r, c = KEYS[jamo]
        for other, (r2, c2) in KEYS.items():
            if other != jamo and abs(r - r2) <= 1 and abs(c - c2) <= 1 and (r, c) != (r2, c2):
                out.add(other)
    return sorted(out)


def jamo_change(rng, word):
    k = rng.randrange(len(word))
    c = ord(word[k]) - 0xAC00
    if not 0 <= c <= 11171:
        return None
    ini, med, fin = c // 588, (c // 28) % 21, c % 28
    kind = rng.choice(["ini", "med", "fin"])
    if kind == "ini":
        options = [INITIALS.index(j) for j in slips(INITIALS[ini]) if j in INITIALS]
        if not options:
            return None
        ini = rng.choice(options)
    elif kind == "med":
        options = [MEDIALS.index(j) for j in slips(MEDIALS[med]) if j in MEDIALS]
        if not options:
            return None
        med = rng.choice(options)
    else:
        if fin == 0:
            return None  # adding a final is how Korean contracts (에 -> 엔): not a slip
        options = [FINALS.index(j) for j in slips(FINALS[fin]) if j in FINALS and j]
        if not options:
            return None
        fin = rng.choice(options)
    return word[:k] + chr(0xAC00 + ini * 588 + med * 28 + fin) + word[k + 1:]


def plant_korean_typo(rng, src, dft, segs, is_py, ctx):
    cands = []
    for i in prose_lines(dft, is_py):
        for m in re.finditer(r"(?<![\uac00-\ud7a3])[\uac00-\ud7a3]{2,}", dft[i]):
            if outside_literals(dft[i], m.start()):
                cands.append((i, m.start(), m.group()))
    rng.shuffle(cands)
    for i, at, w in cands[:50]:
        t = jamo_change(rng, w)
        if t and t not in ctx["hangul"]:
            new = list(dft)
            new[i] = dft[i][:at] + t + dft[i][at + len(w):]
            return new, i, i, lambda j: j
    return None


def plant_dropped_sentence(rng, src, dft, segs, is_py, ctx):
    cands = []
    for i in prose_lines(dft, is_py):
        ends = [m.end() for m in re.finditer(r"[다요]\.\s+(?=\S)", dft[i])]
        if ends:
            cands.append((i, ends))
    if not cands:
        return None
    i, ends = rng.choice(cands)
    cut = rng.choice(ends)
    # Delete the sentence that starts at `cut` (to the next sentence end on the line, or the
    # line's end when the paragraph's next line starts a new sentence).
    rest = dft[i][cut:]
    m = re.search(r"[다요]\.(\s+|$)", rest)
    if not m:
        return None
    new = list(dft)
    new[i] = (dft[i][:cut] + rest[m.end():]).rstrip()
    if new[i].strip() in ("", "#"):
        return None
    return new, i, i, lambda j: j


def plant_dropped_line(rng, src, dft, segs, is_py, ctx):
    """A whole line that is one sentence of a paragraph of two or more lines deleted: the
    previous line of the paragraph ends a sentence (or the line starts the paragraph) and the
    line itself ends one, so the paragraph reads on."""
    prose = set(prose_lines(dft, is_py))
    ends = re.compile(r"[다요]\.\s*$")

    def text(i):
        return dft[i].lstrip("#").strip()

    cands = []
    for i in sorted(prose):
        if not ends.search(dft[i]) or text(i).startswith(("-", "*", "..", ":")):
            continue
        prev_in = i - 1 in prose and text(i - 1)
        next_in = i + 1 in prose and text(i + 1)
        if not (prev_in or next_in):
            continue  # a paragraph of one line
        if prev_in and not ends.search(dft[i - 1]):
            continue  # the line continues a sentence
        cands.append(i)
    if not cands:
        return None
    i = rng.choice(cands)
    new = dft[:i] + dft[i + 1:]
    # The paragraph's lines around the gap, in the copy's numbering; the copy's line j is the
    # draft's j (before the gap) or j + 1.
    return new, max(i - 1, 0), min(i, len(new) - 1), lambda j: j if j < i else j + 1


def plant_changed_number(rng, src, dft, segs, is_py, ctx):
    cands = []
    for s1, s2, d1, d2 in segs:
        if s1 <= 0 or d1 <= 0:
            continue
        source_numbers = set(re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w])", " ".join(src[s1 - 1:s2])))
        for i in range(d1 - 1, d2):
            if i not in set(prose_lines(dft, is_py)):
                continue
            for m in re.finditer(r"(?<![\w.])\d+(?:\.\d+)?(?![\d])", dft[i]):
                if m.group() in source_numbers and outside_literals(dft[i], m.start()):
                    cands.append((i, m.start(), m.group()))
    if not cands:
        return None
    i, at, n = rng.choice(cands)
    digits = [k for k, c in enumerate(n) if c.isdigit()]
    k = rng.choice(digits)
    t = n[:k] + rng.choice([d for d in "0123456789" if d != n[k] and not (k == 0 and d == "0")]) + n[k + 1:]
    new = list(dft)
    new[i] = dft[i][:at] + t + dft[i][at + len(n):]
    return new, i, i, lambda j: j


# The checks meant for each kind: "by its check" counts only these.
MEANT = {
    "english-above": {"kept-english", "untranslated"},
    "gallery-blank": {"gallery-text-cut"},
    "latin-capital": {"latin-typo"},
    "korean-typo": {"korean-typo", "spelling"},
    "dropped-sentence": {"missing-segment"},
    "dropped-line": {"missing-segment"},
    "changed-number": {"number-mismatch"},
}

KINDS = [
    ("english-above", plant_english_above),
    ("gallery-blank", plant_gallery_blank),
    ("latin-capital", plant_latin_capital),
    ("korean-typo", plant_korean_typo),
    ("dropped-sentence", plant_dropped_sentence),
    ("dropped-line", plant_dropped_line),
    ("changed-number", plant_changed_number),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tandem")
    ap.add_argument("dumpsegments")
    ap.add_argument("corpus")
    ap.add_argument("--trials", type=int, default=3)
    ap.add_argument("--seed", type=int, default=25)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--kinds", help="comma-separated kinds to plant (default: all)")
    ap.add_argument("--checkout", help="a clone to lint the copies inside (see above)")
    ap.add_argument("--with-corpus", action="store_true",
                    help="with --checkout: the corpus's other drafts in the checkout too")
    ap.add_argument("--tm", help="the translation memory whose lexicon lint reads (lint --tm)")
    args = ap.parse_args()
    if args.tm:
        LINT_OPTIONS.extend(["--tm", args.tm])
    paths = {}
    index = os.path.join(args.corpus, "INDEX.tsv")
    if args.checkout and os.path.exists(index):
        rows = open(index, encoding="utf-8").read().splitlines()
        head = rows[0].split("\t")
        for r in rows[1:]:
            cols = dict(zip(head, r.split("\t")))
            paths[cols["id"]] = cols["path"]
    pairs = []
    for d in sorted(os.listdir(args.corpus)):
        p = os.path.join(args.corpus, d)
        files = os.listdir(p) if os.path.isdir(p) else []
        s = [f for f in files if f.startswith("source.")]
        t = [f for f in files if f.startswith("draft.")]
        if s and t:
            pairs.append((d, os.path.join(p, s[0]), os.path.join(p, t[0])))
    if not pairs:
        print("no pairs under " + args.corpus, file=sys.stderr)
        return 2
    ctx = {"hangul": set(), "words": set()}
    texts = {}
    for d, s, t in pairs:
        src = open(s, encoding="utf-8", errors="replace").read().splitlines()
        dft = open(t, encoding="utf-8", errors="replace").read().splitlines()
        texts[d] = (src, dft)
        for l in dft:
            ctx["hangul"].update(re.findall(r"[\uac00-\ud7a3]+", l))
            ctx["words"].update(w.lower() for w in re.findall(r"[A-Za-z]+", l))
    totals = {k: [0, 0, 0] for k, _ in KINDS}
    with tempfile.TemporaryDirectory() as tmp:
        checkout = None
        if args.checkout:
            checkout = os.path.join(tmp, "checkout")
            shutil.copytree(args.checkout, checkout, ignore=shutil.ignore_patterns(".git"),
                            symlinks=True)
            os.mkdir(os.path.join(checkout, ".git"))
            if args.with_corpus:
                for d, s, t in pairs:
                    rel = paths.get(d)
                    if rel and not os.path.exists(os.path.join(checkout, rel)):
                        os.makedirs(os.path.dirname(os.path.join(checkout, rel)), exist_ok=True)
                        shutil.copyfile(t, os.path.join(checkout, rel))
        for d, s, t in pairs:
            src, dft = texts[d]
            is_py = t.endswith(".py")
            saved = None
            if checkout:
                # The pair sits where the file under review lives; the checkout's own version
                # of it is put back after the pair.
                rel = paths.get(d) or f"corpus_{d}/draft{os.path.splitext(t)[1]}"
                copy = os.path.join(checkout, rel)
                os.makedirs(os.path.dirname(copy), exist_ok=True)
                if os.path.exists(copy):
                    saved = open(copy, "rb").read()
                shutil.copyfile(t, copy)
                base = lint(args.tandem, s, copy)
            else:
                copy = os.path.join(tmp, "draft" + os.path.splitext(t)[1])
                base = lint(args.tandem, s, t)
            base_set = set(i[:3] for i in base)
            segs = segments(args.dumpsegments, s, t)
            for kind, plant in KINDS:
                if args.kinds and kind not in args.kinds.split(","):
                    continue
                # One generator per pair and kind: a kind's places do not depend on the others.
                rng = random.Random(f"{args.seed}/{d}/{kind}")
                for trial in range(args.trials):
                    planted = plant(rng, src, dft, segs, is_py, ctx)
                    if not planted:
                        break
                    new, first, last, line_map = planted
                    with open(copy, "w", encoding="utf-8") as f:
                        f.write("\n".join(new) + "\n")
                    found = meant = False
                    for line, check, message, end in lint(args.tandem, s, copy):
                        i = line - 1
                        # Within one line of the slip, or a report whose range (a paragraph
                        # said to miss a sentence) holds the slip's line.
                        if not (first - 1 <= i <= last + 1 or i <= first <= end - 1):
                            continue
                        old = line_map(i)
                        if old is not None and (old + 1, check, message) in base_set:
                            continue
                        found = True
                        meant |= check in MEANT[kind]
                        if args.verbose:
                            print(f"  {d} {kind} line {first + 1}: {check}: {message}")
                    if not found and args.verbose:
                        print(f"  {d} {kind} line {first + 1}: MISSED")
                        # What was planted: the line as the copy has it, and as the draft had.
                        was = dft[line_map(first)] if line_map(first) is not None else ""
                        # New issues elsewhere near the slip: reported, but not where it is.
                        for line, check, message, end in lint(args.tandem, s, copy):
                            old = line_map(line - 1)
                            if abs(line - 1 - first) <= 15 and (old is None or (
                                    old + 1, check, message) not in base_set):
                                print(f"    near: line {line}-{end} {check}: {message[:90]}")
                        if new[first] != was:
                            print(f"    was: {was.strip()[:160]}\n    now: {new[first].strip()[:160]}")
                    totals[kind][0] += 1
                    totals[kind][1] += found
                    totals[kind][2] += meant
            if checkout:
                if saved is None:
                    os.remove(copy)
                else:
                    with open(copy, "wb") as f:
                        f.write(saved)
    print(f"{'kind':18} {'planted':>8} {'found':>6} {'share':>7} {'by its check':>13} {'share':>6}")
    for kind, _ in KINDS:
        if args.kinds and kind not in args.kinds.split(","):
            continue
        n, f, m = totals[kind]
        share = f"{100.0 * f / n:.0f}%" if n else "-"
        mshare = f"{100.0 * m / n:.0f}%" if n else "-"
        print(f"{kind:18} {n:8d} {f:6d} {share:>7} {m:13d} {mshare:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
