#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times `tandem lint DRAFT` of one draft as a pre-commit hook runs it: inside a checkout of
FILES tutorial files (the practice repository's tutorials copied, each copy made distinct,
committed, plus build output and `_downloads` copies git does not track), the first lint (the checkout-wide counts
read afresh and cached) and the next ones (cache warm), against the same lint outside any
checkout and docutils' parse of the same draft, all in one run.

    bench/bench_inplacelint.py --tandem build/app/tandem [--files 2000] [--repeat 5]

The draft is the largest practice tutorial. Each figure is the median wall time of REPEAT runs;
the spelling verdicts are warmed first (a run outside the checkout), so the figures compare the
checkout's part alone.
"""
import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench_checkoutlint import tutorials  # noqa: E402
from bench_project import git  # noqa: E402


def build_distinct(practice, repo, count):
    """A commit with `count` tutorial files: the practice tutorials copied under copyN/, each
    copy made distinct by a comment line (identical copies would be a checkout's downloads,
    which the tutorial set sets apart at a cost of its own)."""
    originals = tutorials(practice)
    subprocess.run(["git", "init", "-q", "-b", "master", str(repo)], check=True)
    for n in range(count):
        src = originals[n % len(originals)]
        dst = repo / f"copy{n // len(originals)}" / src
        dst.parent.mkdir(parents=True, exist_ok=True)
        marker = "#" if src.endswith(".py") else ".."
        text = (practice / src).read_text(encoding="utf-8")
        dst.write_text(f"{text}\n{marker} copy {n}\n", encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q",
        "-m", "base: the tutorials")


def timed(cmd, env, cwd=None):
    start = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def docutils_parse(path, repeat):
    """docutils' parse of the file (the RST of a .py is its docstrings and comments as
    sphinx-gallery reads them; parsed whole here, which is what the goal was set against)."""
    code = f"""
import time, statistics, docutils.core, docutils.utils
text = open({str(path)!r}, encoding='utf-8').read()
times = []
for _ in range({repeat}):
    t = time.perf_counter()
    docutils.core.publish_doctree(text, settings_overrides={{'report_level': 5,
        'halt_level': 5, 'warning_stream': False}})
    times.append(time.perf_counter() - t)
print(statistics.median(times))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return float(out.stdout.strip()) if out.returncode == 0 else None


def main():
    here = pathlib.Path(__file__).resolve().parent
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tandem", required=True)
    ap.add_argument("--shared", default=str(here.parent.parent / "shared"))
    ap.add_argument("--files", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    bundle = pathlib.Path(args.shared) / "repos" / "tutorials-kr-practice.bundle"
    if not bundle.exists():
        print(f"no practice repository at {bundle}")
        return 0
    tandem = str(pathlib.Path(args.tandem).resolve())
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        practice = tmp / "practice"
        subprocess.run(["git", "clone", "-q", str(bundle), str(practice)], check=True)
        repo = tmp / "checkout"
        build_distinct(practice, repo, args.files)
        # What a real checkout also holds: build output and downloaded copies, untracked.
        for n, f in enumerate(tutorials(practice)[:50]):
            for folder in ("_build/html/_sources", "docs/_downloads/%04d" % n):
                dst = repo / folder / f
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(practice / f, dst)
        draft_rel = max(tutorials(practice), key=lambda f: (practice / f).stat().st_size)
        draft = repo / "copy0" / draft_rel
        alone = tmp / "alone" / pathlib.Path(draft_rel).name
        alone.parent.mkdir()
        shutil.copyfile(draft, alone)
        env = dict(os.environ, XDG_CACHE_HOME=str(tmp / "cache"))
        lint = [tandem, "lint", "--format", "json"]
        timed(lint + [str(alone)], env)  # warms the spelling verdicts
        outside = statistics.median(timed(lint + [str(alone)], env) for _ in range(args.repeat))
        first = []
        for _ in range(args.repeat):
            shutil.rmtree(tmp / "cache" / "tandem" / "tandem" / "checkout-text",
                          ignore_errors=True)
            first.append(timed(lint + [str(draft)], env, cwd=repo))
        warm = statistics.median(timed(lint + [str(draft)], env, cwd=repo)
                                 for _ in range(args.repeat))
        parse = docutils_parse(draft, args.repeat)
        print(f"draft: {draft_rel} ({draft.stat().st_size} bytes), checkout: "
              f"{len(tutorials(repo))} tracked tutorial files + 100 untracked copies")
        print(f"lint outside a checkout:       {outside * 1000:7.1f} ms")
        print(f"lint in the checkout, first:   {statistics.median(first) * 1000:7.1f} ms")
        print(f"lint in the checkout, next:    {warm * 1000:7.1f} ms "
              f"({warm / outside:.2f} x outside)")
        if parse:
            print(f"docutils' parse of the draft:  {parse * 1000:7.1f} ms")
            print(f"ratios to docutils: outside {outside / parse:.2f}, first "
                  f"{statistics.median(first) / parse:.2f}, next {warm / parse:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
