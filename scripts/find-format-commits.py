#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists the commits that only change whitespace and are missing from .git-blame-ignore-revs.

    scripts/find-format-commits.py [REV]     (default HEAD)

A commit is whitespace-only when every file it changes is the same as before with all
whitespace removed (line breaks included, so clang-format's rewrapping counts). Prints
"HASH subject" for each such commit not yet listed; exits 1 when there is one (so a check can
use it), 0 otherwise.
"""
import re
import subprocess
import sys
from pathlib import Path


def git(*args, binary=False):
    p = subprocess.run(["git", *args], capture_output=True, text=not binary)
    return p.returncode, p.stdout


def blob(rev, path):
    code, out = git("show", f"{rev}:{path}", binary=True)
    return out if code == 0 else None


def whitespace_only(commit):
    code, names = git("diff", "--name-only", f"{commit}^", commit)
    if code != 0 or not names.split():
        return False
    for path in names.split("\n"):
        if not path:
            continue
        a, b = blob(f"{commit}^", path), blob(commit, path)
        if a is None or b is None or re.sub(rb"\s+", b"", a) != re.sub(rb"\s+", b"", b):
            return False
    return True


def main():
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    ignore = Path(".git-blame-ignore-revs")
    listed = set()
    if ignore.exists():
        listed = {line.strip() for line in ignore.read_text().splitlines()
                  if line.strip() and not line.startswith("#")}
    _, revs = git("rev-list", "--no-merges", rev)
    missing = 0
    for commit in revs.split():
        if commit in listed or not whitespace_only(commit):
            continue
        _, subject = git("log", "-1", "--format=%s", commit)
        print(commit, subject.strip())
        missing += 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
