# SPDX-License-Identifier: GPL-3.0-or-later
"""The three measuring sets, linted as users lint them (issue 43): in place and with no memory.

Imported by bench/eval_precision.py (issues, density and precision per set) and usable by any
bench that plants or measures on real pairs:

  corpus       SHARED/corpus/NNN: 36 merged translations (source.*, draft.*, meta.json)
  calibration  SHARED/calibration/NNN: 50 unseen first drafts, with verdicts.jsonl
  practice     SHARED/repos/tutorials-kr-practice.bundle: `lint --checkout` of a clone

"In place" is the draft at its own path (meta.json's `path`) in a checkout of the repository as
it was before the translation. The practice bundle holds none of the pairs' parent commits (its
history is filtered), so the stand-in is what the README of calibration/ describes: a plain
`git init` folder holding the practice repository's tree as it was at the pair's date (its
newest master commit no later than the parent's date: the other tutorials of that time and the
TRANSLATION_GUIDE.md they had), with the draft written at its path over whatever was there.
The file under review is the draft only; the English is given as the pair's source.

"No memory": every run gets empty XDG cache, config and data folders, so no translation memory
(`tandem tm build`), no user word list and no user settings are read.
"""
import glob
import io
import json
import os
import shutil
import subprocess
import tarfile

PRACTICE_BASE = "f2af088"
# The checks that compare the draft with its source (the "comparison checks" of the targets).
COMPARISON = {"literal-changed", "rst-markup-lost", "code-changed", "missing-segment",
              "extra-segment", "number-mismatch", "link-changed"}


def clean_env(tmp):
    """An environment with nothing of the user's: no memory, no word list, no settings."""
    return dict(os.environ, XDG_CACHE_HOME=os.path.join(tmp, "cache"),
                XDG_CONFIG_HOME=os.path.join(tmp, "config"),
                XDG_DATA_HOME=os.path.join(tmp, "data"), QT_QPA_PLATFORM="offscreen")


def lint(tandem, args, env):
    """`tandem lint ARGS --format json`: its files, each with `path` and `issues`."""
    out = subprocess.run([tandem, "lint"] + args + ["--format", "json"], capture_output=True,
                         text=True, env=env)
    if not out.stdout.strip():
        raise RuntimeError(f"tandem lint {' '.join(args)}: exit {out.returncode}: "
                           f"{out.stderr.strip()[:300]}")
    return json.loads(out.stdout)["files"]


class Pair:
    """One pair of a set: `id` (NNN), `source`, `draft`, `meta` (meta.json as a dict)."""

    def __init__(self, folder):
        self.id = os.path.basename(folder)
        self.folder = folder
        self.source = glob.glob(os.path.join(folder, "source.*"))[0]
        self.draft = glob.glob(os.path.join(folder, "draft.*"))[0]
        with open(os.path.join(folder, "meta.json"), encoding="utf-8") as f:
            self.meta = json.load(f)

    def draft_lines(self):
        with open(self.draft, encoding="utf-8", errors="replace") as f:
            return len(f.read().splitlines())


def pairs(shared, name):
    """The pairs of SHARED/NAME (corpus or calibration), in order."""
    return [Pair(d) for d in sorted(glob.glob(os.path.join(shared, name, "[0-9]*")))
            if glob.glob(os.path.join(d, "draft.*"))]


def practice_clone(shared, tmp):
    """A clone of the practice bundle under TMP (made once per TMP)."""
    clone = os.path.join(tmp, "practice")
    if not os.path.isdir(clone):
        subprocess.run(["git", "clone", "-q", os.path.join(
            shared, "repos", "tutorials-kr-practice.bundle"), clone], check=True)
    return clone


class StandIns:
    """Stand-in checkouts of the practice repository as it was at a date, one per commit, each
    a plain `git init` folder. `place(pair)` writes the pair's draft at its path and returns
    that path; `restore()` puts back what was there, so the next pair of the same time finds
    the folder as the practice tree had it."""

    def __init__(self, clone, tmp):
        self.clone = clone
        self.root = os.path.join(tmp, "standins")
        self.folders = {}
        self.saved = None

    def commit_at(self, date):
        """The newest master commit no later than `date` (ISO 8601), or the first commit."""
        out = subprocess.run(["git", "-C", self.clone, "log", "-1", "--format=%H",
                              f"--before={date}", "master"], capture_output=True, text=True,
                             check=True).stdout.strip()
        if out:
            return out
        return subprocess.run(["git", "-C", self.clone, "rev-list", "--max-parents=0",
                               "master"], capture_output=True, text=True,
                              check=True).stdout.split()[0]

    def folder(self, commit):
        if commit not in self.folders:
            folder = os.path.join(self.root, commit[:10])
            os.makedirs(folder)
            tree = subprocess.run(["git", "-C", self.clone, "archive", commit],
                                  capture_output=True, check=True).stdout
            with tarfile.open(fileobj=io.BytesIO(tree)) as tar:
                tar.extractall(folder)
            subprocess.run(["git", "init", "-q", folder], check=True)
            self.folders[commit] = folder
        return self.folders[commit]

    def place(self, pair):
        """The pair's draft written at its path in the stand-in of its time; its path."""
        assert self.saved is None, "restore() the previous pair first"
        folder = self.folder(self.commit_at(pair.meta["date"]))
        path = os.path.join(folder, pair.meta["path"])
        before = None
        if os.path.exists(path):
            with open(path, "rb") as f:
                before = f.read()
        os.makedirs(os.path.dirname(path), exist_ok=True)
        shutil.copyfile(pair.draft, path)
        self.saved = (path, before)
        return path

    def restore(self):
        path, before = self.saved
        if before is None:
            os.remove(path)
        else:
            with open(path, "wb") as f:
                f.write(before)
        self.saved = None


def alone(pair, tmp):
    """The pair's draft copied to a folder of its own outside any checkout; its path."""
    folder = os.path.join(tmp, "alone", pair.id)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, os.path.basename(pair.meta["path"]))
    shutil.copyfile(pair.draft, path)
    return path
