#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times `tandem tm build` in a full clone and in a blob-less partial clone of the same history.

The practice repository (../shared/repos/tutorials-kr-practice.bundle) is cloned to a bare
repository (uploadpack.allowFilter on), or first replayed with COPIES more copies of every
tutorial (each copy a line apart: 23 tutorials x (COPIES + 1) files, 144 commits), then
cloned from it through file:// twice: whole, and with --filter=blob:none. `tandem tm build` runs
in each REPEAT times on a new memory; the median wall time, the git processes it started (a
`git` on PATH that counts them) and what it stored are printed, and the ratio partial/full.
A partial clone lacks the older blobs, so its memory is smaller (exit 3, the files named); the
point is the time: issue 45 asks for at most 1.5x a full clone's.

    bench/bench_partialclone.py --tandem build/app/tandem [--shared ../shared] [--copies 0]
"""
import argparse
import collections
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time


def git(repo, *args):
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True,
                          check=True).stdout


def replay(practice, target, copies):
    """fast-import stream: each first-parent commit of `practice`, every change written to the
    original path and to copyN/path, each copy's .rst and .py blobs ending with a line naming
    the copy (byte-identical copies would not be tutorials of their own)."""
    commits = git(practice, "rev-list", "--first-parent", "--reverse", "HEAD").decode().split()
    stream = bytearray()
    for n, c in enumerate(commits, 1):
        meta = git(practice, "show", "-s", "--format=%an%x00%ae%x00%ct%x00%B", c).decode()
        meta = meta.split("\0", 3)
        parent = [f"{c}^1"] if n > 1 else ["--root"]
        changes = git(practice, "diff-tree", "-r", "--no-renames", "-z", "--name-status",
                      *parent, c)
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
            blob = None if status.startswith("D") else git(practice, "cat-file", "blob",
                                                           f"{c}:{path}")
            for k in range(copies + 1):
                name = path if k == 0 else f"copy{k}/{path}"
                if blob is None:
                    stream += f"D {name}\n".encode()
                    continue
                data = blob
                if k > 0 and path.endswith(".rst"):
                    data = blob + b"\n.. copy %d\n" % k
                elif k > 0 and path.endswith(".py"):
                    data = blob + b"\n# copy %d\n" % k
                stream += f"M 100644 inline {name}\n".encode()
                stream += b"data %d\n" % len(data) + data + b"\n"
        stream += b"\n"
    subprocess.run(["git", "init", "-q", "-b", "master", str(target)], check=True)
    subprocess.run(["git", "-C", str(target), "fast-import", "--quiet"], input=bytes(stream),
                   check=True)
    subprocess.run(["git", "-C", str(target), "checkout", "-q", "-f", "master"], check=True)


COUNTING_GIT = """#!/bin/sh
printf '%s\\0' "$@" >> "{log}"
printf '\\n' >> "{log}"
exec {git} "$@"
"""


def subcommands(log):
    """The git subcommands in the log, counted ('log -M', 'log -M100%', 'cat-file', ...)."""
    counts = collections.Counter()
    if not log.exists():
        return counts
    for record in log.read_bytes().split(b"\0\n"):
        args = [a.decode(errors="replace") for a in record.split(b"\0") if a]
        i = 0
        while i < len(args) and args[i].startswith("-"):
            i += 2 if args[i] == "-c" else 1
        if i >= len(args):
            continue
        name = args[i]
        if name == "log":
            name += "".join(f" {a}" for a in args[i + 1:] if a.startswith("-M") or a == "--no-renames")
        counts[name] += 1
    return counts


def build(tandem, checkout, tmp, repeat, env):
    times, out, code = [], {}, 0
    for n in range(repeat):
        memory = tmp / f"memory-{checkout.name}-{n}.sqlite"
        start = time.perf_counter()
        run = subprocess.run([tandem, "tm", "build", str(checkout), "--tm", str(memory),
                              "--format", "json"], capture_output=True, env=env)
        times.append(time.perf_counter() - start)
        code = run.returncode
        if code not in (0, 3):
            sys.exit(f"tandem tm build failed ({code}): {run.stderr.decode()[:500]}")
        out = json.loads(run.stdout)
    return statistics.median(times), out, code


def main():
    here = pathlib.Path(__file__).resolve().parent
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tandem", required=True)
    ap.add_argument("--shared", default=str(here.parent.parent / "shared"))
    ap.add_argument("--copies", type=int, default=0)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    bundle = pathlib.Path(args.shared) / "repos" / "tutorials-kr-practice.bundle"
    if not bundle.exists():
        print(f"no practice repository at {bundle}")
        return 0
    tandem = str(pathlib.Path(args.tandem).resolve())
    real_git = subprocess.run(["sh", "-c", "command -v git"], capture_output=True,
                              text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        source = tmp / "source"
        if args.copies > 0:
            practice = tmp / "practice"
            subprocess.run(["git", "clone", "-q", str(bundle), str(practice)], check=True)
            replay(practice, source, args.copies)
        else:
            subprocess.run(["git", "clone", "-q", str(bundle), str(source)], check=True)
        bare = tmp / "bare.git"
        subprocess.run(["git", "clone", "-q", "--bare", str(source), str(bare)], check=True)
        subprocess.run(["git", "-C", str(bare), "config", "uploadpack.allowFilter", "true"],
                       check=True)
        full, partial = tmp / "full", tmp / "partial"
        subprocess.run(["git", "clone", "-q", f"file://{bare}", str(full)], check=True)
        subprocess.run(["git", "clone", "-q", "--filter=blob:none", f"file://{bare}",
                        str(partial)], check=True)
        files = subprocess.run(["git", "-C", str(full), "ls-files", "*.rst", "*.py"],
                               capture_output=True, text=True).stdout.split()
        commits = subprocess.run(["git", "-C", str(full), "rev-list", "--count", "HEAD"],
                                 capture_output=True, text=True).stdout.strip()
        print(f"history: {len(files)} .rst/.py files, {commits} commits "
              f"(practice repository{f' x {args.copies + 1}' if args.copies else ''})")
        results = {}
        for checkout in (full, partial):
            bin_dir = tmp / f"bin-{checkout.name}"
            bin_dir.mkdir()
            log = tmp / f"git-{checkout.name}.log"
            (bin_dir / "git").write_text(COUNTING_GIT.format(log=log, git=real_git))
            (bin_dir / "git").chmod(0o755)
            env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}")
            seconds, out, code = build(tandem, checkout, tmp, args.repeat, env)
            runs = subcommands(log)
            per_build = {k: v // args.repeat for k, v in runs.items()}
            results[checkout.name] = seconds
            print(f"{checkout.name:8s} {seconds:7.2f} s (median of {args.repeat}), exit {code}: "
                  f"{out['pairs']} pairs, {out['versionsRead']} versions read, "
                  f"{out['incompleteFiles']} files incomplete; git runs per build: "
                  f"{sum(per_build.values())} ("
                  + ", ".join(f"{v} {k}" for k, v in sorted(per_build.items(),
                                                               key=lambda kv: -kv[1])) + ")")
        print(f"partial / full: {results['partial'] / results['full']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
