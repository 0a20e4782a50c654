#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Issues, density and precision per check on the three sets, linted as users lint them.

Issue 43: every figure on corpus/, the practice repository and calibration/, each linted in
place (the draft at its own path in a checkout of its time, bench/evalsets.py) and with no
memory (empty XDG folders). corpus/ and calibration/ are also linted with no checkout at all
(the draft alone in a temporary folder). Prints per set and way:

- issues per check and severity, per 1,000 draft lines;
- density: errors + warnings per 1,000 draft lines;
- precision against the judged verdicts, looked up by pair, side, line and check, in order:
  docs/evaluation/precision-judged-inplace.tsv (issue 43's reading: R real, D debatable,
  F false), calibration/verdicts.jsonl (the calibration set's own), and
  docs/evaluation/precision-judged.tsv (the older rounds' right/wrong, matched with severity
  too, on corpus pairs "NNN" and "practice/<path>"). "right" is R (or right) over all judged:
  a debatable report is not counted right. Unjudged reports are counted, not scored;
- for calibration/, the replay of its verdicts: "real kept" is the share of the R verdicts
  still raised (same pair, side, line and check, any severity), "false gone" the share of the
  F verdicts no longer raised.

usage: eval_precision.py TANDEM SHARED_DIR [--sets corpus,practice,calibration]
                         [--ways inplace,alone] [--unjudged OUT.tsv] [--quiet]

--unjudged writes each unjudged report once (set, pair, side, line, check, severity, an empty
verdict, the message, the draft line) for reading; fill the verdict and add the row to
precision-judged-inplace.tsv (the message and line columns are for reading, not kept there).
--quiet prints only the totals of each set and way.
"""
import argparse
import collections
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evalsets  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
JUDGED_OLD = os.path.join(HERE, "..", "docs", "evaluation", "precision-judged.tsv")
JUDGED_NEW = os.path.join(HERE, "..", "docs", "evaluation", "precision-judged-inplace.tsv")


class Verdicts:
    def __init__(self, shared):
        self.new = {}  # (set/pair, side, line, check) -> R/D/F
        if os.path.exists(JUDGED_NEW):
            with open(JUDGED_NEW, encoding="utf-8") as f:
                next(f)
                for row in f:
                    cols = row.rstrip("\n").split("\t")
                    pair, side, line, check, _severity, verdict = cols[:6]
                    self.new[(pair, side, int(line), check)] = verdict
        self.given = {}  # calibration/verdicts.jsonl
        self.replay = []
        path = os.path.join(shared, "calibration", "verdicts.jsonl")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                for row in f:
                    v = json.loads(row)
                    key = ("calibration/" + v["pair"], v["side"], v["line"], v["check"])
                    self.given[key] = v["verdict"]
                    self.replay.append((key, v["verdict"]))
        self.old = {}  # (pair, side, line, check, severity) -> R/F, pairs as the old rounds
        with open(JUDGED_OLD, encoding="utf-8") as f:
            next(f)
            for row in f:
                pair, side, line, check, severity, verdict = row.rstrip("\n").split("\t")
                self.old[(pair, side, int(line), check, severity)] = \
                    "R" if verdict == "right" else "F"

    def of(self, setname, pair, issue):
        key = (f"{setname}/{pair}", issue["side"], issue["line"], issue["check"])
        if key in self.new:
            return self.new[key]
        if key in self.given:
            return self.given[key]
        old_pair = pair if setname == "corpus" else f"{setname}/{pair}"
        return self.old.get((old_pair, issue["side"], issue["line"], issue["check"],
                             issue["severity"]))


def run_pairs(tandem, shared, setname, way, tmp, env, standins):
    """[(pair, issue)], draft lines, {pair: draft path} for corpus/ or calibration/."""
    reports, lines, files = [], 0, {}
    for pair in evalsets.pairs(shared, setname):
        lines += pair.draft_lines()
        if way == "inplace":
            draft = standins.place(pair)
        else:
            draft = evalsets.alone(pair, tmp)
        try:
            for f in evalsets.lint(tandem, [pair.source, draft], env):
                reports += [(pair.id, i) for i in f["issues"]]
        finally:
            if way == "inplace":
                standins.restore()
        files[pair.id] = pair.draft
    return reports, lines, files


def run_practice(tandem, clone, env):
    reports, files = [], {}
    for f in evalsets.lint(tandem, ["--checkout", clone, "--base", evalsets.PRACTICE_BASE],
                           env):
        reports += [(f["path"], i) for i in f["issues"]]
        files[f["path"]] = os.path.join(clone, f["path"])
    lines = 0
    for path in files.values():
        with open(path, encoding="utf-8", errors="replace") as fh:
            lines += len(fh.read().splitlines())
    return reports, lines, files


def groups_of(issue):
    out = [issue["severity"]]
    if issue["severity"] != "info":  # an info is counted once, under its severity
        out.append("error+warning")
    if issue["check"] in evalsets.COMPARISON:
        out.append("comparison")
    if issue["check"] == "korean-typo":
        out.append("korean-typo")
    return out


def share(r, n):
    return f"{100 * r / n:.0f}%" if n else "-"


def report(title, setname, reports, lines, verdicts, quiet):
    per = collections.defaultdict(collections.Counter)
    for pair, i in reports:
        v = verdicts.of(setname, pair, i) or "unjudged"
        for g in [(i["check"], i["severity"])] + groups_of(i):
            per[g]["n"] += 1
            per[g][v] += 1
    ew = per["error+warning"]["n"]
    print(f"== {title}: {lines} draft lines, {len(reports)} issues, errors+warnings {ew} "
          f"({1000 * ew / lines:.1f} per 1,000 lines)")
    header = f"   {'':34} {'issues':>6} {'/1000':>6} {'judged':>6} {'R':>4} {'D':>4} {'F':>4} right"
    if not quiet:
        print(header)
        checks = sorted((g for g in per if isinstance(g, tuple)), key=lambda g: -per[g]["n"])
        for g in checks:
            c = per[g]
            j = c["n"] - c["unjudged"]
            print(f"   {g[0] + ' ' + g[1]:34} {c['n']:6} {1000 * c['n'] / lines:6.1f} {j:6} "
                  f"{c['R']:4} {c['D']:4} {c['F']:4} {share(c['R'], j)}")
    for g in ("error", "warning", "info", "error+warning", "comparison", "korean-typo"):
        c = per[g]
        j = c["n"] - c["unjudged"]
        print(f"   {'[' + g + ']':34} {c['n']:6} {1000 * c['n'] / lines:6.1f} {j:6} "
              f"{c['R']:4} {c['D']:4} {c['F']:4} {share(c['R'], j)}")


def replay(title, reports, verdicts):
    raised = {(f"calibration/{p}", i["side"], i["line"], i["check"]) for p, i in reports}
    counts = collections.Counter()
    for key, v in verdicts.replay:
        counts[v] += 1
        counts[v + " raised"] += key in raised
    r, f, d = counts["R"], counts["F"], counts["D"]
    print(f"   replay of {len(verdicts.replay)} verdicts ({title}): real kept "
          f"{counts['R raised']}/{r} ({share(counts['R raised'], r)}), false gone "
          f"{f - counts['F raised']}/{f} ({share(f - counts['F raised'], f)}), debatable "
          f"raised {counts['D raised']}/{d}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tandem")
    ap.add_argument("shared")
    ap.add_argument("--sets", default="corpus,practice,calibration")
    ap.add_argument("--ways", default="inplace,alone")
    ap.add_argument("--unjudged")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    tandem = os.path.abspath(args.tandem)
    verdicts = Verdicts(args.shared)
    unjudged = collections.OrderedDict()
    with tempfile.TemporaryDirectory(prefix="eval-precision-") as tmp:
        env = evalsets.clean_env(tmp)
        clone = evalsets.practice_clone(args.shared, tmp)
        standins = evalsets.StandIns(clone, tmp)
        for setname in args.sets.split(","):
            ways = ["inplace"] if setname == "practice" else args.ways.split(",")
            for way in ways:
                if setname == "practice":
                    reports, lines, files = run_practice(tandem, clone, env)
                    title = "practice, lint --checkout (in place), no memory"
                else:
                    reports, lines, files = run_pairs(tandem, args.shared, setname, way, tmp,
                                                      env, standins)
                    where = "in place" if way == "inplace" else "no checkout"
                    title = f"{setname}, {where}, no memory"
                report(title, setname, reports, lines, verdicts, args.quiet)
                if setname == "calibration":
                    replay(where, reports, verdicts)
                for pair, i in reports:
                    if verdicts.of(setname, pair, i) is not None:
                        continue
                    key = (f"{setname}/{pair}", i["side"], i["line"], i["check"])
                    if key in unjudged:
                        continue
                    text = ""
                    if i["side"] == "draft":
                        with open(files[pair], encoding="utf-8", errors="replace") as fh:
                            all_lines = fh.read().splitlines()
                        if 0 < i["line"] <= len(all_lines):
                            text = all_lines[i["line"] - 1].strip()[:200]
                    unjudged[key] = [*map(str, key), i["severity"], "", i["message"], text]
    if args.unjudged:
        with open(args.unjudged, "w", encoding="utf-8") as out:
            for row in unjudged.values():
                out.write("\t".join(c.replace("\t", " ") for c in row) + "\n")
        print(f"{len(unjudged)} unjudged reports written to {args.unjudged}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
