#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times `tandem lint --checkout` on a branch that changed ~2,000 tutorial files, and counts
the git processes it starts.

Builds (in a temporary folder) a checkout from the practice repository
(../shared/repos/tutorials-kr-practice.bundle) in one of two layouts:

  flat     a base commit holding FILES copies of the practice tutorials as they are at its HEAD
           (copyN/<path>), then a branch with one commit that changes every one of them;
  history  the practice history replayed with every file also under copy1/ ... copyK/ (as
           bench_project.py builds it, so each copy has its original's 144 commits and finds
           its English in history), then the same one-commit branch.

Then runs `tandem lint --checkout DIR --base master --format json` REPEAT times with a `git`
shim first on PATH that logs each call and execs the real git, and prints the median wall time,
CPU time (tandem and its git children) and the number of git processes per run.

    bench/bench_checkoutlint.py --tandem build/app/tandem [--layout flat|history]
                                [--files 2000] [--repeat 3] [--keep DIR]
"""
import argparse
import json
import os
import pathlib
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench_project import git, replay  # noqa: E402  (the same history replay)


def tutorials(repo):
    return [f for f in git(repo, "ls-files").decode().split("\n") if f.endswith((".rst", ".py"))]


def change_all(repo, files):
    """One commit on a new branch `work` that changes every file: a line added at the end (a
    comment, so the RST and the sphinx-gallery scripts stay valid)."""
    git(repo, "checkout", "-q", "-b", "work")
    for n, f in enumerate(files):
        marker = "#" if f.endswith(".py") else ".."
        with open(repo / f, "a", encoding="utf-8") as out:
            out.write(f"\n{marker} 검토할 변경 {n}\n")
    git(repo, "add", "-A")
    git(repo, "-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q",
        "-m", "change every file")


def build_flat(practice, repo, count):
    """A base commit with `count` copies of the practice tutorials at its HEAD."""
    originals = tutorials(practice)
    subprocess.run(["git", "init", "-q", "-b", "master", str(repo)], check=True)
    for n in range(count):
        src = originals[n % len(originals)]
        dst = repo / f"copy{n // len(originals)}" / src
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(practice / src, dst)
    git(repo, "add", "-A")
    git(repo, "-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q",
        "-m", "base: the tutorials")


def make_shim(folder, log):
    real = shutil.which("git")
    folder.mkdir(parents=True, exist_ok=True)
    shim = folder / "git"
    # Logs the subcommand (past the options and `-c name=value` pairs Tandem puts first).
    shim.write_text(f"""#!/bin/sh
sub=; skip=
for a in "$@"; do
  if [ -n "$skip" ]; then skip=; continue; fi
  case "$a" in -c) skip=1 ;; -*) ;; *) sub=$a; break ;; esac
done
echo "$sub" >> "{log}"
exec "{real}" "$@"
""")
    shim.chmod(0o755)


def main():
    here = pathlib.Path(__file__).resolve().parent
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tandem", required=True)
    ap.add_argument("--shared", default=str(here.parent.parent / "shared"))
    ap.add_argument("--layout", choices=["flat", "history"], default="flat")
    ap.add_argument("--files", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--keep", help="build the checkout in DIR and leave it there (reused if "
                    "it exists)")
    args = ap.parse_args()
    bundle = pathlib.Path(args.shared) / "repos" / "tutorials-kr-practice.bundle"
    if not bundle.exists():
        print(f"no practice repository at {bundle}")
        return 0
    tandem = str(pathlib.Path(args.tandem).resolve())
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        repo = pathlib.Path(args.keep).resolve() if args.keep else tmp / "big"
        t0 = time.perf_counter()
        if not repo.exists():
            practice = tmp / "practice"
            subprocess.run(["git", "clone", "-q", str(bundle), str(practice)], check=True)
            if args.layout == "flat":
                build_flat(practice, repo, args.files)
            else:
                copies = max(0, -(-args.files // len(tutorials(practice))) - 1)
                replay(practice, repo, copies)
            change_all(repo, tutorials(repo))
        changed = git(repo, "diff", "--name-only", "master", "HEAD").decode().split()
        commits = len(git(repo, "rev-list", "HEAD").decode().split())
        print(f"checkout ({args.layout}): {len(changed)} files changed against master, "
              f"{commits} commits (ready in {time.perf_counter() - t0:.1f} s); "
              f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")

        log = tmp / "git-calls.log"
        make_shim(tmp / "shim", log)
        env = dict(os.environ, PATH=f"{tmp / 'shim'}{os.pathsep}{os.environ['PATH']}",
                   XDG_CACHE_HOME=str(tmp / "cache"), XDG_CONFIG_HOME=str(tmp / "config"),
                   QT_QPA_PLATFORM="offscreen")
        walls, cpus, calls, out = [], [], [], b""
        for _ in range(args.repeat):
            log.write_text("")
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            p = subprocess.run([tandem, "lint", "--checkout", str(repo), "--base", "master",
                                "--format", "json"], capture_output=True, env=env)
            walls.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if p.returncode not in (0, 1):
                sys.exit(f"tandem lint --checkout failed ({p.returncode}): {p.stderr.decode()}")
            cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            lines = log.read_text().split("\n")
            calls.append(len([line for line in lines if line]))
            out = p.stdout
        kinds = {}
        for line in log.read_text().split("\n"):
            if line:
                kinds[line] = kinds.get(line, 0) + 1
        report = json.loads(out)
        sources = {}
        for f in report.get("files", []):
            origin = (f.get("source") or {}).get("origin", "none")
            sources[origin] = sources.get(origin, 0) + 1
        print(f"{len(report.get('files', []))} files reviewed; sources: "
              + ", ".join(f"{k} {v}" for k, v in sorted(sources.items())))
        print(f"lint --checkout: wall {statistics.median(walls):6.2f} s, CPU "
              f"{statistics.median(cpus):6.2f} s, git processes {statistics.median(calls):.0f} "
              f"(median of {len(walls)}; wall runs {', '.join(f'{t:.2f}' for t in walls)})")
        print("git processes by subcommand (last run): "
              + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items(), key=lambda kv: -kv[1])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
