# SPDX-License-Identifier: GPL-3.0-or-later
"""What eval_language.py and seed_language.py share: the corpus pairs and the language checks'
issues of one `tandem lint` run."""
import json
import subprocess
import sys

def corpus_pairs(corpus):
    """(pair folder, source, draft) for each pair of `corpus` (a pathlib.Path), in order."""
    if not corpus.is_dir():
        return []
    pairs = []
    for pair in sorted(p for p in corpus.iterdir() if p.is_dir()):
        drafts = sorted(pair.glob("draft.*"))
        if drafts:
            pairs.append((pair, pair / ("source" + drafts[0].suffix), drafts[0]))
    return pairs


def lint(tandem, source, draft, checks):
    """The issues (JSON objects) of `checks` in a `tandem lint` run with spelling switched on;
    None when the run failed (said on stderr)."""
    out = subprocess.run([tandem, "lint", str(source), str(draft), "--format", "json",
                          "--enable", "spelling", "--fail-on", "error"], capture_output=True, text=True)
    try:
        report = json.loads(out.stdout)
    except json.JSONDecodeError:
        print(f"{draft}: tandem lint failed: {out.stderr.strip()}", file=sys.stderr)
        return None
    return [i for f in report["files"] for i in f["issues"] if i["check"] in checks]
