#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Issues per check on shared/corpus and their precision against the verdicts of a reading.

Lints every pair of SHARED_DIR/corpus, prints per check and severity: issues, issues per 1,000
draft lines, and — for issues that docs/evaluation/precision-judged.tsv judged (matched by pair,
side, line, check and severity) — how many were right. Issues the file does not list are
counted but not judged (a new report needs reading before it counts).

usage: eval_precision.py TANDEM_BINARY SHARED_DIR [VERDICTS_TSV]
"""
import collections
import glob
import json
import os
import subprocess
import sys


def main():
    tandem, shared = sys.argv[1], sys.argv[2]
    verdicts_path = sys.argv[3] if len(sys.argv) > 3 else os.path.join(
        os.path.dirname(__file__), '..', 'docs', 'evaluation', 'precision-judged.tsv')
    verdicts = {}
    with open(verdicts_path, encoding='utf-8') as f:
        next(f)
        for row in f:
            pair, side, line, check, severity, verdict = row.rstrip('\n').split('\t')
            verdicts[(pair, side, int(line), check, severity)] = verdict == 'right'
    lines = 0
    issues = []
    for d in sorted(glob.glob(os.path.join(shared, 'corpus', '[0-9]*'))):
        source = glob.glob(d + '/source.*')[0]
        draft = glob.glob(d + '/draft.*')[0]
        with open(draft, encoding='utf-8') as f:
            lines += len(f.read().splitlines())
        out = subprocess.run([tandem, 'lint', source, draft, '--format', 'json'],
                             capture_output=True, text=True).stdout
        for file in json.loads(out)['files']:
            for i in file['issues']:
                i['pair'] = os.path.basename(d)
                issues.append(i)
    counts = collections.Counter((i['check'], i['severity']) for i in issues)
    judged = collections.defaultdict(lambda: [0, 0])
    groups = collections.defaultdict(lambda: [0, 0])
    for i in issues:
        k = (i['pair'], i['side'], i['line'], i['check'], i['severity'])
        if k in verdicts:
            judged[(i['check'], i['severity'])][0] += 1
            judged[(i['check'], i['severity'])][1] += verdicts[k]
            g = 'info' if i['severity'] == 'info' else 'error+warning'
            groups[g][0] += 1
            groups[g][1] += verdicts[k]
    print(f'draft lines {lines}, issues {len(issues)} ({1000 * len(issues) / lines:.1f} per 1,000 lines)')
    print(f'{"check":24} {"severity":8} {"issues":>6} {"/1000":>6} {"judged":>6} {"right":>6}')
    for (check, severity), n in sorted(counts.items(), key=lambda x: -x[1]):
        j, r = judged[(check, severity)]
        share = f'{100 * r / j:.0f}%' if j else ''
        print(f'{check:24} {severity:8} {n:6} {1000 * n / lines:6.1f} {j:6} {r:6} {share}')
    for g in ('error+warning', 'info'):
        j, r = groups[g]
        if j:
            print(f'{g}: {r}/{j} right ({100 * r / j:.1f}%)')


if __name__ == '__main__':
    main()
