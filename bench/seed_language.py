#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Seeded mistakes for the language checks: recall, and issues to judge where the real corpus
has too few.

Copies every draft of ../shared/corpus to OUT (default /tmp/tandem-seeded; never the repository)
with realistic mistakes written in, the kind reviewers of PyTorch Korea keep correcting:

  particle      the other particle form after an English word, a number or inline code
                (Tensor를 → Tensor을, 1을 → 1를, ``x``\\ 를 → ``x``\\ 을)
  speech-level  a 합니다체 sentence of a paragraph turned into 한다체 (학습합니다. → 학습한다.)
  latin-typo    an English word of the source mistyped in the draft (optimizer → optimzier)
  style         phrases the style rules are about (할 수 있습니다 → 하는 것이 가능합니다,
                여러 번 → 여러번, 것입니다 → 것 입니다, a needless 우리는)
  spelling      a Korean word mistyped by one jamo (학습 → 학슴, 했습니다 → 헀습니다)

Seeds go only where the check is meant to look (paragraph and list text that `tandem scan`
reports, outside inline code unless the seed is about code), at most a few per draft so that
the document's own style stays dominant. Then `tandem lint --enable spelling` runs on each
seeded draft and on the original, and the script prints, per check: seeds, seeds found at their
place (recall), found with the fix that restores the original, and the issues the seeded draft
has that the original has not away from a seed (to be judged by hand: --show).

    bench/seed_language.py --tandem build/app/tandem [--shared ../shared] [--out DIR] [--show]

Skips (exit 0, says so) when ../shared/corpus is absent.
"""
import argparse
import collections
import json
import pathlib
import random
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from languageeval import corpus_pairs, lint  # noqa: E402

CHECKS = ["particle", "speech-level", "latin-typo", "style", "spelling"]
PER_DRAFT = {"particle": 3, "speech-level": 2, "latin-typo": 2, "style": 2, "spelling": 2}

HANGUL = "\uac00-\ud7a3"
# Particle pairs: (after a consonant, after a vowel). 로/으로 also depends on ㄹ.
PAIRS = [("을", "를"), ("은", "는"), ("과", "와"), ("이", "가"), ("으로", "로")]


def prose_lines(tandem, draft):
    """Line numbers (1-based) of paragraph text, and of paragraphs outside lists."""
    out = subprocess.run([tandem, "scan", "--format", "json", str(draft)], capture_output=True, text=True)
    doc = json.loads(out.stdout)
    anywhere, outside_lists = set(), set()

    def walk(blocks, in_list):
        for b in blocks:
            if b["kind"] == "paragraph":
                rng = range(b["line"], b["endLine"] + 1)
                anywhere.update(rng)
                if not in_list:
                    outside_lists.update(rng)
            walk(b.get("children", []), in_list or b["kind"] in ("list_item", "bullet_list", "enumerated_list"))

    walk(doc["blocks"], False)
    return anywhere, outside_lists


def code_spans(line):
    """[start, end) of ``literals``, `roles`/links and URLs in a line, to keep seeds out of."""
    spans = [m.span() for m in re.finditer(r"``.+?``|:\w+:`[^`]*`|`[^`]*`_*|https?://\S+", line)]
    return spans


def outside(spans, a, b):
    return all(b <= s or a >= e for s, e in spans)


# ---- one seeder per check: each returns (new_line, column, original_fragment, seeded_fragment)
# or None; column is 0-based in UTF-16 code units (same as Python str index for BMP text).

def seed_particle(line, rng):
    spans = code_spans(line)
    sites = []
    # An English word or a number glued to a particle, then a space or punctuation.
    for m in re.finditer(rf"(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z]+|[0-9]+)(으로|을|를|은|는|과|와|이|가|로)(?=[\s,.)])", line):
        if outside(spans, m.start(), m.end()):
            sites.append((m.start(2), m.group(2)))
    # Inline code then "\ " and a particle.
    for m in re.finditer(rf"``[^`]+``\\ (으로|을|를|은|는|과|와|로)(?=[\s,.)])", line):
        sites.append((m.start(1), m.group(1)))
    if not sites:
        return None
    at, particle = rng.choice(sites)
    for consonant, vowel in PAIRS:
        if particle in (consonant, vowel):
            other = vowel if particle == consonant else consonant
            return line[:at] + other + line[at + len(particle):], at, particle, other
    return None


FORMAL_TO_PLAIN = [("합니다.", "한다."), ("입니다.", "이다."), ("있습니다.", "있다."), ("없습니다.", "없다."),
                   ("됩니다.", "된다."), ("줍니다.", "준다."), ("봅니다.", "본다.")]


def seed_speech(line, rng):
    spans = code_spans(line)
    sites = []
    for formal, plain in FORMAL_TO_PLAIN:
        for m in re.finditer(rf"[{HANGUL}]*" + re.escape(formal), line):
            if outside(spans, m.start(), m.end()) and m.end() - m.start() > len(formal):
                sites.append((m, formal, plain))
    if not sites:
        return None
    m, formal, plain = rng.choice(sites)
    word = m.group(0)
    new_word = word[: -len(formal)] + plain
    return line[: m.start()] + new_word + line[m.end():], m.start(), word[:-1], new_word[:-1]


def typo(word, rng):
    """One realistic typing slip inside the word: two inner letters swapped, or one dropped."""
    i = rng.randrange(1, len(word) - 2)
    if rng.random() < 0.5 and word[i] != word[i + 1]:
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + word[i + 1:]


def seed_latin(line, rng, source_words):
    spans = code_spans(line)
    sites = []
    for m in re.finditer(r"(?<![A-Za-z0-9_./\-])([a-z]{6,})(?![A-Za-z0-9_./\-(])", line):
        if outside(spans, m.start(), m.end()) and m.group(1) in source_words:
            sites.append(m)
    if not sites:
        return None
    m = rng.choice(sites)
    wrong = typo(m.group(1), rng)
    return line[: m.start()] + wrong + line[m.end():], m.start(), m.group(1), wrong


STYLE_SEEDS = [("할 수 있습니다", "하는 것이 가능합니다"), ("여러 번", "여러번"), ("첫 번째", "첫번째"),
               ("것입니다", "것 입니다"), ("것처럼", "것 처럼"), ("할 때", "할때"), ("할 수 있", "할수 있"),
               ("됩니다", "되어집니다")]


def seed_style(line, rng):
    spans = code_spans(line)
    sites = []
    for right, wrong in STYLE_SEEDS:
        for m in re.finditer(re.escape(right), line):
            if outside(spans, m.start(), m.end()):
                sites.append((m.start(), right, wrong))
    # A needless subject for "we" at the start of a sentence of Korean prose.
    for m in re.finditer(rf"(?:^#?\s*|\. )(?=[{HANGUL}])", line):
        if m.end() < len(line) and outside(spans, m.end(), m.end() + 1):
            sites.append((m.end(), "", "우리는 "))
    if not sites:
        return None
    at, right, wrong = rng.choice(sites)
    return line[:at] + wrong + line[at + len(right):], at, right, wrong


def jamo(syllable):
    c = ord(syllable) - 0xAC00
    return c // 588, (c % 588) // 28, c % 28


def syllable(cho, jung, jong):
    return chr(0xAC00 + cho * 588 + jung * 28 + jong)


# Vowel slips (ㅐ↔ㅔ, ㅓ↔ㅕ, ㅗ↔ㅜ) and final-consonant slips (ㅂ↔ㅁ, ㅆ↔ㅅ, ㄱ↔ㄲ, ㄴ↔ㅇ).
JUNG_SWAP = {1: 5, 5: 1, 4: 6, 6: 4, 8: 13, 13: 8}
JONG_SWAP = {17: 16, 16: 17, 20: 19, 19: 20, 1: 2, 2: 1, 4: 21, 21: 4}


def seed_spelling(line, rng):
    spans = code_spans(line)
    sites = [m for m in re.finditer(rf"(?<![{HANGUL}A-Za-z0-9`*\\])[{HANGUL}]{{3,}}(?=[\s,.])", line)
             if outside(spans, m.start(), m.end())]
    rng.shuffle(sites)
    for m in sites:
        word = m.group(0)
        i = rng.randrange(0, len(word) - 1)
        cho, jung, jong = jamo(word[i])
        if jong in JONG_SWAP and rng.random() < 0.6:
            new = syllable(cho, jung, JONG_SWAP[jong])
        elif jung in JUNG_SWAP:
            new = syllable(cho, JUNG_SWAP[jung], jong)
        else:
            continue
        wrong = word[:i] + new + word[i + 1:]
        return line[: m.start()] + wrong + line[m.end():], m.start(), word, wrong
    return None


def main():
    here = pathlib.Path(__file__).resolve().parent
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tandem", required=True)
    ap.add_argument("--shared", default=str(here.parent.parent / "shared"))
    ap.add_argument("--out", default="/tmp/tandem-seeded")
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--show", action="store_true", help="print every seed and every new issue")
    args = ap.parse_args()

    corpus = pathlib.Path(args.shared) / "corpus"
    pairs = corpus_pairs(corpus)
    if not pairs:
        print(f"no corpus at {corpus}: skipped")
        return 0
    out_root = pathlib.Path(args.out).resolve()
    if here.parent.resolve() in out_root.parents:
        sys.exit("--out must be outside the repository")
    rng = random.Random(args.seed)
    totals = collections.Counter()
    new_issues = collections.defaultdict(list)
    seed_log = collections.defaultdict(list)

    for pair, source, draft in pairs:
        lines = draft.read_text(encoding="utf-8").split("\n")
        source_words = set(re.findall(r"[a-z]{6,}", source.read_text(encoding="utf-8")))
        anywhere, outside_lists = prose_lines(args.tandem, draft)
        seeds = []  # (check, line, column, original, seeded)
        used = set()
        for check in CHECKS:
            eligible = sorted((outside_lists if check == "speech-level" else anywhere) - used)
            rng.shuffle(eligible)
            placed = 0
            for n in eligible:
                if placed >= PER_DRAFT[check]:
                    break
                text = lines[n - 1]
                # A directive's first line also holds its argument text: leave its name alone.
                if text.lstrip("# ").startswith(".."):
                    continue
                result = {"particle": lambda: seed_particle(text, rng),
                          "speech-level": lambda: seed_speech(text, rng),
                          "latin-typo": lambda: seed_latin(text, rng, source_words),
                          "style": lambda: seed_style(text, rng),
                          "spelling": lambda: seed_spelling(text, rng)}[check]()
                if not result:
                    continue
                lines[n - 1], column, original, seeded = result
                seeds.append((check, n, column, original, seeded))
                used.add(n)
                placed += 1
        target = out_root / pair.name
        target.mkdir(parents=True, exist_ok=True)
        (target / draft.name).write_text("\n".join(lines), encoding="utf-8")
        (target / source.name).write_bytes(source.read_bytes())

        before = lint(args.tandem, source, draft, CHECKS) or []
        after = lint(args.tandem, source, target / draft.name, CHECKS) or []
        seen = collections.Counter((i["check"], i["message"]) for i in before)
        matched = set()
        for check, n, column, original, seeded in seeds:
            totals[(check, "seeds")] += 1
            hit = None
            for k, i in enumerate(after):
                if i["check"] == check and i["line"] == n and k not in matched \
                        and i["column"] - 1 <= column + len(seeded) and i["endColumn"] - 1 >= column:
                    hit = k
                    break
            status = "missed"
            if hit is not None:
                matched.add(hit)
                totals[(check, "found")] += 1
                fix = after[hit].get("fix")
                status = "found"
                if fix is not None:
                    fixed = seeded[: fix["column"] - 1 - column] + fix["replacement"] + \
                        seeded[fix["endColumn"] - 1 - column:] if fix["line"] == n else None
                    if fixed == original or (check == "style" and original == "" and fix["replacement"] == ""):
                        totals[(check, "fixed")] += 1
                        status = "found, fix restores"
            said = f"\n       says: {after[hit]['message']}" if hit is not None else ""
            seed_log[check].append(f"{pair.name}:{n}:{column + 1} {original!r} → {seeded!r}: {status}{said}"
                                   f"\n       | {lines[n - 1].strip()[:160]}")
        for k, i in enumerate(after):
            if k in matched:
                continue
            key = (i["check"], i["message"])
            if seen[key] > 0:
                seen[key] -= 1
                continue
            new_issues[i["check"]].append(f"{pair.name}:{i['line']}:{i['column']} {i['message']}"
                                          f"\n       | {lines[i['line'] - 1].strip()}")

    print(f"seeded drafts in {out_root}")
    print(f"{'check':14} {'seeds':>6} {'found':>6} {'recall':>7} {'fix ok':>7} {'new elsewhere':>14}")
    for c in CHECKS:
        s, f = totals[(c, "seeds")], totals[(c, "found")]
        print(f"{c:14} {s:6} {f:6} {100.0 * f / max(s, 1):6.0f}% {totals[(c, 'fixed')]:7} {len(new_issues[c]):14}")
    if args.show:
        for c in CHECKS:
            print(f"\n## {c}: seeds")
            for entry in seed_log[c]:
                print("  " + entry)
            print(f"## {c}: issues of the seeded drafts that the originals do not have, away from a seed")
            for entry in new_issues[c]:
                print("  " + entry)
    return 0


if __name__ == "__main__":
    sys.exit(main())
