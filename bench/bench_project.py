#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times `tandem project` on a checkout of ~250 tutorial files with a real history.

Builds (in a temporary folder) a repository that replays the practice repository's history
(../shared/repos/tutorials-kr-practice.bundle, first-parent commits in order) with every file
under the original path and COPIES more copies (copy1/, copy2/, ...), so each copy has the full
history of its original: the 23 tutorials x 11 = 253 files, 144 commits. Then runs
`tandem project DIR --format json` with an empty cache (cold), again (warm), after editing one
draft, and with --sync against an upstream checkout, each REPEAT times, printing the median.

    bench/bench_project.py --tandem build/app/tandem [--shared ../shared] [--copies 10]
"""
import argparse
import json
import os
import resource
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time


def git(repo, *args, data=None):
    return subprocess.run(["git", "-C", str(repo), *args], input=data, capture_output=True,
                          check=True).stdout


def replay(practice, target, copies):
    """fast-import stream: each first-parent commit of `practice`, every change written to the
    original path and to copyN/path."""
    commits = git(practice, "rev-list", "--first-parent", "--reverse", "HEAD").decode().split()
    stream = bytearray()
    prefixes = [""] + [f"copy{k}/" for k in range(1, copies + 1)]
    for n, c in enumerate(commits, 1):
        meta = git(practice, "show", "-s", "--format=%an%x00%ae%x00%ct%x00%B", c).decode().split("\0", 3)
        parent = [f"{c}^1"] if n > 1 else ["--root"]
        changes = git(practice, "diff-tree", "-r", "--no-renames", "-z", "--name-status", *parent, c)
        fields = [f for f in changes.split(b"\0") if f]
        if n == 1:
            fields = fields[1:] if fields and len(fields[0]) == 40 else fields
        stream += f"commit refs/heads/master\nmark :{n}\n".encode()
        stream += f"committer {meta[0]} <{meta[1]}> {meta[2]} +0000\n".encode()
        msg = meta[3].encode()
        stream += b"data %d\n" % len(msg) + msg + b"\n"
        if n > 1:
            stream += f"from :{n - 1}\n".encode()
        for i in range(0, len(fields) - 1, 2):
            status, path = fields[i].decode(), fields[i + 1].decode()
            for p in prefixes:
                if status.startswith("D"):
                    stream += f"D {p}{path}\n".encode()
                else:
                    blob = git(practice, "cat-file", "blob", f"{c}:{path}")
                    stream += f"M 100644 inline {p}{path}\n".encode()
                    stream += b"data %d\n" % len(blob) + blob + b"\n"
        stream += b"\n"
    subprocess.run(["git", "init", "-q", "-b", "master", str(target)], check=True)
    subprocess.run(["git", "-C", str(target), "fast-import", "--quiet"], input=bytes(stream), check=True)
    subprocess.run(["git", "-C", str(target), "checkout", "-q", "-f", "master"], check=True)


def run(tandem, args, env):
    """Wall time and CPU time (user + system, tandem and the git it runs): on a shared
    machine the CPU time is the steadier figure."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([tandem, "project", *args], capture_output=True, env=env)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode != 0:
        sys.exit(f"tandem project failed: {out.stderr.decode()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu, out.stdout


def main():
    here = pathlib.Path(__file__).resolve().parent
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tandem", required=True)
    ap.add_argument("--shared", default=str(here.parent.parent / "shared"))
    ap.add_argument("--copies", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=3)
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
        repo = tmp / "big"
        t0 = time.perf_counter()
        replay(practice, repo, args.copies)
        files = [f for f in git(repo, "ls-files").decode().split("\n") if f.endswith((".rst", ".py"))]
        commits = len(git(repo, "rev-list", "HEAD").decode().split())
        print(f"repository: {len(files)} .rst/.py files, {commits} commits "
              f"(built in {time.perf_counter() - t0:.1f} s); {os.cpu_count()} cores, "
              f"load average {os.getloadavg()[0]:.1f}")
        # An upstream checkout: the same tree at the v2.8.0 sync's parent is not English, so use
        # the oldest English of every file, which makes most files outdated (the worst case).
        upstream = tmp / "upstream"
        subprocess.run(["git", "clone", "-q", str(repo), str(upstream)], check=True)
        first = git(repo, "rev-list", "--max-parents=0", "HEAD").decode().split()[0]
        subprocess.run(["git", "-C", str(upstream), "checkout", "-q", first], check=True)

        def timed(label, extra, fresh_cache, edit=None):
            times, cpus, out = [], [], b""
            for _ in range(args.repeat):
                cache = tmp / "cache"
                if fresh_cache:
                    subprocess.run(["rm", "-rf", str(cache)], check=True)
                env = dict(os.environ, XDG_CACHE_HOME=str(cache))
                if edit:
                    edit()
                elapsed, cpu, out = run(tandem, [str(repo), "--format", "json", *extra], env)
                times.append(elapsed)
                cpus.append(cpu)
            summary = json.loads(out)["summary"] if b"{" in out[:2] else {}
            print(f"{label:42s} wall {statistics.median(times):5.2f} s, CPU {statistics.median(cpus):5.2f} s "
                  f"(median of {len(times)}; wall runs {', '.join(f'{t:.2f}' for t in times)}; "
                  f"cache hits {summary.get('cacheHits')}, misses {summary.get('cacheMisses')})")
            return summary

        s = timed("cold (empty cache)", [], True)
        print(f"  {s['files']} files: {s['translated']} translated, {s['partial']} partial, "
              f"{s['outdated']} outdated, {s['english']} english; {s['translatedUnits']}/{s['units']} units")
        timed("warm (cache from the run before)", [], False)
        target = repo / files[0]
        counter = [0]

        def edit():
            counter[0] += 1
            with open(target, "a", encoding="utf-8") as f:
                f.write(f"\n수정 {counter[0]}\n")
        timed("warm, one draft edited before each run", [], False, edit)
        subprocess.run(["git", "-C", str(repo), "checkout", "-q", "--", files[0]], check=True)
        timed("cold, --upstream (oldest English) --sync", ["--upstream", str(upstream), "--sync"], True)
        timed("warm, --upstream --sync", ["--upstream", str(upstream), "--sync"], False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
