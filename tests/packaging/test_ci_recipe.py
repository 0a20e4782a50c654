#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The CI recipe, run locally (CTest: ci_recipe).

1. packaging/github-workflow.yml is valid YAML with the shape GitHub expects, and its `run:`
   steps (all but the install steps, which set up the container and download the .deb) run on
   a small pull request:
   a translation branch with a glued literal (``x``를) fails the review step with an error
   annotation, a summary line and the whole review in $GITHUB_STEP_SUMMARY; the SARIF step
   writes SARIF 2.1.0; once the literal is fixed the review step passes.
2. .pre-commit-hooks.yaml runs under the real `pre-commit` (Debian's package) in a temporary
   repository: `git commit` is refused on the glued literal and goes through once it is fixed.

Usage: test_ci_recipe.py --tandem BUILD/app/tandem --source SOURCE_DIR. Exit 77 (skipped) when
pre-commit or PyYAML is missing.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    print("skipped: PyYAML is not installed (python3-yaml)")
    sys.exit(77)

ENGLISH = "Title\n=====\n\nUse ``x`` here.\n\nThe end.\n"
GLUED = "제목\n====\n\n``x``를 여기서 씁니다.\n\n끝입니다.\n"
FIXED = "제목\n====\n\n``x``\\ 를 여기서 씁니다.\n\n끝입니다.\n"


def git_env():
    env = dict(os.environ)
    env.update({"GIT_AUTHOR_NAME": "Tester", "GIT_AUTHOR_EMAIL": "t@example.org",
                "GIT_COMMITTER_NAME": "Tester", "GIT_COMMITTER_EMAIL": "t@example.org",
                "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"})
    return env


def git(cwd, *args, env=None):
    return subprocess.run(["git", *args], cwd=cwd, env=env or git_env(), check=True,
                          capture_output=True, text=True).stdout


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def workflow_steps(source):
    with open(os.path.join(source, "packaging", "github-workflow.yml"), encoding="utf-8") as f:
        workflow = yaml.safe_load(f)
    # YAML 1.1 reads the key `on` as true.
    triggers = workflow.get("on", workflow.get(True))
    check(isinstance(triggers, dict) and "pull_request" in triggers, "no pull_request trigger")
    check(workflow["permissions"]["contents"] == "read", "the token must stay read-only")
    steps = workflow["jobs"]["tandem"]["steps"]
    check(isinstance(steps, list) and steps, "no steps")
    for step in steps:
        check(("run" in step) != ("uses" in step), "a step needs exactly one of run/uses: %r" % step)
    checkout = [s for s in steps if s.get("uses", "").startswith("actions/checkout@")]
    check(checkout and checkout[0]["with"]["fetch-depth"] == 0, "the full history is needed")
    return steps


def run_step(step, cwd, env):
    """Runs a `run:` step as GitHub's bash does (bash -e {0}), with ${{ }} filled in."""
    script = step["run"].replace("${{ github.base_ref }}", "main")
    check("${{" not in script, "an expression the test does not fill: " + script)
    return subprocess.run(["bash", "-e", "-c", script], cwd=cwd, env=env, capture_output=True,
                          text=True)


def test_workflow(source, tandem_dir, tmp):
    steps = workflow_steps(source)
    # The pull request: an upstream with the English on main, a clone with the translation.
    upstream = os.path.join(tmp, "upstream")
    os.makedirs(upstream)
    git(upstream, "init", "-q", "-b", "main")
    write(os.path.join(upstream, "docs", "a.rst"), ENGLISH)
    git(upstream, "add", "-A")
    git(upstream, "commit", "-q", "-m", "English")
    work = os.path.join(tmp, "work")
    git(tmp, "clone", "-q", upstream, work)
    git(work, "checkout", "-q", "-b", "ko")
    write(os.path.join(work, "docs", "a.rst"), GLUED)
    git(work, "commit", "-q", "-am", "번역")

    summary = os.path.join(tmp, "step-summary.md")
    env = git_env()
    env["PATH"] = tandem_dir + os.pathsep + env["PATH"]
    env["GITHUB_STEP_SUMMARY"] = summary
    env["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
    runs = [s for s in steps if "run" in s and not s.get("name", "").startswith("Install ")]
    check(len(runs) >= 2, "expected the review and SARIF steps")
    review = [s for s in runs if "--format github" in s["run"]]
    check(len(review) == 1, "one step prints annotations")

    result = run_step(review[0], work, env)
    check(result.returncode == 1, "the glued literal must fail the step: %d %s%s" %
          (result.returncode, result.stdout, result.stderr))
    lines = result.stdout.splitlines()
    check(any(re.match(r"::error file=docs/a\.rst,line=4,.*title=rst-inline-boundary::", l)
              for l in lines), "no error annotation: " + result.stdout)
    check(lines[-1].startswith("tandem: ") and "shown as annotations" in lines[-1],
          "no summary line: " + result.stdout)
    with open(summary, encoding="utf-8") as f:
        markdown = f.read()
    check("**docs/a.rst:4**" in markdown and "```suggestion" in markdown,
          "the job summary lacks the review: " + markdown)

    for step in runs:
        if step is review[0]:
            continue
        result = run_step(step, work, env)
        check(result.returncode == 0, "step %r failed: %s" % (step.get("name"), result.stderr))
    sarif_path = os.path.join(work, "tandem.sarif")
    check(os.path.exists(sarif_path), "the SARIF step wrote no tandem.sarif")
    with open(sarif_path, encoding="utf-8") as f:
        sarif = json.load(f)
    check(sarif["version"] == "2.1.0" and sarif["runs"][0]["results"], "SARIF without results")

    write(os.path.join(work, "docs", "a.rst"), FIXED)
    git(work, "commit", "-q", "-am", "고침")
    result = run_step(review[0], work, env)
    check(result.returncode == 0, "the fixed translation must pass: " + result.stdout)
    print("workflow: %d run steps exercised, failed on the glued literal, passed once fixed"
          % len(runs))


def test_pre_commit(source, tandem_dir, tmp):
    pre_commit = shutil.which("pre-commit")
    if not pre_commit:
        print("skipped: pre-commit is not installed (Debian package pre-commit)")
        sys.exit(77)
    # The hook repository: this repository's .pre-commit-hooks.yaml, committed.
    hooks = os.path.join(tmp, "hooks")
    os.makedirs(hooks)
    shutil.copy(os.path.join(source, ".pre-commit-hooks.yaml"), hooks)
    git(hooks, "init", "-q", "-b", "main")
    git(hooks, "add", "-A")
    git(hooks, "commit", "-q", "-m", "hooks")
    rev = git(hooks, "rev-parse", "HEAD").strip()

    repo = os.path.join(tmp, "tutorials")
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    write(os.path.join(repo, "docs", "a.rst"), ENGLISH)
    write(os.path.join(repo, ".pre-commit-config.yaml"),
          "repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: tandem-lint\n" % (hooks, rev))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "English")

    env = git_env()
    env["PATH"] = tandem_dir + os.pathsep + env["PATH"]
    env["PRE_COMMIT_HOME"] = os.path.join(tmp, "pre-commit-home")
    env["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
    subprocess.run([pre_commit, "install"], cwd=repo, env=env, check=True, capture_output=True)

    write(os.path.join(repo, "docs", "a.rst"), GLUED)
    git(repo, "add", "docs/a.rst")
    refused = subprocess.run(["git", "commit", "-m", "번역"], cwd=repo, env=env,
                             capture_output=True, text=True)
    output = refused.stdout + refused.stderr
    check(refused.returncode != 0, "the commit with a glued literal went through: " + output)
    check("rst-inline-boundary" in output and "Failed" in output,
          "pre-commit did not show the finding: " + output)

    write(os.path.join(repo, "docs", "a.rst"), FIXED)
    git(repo, "add", "docs/a.rst")
    passed = subprocess.run(["git", "commit", "-m", "번역"], cwd=repo, env=env,
                            capture_output=True, text=True)
    check(passed.returncode == 0, "the fixed commit was refused: " + passed.stdout + passed.stderr)
    check("Passed" in passed.stdout + passed.stderr, "the hook did not run")
    print("pre-commit %s: refused the glued literal, accepted the fix" %
          subprocess.run([pre_commit, "--version"], capture_output=True, text=True).stdout.split()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tandem", required=True)
    parser.add_argument("--source", required=True)
    args = parser.parse_args()
    tandem_dir = os.path.dirname(os.path.abspath(args.tandem))
    with tempfile.TemporaryDirectory() as tmp:
        test_workflow(args.source, tandem_dir, tmp)
        test_pre_commit(args.source, tandem_dir, tmp)
    print("PASS")


if __name__ == "__main__":
    main()
