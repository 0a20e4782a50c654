#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Precision of the comparison checks on the four judged sets of issue 25.

Scores a build's reports against docs/evaluation/precision-judged.tsv (pair, side, line, check,
severity, verdict) on:
  corpus          `tandem lint SOURCE DRAFT` of every shared/corpus pair (pairs "NNN");
  merged          the corpus's merged.* versions that differ from their drafts ("merged/NNN");
  practice HEAD   `tandem lint --checkout` of a clone of the practice bundle, --base f2af088
                  ("practice/<path>");
  older states    the same at HEAD~30 and HEAD~60 (git worktrees), only the reports HEAD does not
                  have, same file, check and message ("practice@<commit>/<path>").
Prints per set and check the reports, how many are judged and how many right, and the totals
for the comparison checks and for errors + warnings and infos. Unjudged reports are counted,
not scored: a new report needs reading before it counts.

usage: eval_comparison.py TANDEM_BINARY SHARED_DIR [--unjudged OUT.tsv] [--memory]

--unjudged writes every report not yet judged, with its message and the line it is on, as rows
to read and judge (the first six columns are precision-judged.tsv's, the verdict left empty).

--memory first builds the practice clone's translation memory (`tandem tm build`), as a checkout
with a memory has: `lint --checkout` reads its lexicon, and the corpus pairs are linted with
`--tm` naming it.
"""
import collections
import glob
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from evalsets import COMPARISON, PRACTICE_BASE, clean_env, lint  # noqa: E402


def keyed(pair, issue):
    return (pair, issue["side"], issue["line"], issue["check"], issue["severity"])


def main():
    tandem, shared = sys.argv[1], sys.argv[2]
    args = sys.argv[3:]
    unjudged_out = args[args.index("--unjudged") + 1] if "--unjudged" in args else None
    with_memory = "--memory" in args
    files = {}  # pair -> the draft file its reports are on
    verdicts = {}
    tsv = os.path.join(os.path.dirname(__file__), "..", "docs", "evaluation",
                       "precision-judged.tsv")
    with open(tsv, encoding="utf-8") as f:
        next(f)
        for row in f:
            pair, side, line, check, severity, verdict = row.rstrip("\n").split("\t")
            verdicts[(pair, side, int(line), check, severity)] = verdict == "right"
    tmp = tempfile.mkdtemp(prefix="eval-comparison-")
    env = clean_env(tmp)
    sets = collections.OrderedDict()
    clone = os.path.join(tmp, "practice")
    subprocess.run(["git", "clone", "-q", os.path.join(shared, "repos",
                                                       "tutorials-kr-practice.bundle"), clone],
                   check=True)
    memory = []
    if with_memory:
        built = subprocess.run([tandem, "tm", "build", clone, "--format", "json"],
                               capture_output=True, text=True, env=env, check=True).stdout
        memory = ["--tm", json.loads(built)["memory"]]
    corpus, merged = [], []
    for d in sorted(glob.glob(os.path.join(shared, "corpus", "[0-9]*"))):
        n = os.path.basename(d)
        source = glob.glob(d + "/source.*")[0]
        draft = glob.glob(d + "/draft.*")[0]
        files[n] = draft
        for f in lint(tandem, memory + [source, draft], env):
            corpus += [(n, i) for i in f["issues"]]
        for m in glob.glob(d + "/merged.*"):
            if open(m, "rb").read() == open(draft, "rb").read():
                continue
            files["merged/" + n] = m
            for f in lint(tandem, memory + [source, m], env):
                merged += [("merged/" + n, i) for i in f["issues"]]
    sets["corpus"], sets["merged"] = corpus, merged
    head = []
    for f in lint(tandem, ["--checkout", clone, "--base", PRACTICE_BASE], env):
        head += [("practice/" + f["path"], i) for i in f["issues"]]
        files["practice/" + f["path"]] = os.path.join(clone, f["path"])
    sets["practice HEAD"] = head
    at_head = {(p.split("/", 1)[1], i["check"], i["message"]) for p, i in head}
    older = []
    for back in ("HEAD~30", "HEAD~60"):
        commit = subprocess.run(["git", "-C", clone, "rev-parse", "--short=7", back],
                                capture_output=True, text=True, check=True).stdout.strip()
        tree = os.path.join(tmp, commit)
        subprocess.run(["git", "-C", clone, "worktree", "add", "-q", "--detach", tree, back],
                       check=True)
        for f in lint(tandem, ["--checkout", tree, "--base", PRACTICE_BASE], env):
            for i in f["issues"]:
                if (f["path"], i["check"], i["message"]) not in at_head:
                    older.append((f"practice@{commit}/" + f["path"], i))
                    files[f"practice@{commit}/" + f["path"]] = os.path.join(tree, f["path"])
    sets["older states"] = older

    totals = collections.defaultdict(lambda: [0, 0, 0])
    for name, reports in sets.items():
        per = collections.defaultdict(lambda: [0, 0, 0])
        for pair, i in reports:
            k = keyed(pair, i)
            group = [(i["check"], i["severity"])]
            group.append("comparison" if i["check"] in COMPARISON else None)
            group.append("info" if i["severity"] == "info" else "error+warning")
            for g in group:
                if g is None:
                    continue
                per[g][0] += 1
                if k in verdicts:
                    per[g][1] += 1
                    per[g][2] += verdicts[k]
            if i["check"] in COMPARISON:
                totals["comparison"][0] += 1
                if k in verdicts:
                    totals["comparison"][1] += 1
                    totals["comparison"][2] += verdicts[k]
        print(f"== {name}: {len(reports)} reports")
        for g in sorted((g for g in per if isinstance(g, tuple) and g[0] in COMPARISON)):
            n, j, r = per[g]
            print(f"   {g[0]:18} {g[1]:8} {n:4} reports, {r}/{j} judged right")
        for g in ("comparison", "error+warning", "info"):
            n, j, r = per[g]
            share = f"{100 * r / j:.1f}%" if j else "-"
            print(f"   {g:27} {n:4} reports, {r}/{j} judged right ({share})")
    if unjudged_out:
        with open(unjudged_out, "w", encoding="utf-8") as out:
            for name, reports in sets.items():
                for pair, i in reports:
                    if keyed(pair, i) in verdicts:
                        continue
                    text = ""
                    if i["side"] == "draft" and pair in files:
                        lines = open(files[pair], encoding="utf-8", errors="replace").read()
                        lines = lines.splitlines()
                        if 0 < i["line"] <= len(lines):
                            text = lines[i["line"] - 1].strip()[:200]
                    row = list(map(str, keyed(pair, i))) + ["", i["message"], text]
                    out.write("\t".join(r.replace("\t", " ") for r in row) + "\n")
    n, j, r = totals["comparison"]
    print(f"comparison checks, all four sets: {n} reports, {r}/{j} judged right "
          f"({100 * r / j:.1f}%)" if j else "no judged comparison report")


if __name__ == "__main__":
    main()
