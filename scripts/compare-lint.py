#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compare what two builds of Tandem report on real data, file by file.

    scripts/compare-lint.py OLD_TANDEM NEW_TANDEM [--shared DIR] [--no-practice] [--show N]

Runs `tandem lint SOURCE DRAFT --format json` of both binaries over every pair of
`../shared/corpus` (NNN/source.* and NNN/draft.*), and `tandem lint --checkout --format json`
and `tandem project --format json` over a fresh clone of the practice repository
(`../shared/repos/tutorials-kr-practice.bundle`, every file changed since its first commit).
Prints each file whose issues differ, with the first differing issues, and exits 1 if any
differ, 0 if all are identical, 2 on bad input. A refactoring (a move, a new way to build the
engine) must leave this silent; a check change shows here what it changed.

Each run gets its own empty XDG_CACHE_HOME and XDG_CONFIG_HOME, so neither build reads the
other's caches or the user's settings.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path


def run(binary, args, home):
    env = dict(os.environ)
    env["XDG_CACHE_HOME"] = str(home / "cache")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["XDG_DATA_HOME"] = str(home / "data")
    env["QT_QPA_PLATFORM"] = "offscreen"
    p = subprocess.run([binary] + args, capture_output=True, env=env, timeout=1800)
    if p.returncode not in (0, 1):
        raise RuntimeError(f"{binary} {' '.join(args)}: exit {p.returncode}: "
                           f"{p.stderr.decode(errors='replace').strip()[:400]}")
    return p.stdout.decode("utf-8", errors="replace")


def issues_by_file(text):
    """{draft path: [issue tuples]} from `lint --format json` (one pair or a checkout)."""
    data = json.loads(text)
    out = {}
    for f in data.get("files", []):
        key = f.get("draft") or f.get("path") or f.get("file") or "?"
        out[key] = [json.dumps(i, sort_keys=True, ensure_ascii=False) for i in f.get("issues", [])]
    return out


def compare(label, old, new, show):
    """Prints the files whose issues differ; returns how many differ."""
    differing = 0
    for path in sorted(set(old) | set(new)):
        a, b = old.get(path), new.get(path)
        if a == b:
            continue
        differing += 1
        if a is None or b is None:
            print(f"{label}: {path}: only in the {'new' if a is None else 'old'} build's output")
            continue
        gone = [i for i in a if i not in b]
        added = [i for i in b if i not in a]
        print(f"{label}: {path}: {len(a)} -> {len(b)} issues "
              f"({len(gone)} gone, {len(added)} new{', reordered' if not gone and not added else ''})")
        for i in gone[:show]:
            print(f"    - {i}")
        for i in added[:show]:
            print(f"    + {i}")
    return differing


def main():
    here = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--shared", default=str(here.parent / "shared"))
    ap.add_argument("--no-practice", action="store_true", help="the corpus only")
    ap.add_argument("--show", type=int, default=3, help="differing issues shown per file")
    args = ap.parse_args()
    for b in (args.old, args.new):
        if not os.access(b, os.X_OK):
            print(f"compare-lint: {b}: not an executable", file=sys.stderr)
            return 2
    shared = Path(args.shared)
    corpus = shared / "corpus"
    if not corpus.is_dir():
        print(f"compare-lint: {corpus}: no such folder", file=sys.stderr)
        return 2

    differing = 0
    checked = 0
    with tempfile.TemporaryDirectory(prefix="tandem-compare-") as tmp:
        tmp = Path(tmp)
        homes = {}
        for name in ("old", "new"):
            homes[name] = tmp / name
            homes[name].mkdir()
        binaries = {"old": args.old, "new": args.new}

        for pair in sorted(p for p in corpus.iterdir() if p.is_dir()):
            sources = sorted(pair.glob("source.*"))
            drafts = sorted(pair.glob("draft.*"))
            if not sources or not drafts:
                continue
            argv = ["lint", str(sources[0]), str(drafts[0]), "--format", "json"]
            results = {n: issues_by_file(run(binaries[n], argv, homes[n])) for n in binaries}
            checked += 1
            differing += compare("corpus", results["old"], results["new"], args.show)

        bundle = shared / "repos" / "tutorials-kr-practice.bundle"
        if not args.no_practice and bundle.is_file():
            clone = tmp / "practice"
            subprocess.run(["git", "clone", "-q", str(bundle), str(clone)], check=True)
            root = subprocess.run(["git", "-C", str(clone), "rev-list", "--max-parents=0", "HEAD"],
                                  capture_output=True, text=True, check=True).stdout.split()[-1]
            argv = ["lint", "--checkout", str(clone), "--base", root, "--format", "json"]
            results = {n: issues_by_file(run(binaries[n], argv, homes[n])) for n in binaries}
            checked += len(results["new"])
            differing += compare("practice", results["old"], results["new"], args.show)
            argv = ["project", str(clone), "--format", "json"]
            reports = {n: run(binaries[n], argv, homes[n]) for n in binaries}
            if reports["old"] != reports["new"]:
                differing += 1
                print("practice: the project report differs")
            checked += 1

    print(f"{checked} files or reports compared, {differing} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
