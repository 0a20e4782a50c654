#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Recall of `tandem lint` against docutils on shared/corpus.

For every pair, the docutils warnings the translation introduced (present in the draft, not in
the source, per message kind) are matched with Tandem's issues: a warning counts as found when
Tandem reports an RST issue on that line or inside the block (paragraph, list item...) that
contains it, or with an issue whose range reaches it (a cause reported once with its
knock-on, as rst-indent does with the end of a block a stray indent made). Prints recall per docutils category and the warnings missed.

usage: eval_docutils_recall.py TANDEM_BINARY SHARED_DIR
"""
import glob
import importlib.util
import io
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from contextlib import redirect_stderr

RST_CHECKS = {'rst-inline-boundary', 'rst-unterminated', 'rst-title-underline', 'rst-link-syntax',
              'rst-duplicate-target', 'rst-unknown-directive', 'rst-unknown-target',
              'gallery-hash-space', 'hidden-unicode', 'rst-indent', 'rst-structure',
              'rst-markup-lost', 'rst-default-role', 'python-syntax'}


def category(message):
    m = re.sub(r'"[^"]*"', '"X"', message)
    return m.split(';')[0][:70]


def blocks_containing(blocks, line, out):
    for b in blocks:
        if b['line'] <= line <= b['endLine']:
            out.append((b['line'], b['endLine']))
            blocks_containing(b.get('children', []), line, out)
    return out


def main(tandem, shared):
    spec = importlib.util.spec_from_file_location('o', f'{shared}/tools/rst-oracle.py')
    oracle = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(oracle)
    found, total = Counter(), Counter()
    missed = []
    for d in sorted(glob.glob(f'{shared}/corpus/*/')):
        src = glob.glob(d + 'source.*')[0]
        dst = glob.glob(d + 'draft.*')[0]
        with redirect_stderr(io.StringIO()):
            s, t = oracle.analyse(src), oracle.analyse(dst)
        have = Counter(category(w['message']) for w in s['warnings'])
        lint = json.loads(subprocess.run([tandem, 'lint', '--format', 'json', src, dst],
                                         capture_output=True, text=True).stdout)
        issues = [i for f in lint['files'] for i in f['issues']
                  if i['side'] == 'draft' and i['check'] in RST_CHECKS]
        scan = json.loads(subprocess.run([tandem, 'scan', '--format', 'json', dst],
                                         capture_output=True, text=True).stdout)
        for w in t['warnings']:
            cat = category(w['message'])
            if have[cat] > 0:
                have[cat] -= 1
                continue
            if w['level'] < 2 and 'Duplicate' not in w['message']:
                continue  # INFO messages that come with a real warning elsewhere
            line = w['line'] or 0
            spans = blocks_containing(scan['blocks'], line, []) or [(line, line)]
            first, last = spans[-1]
            hit = any(first <= i['line'] <= last or i['line'] <= line <= i['endLine'] for i in issues)
            total[cat] += 1
            found[cat] += hit
            if not hit:
                missed.append(f"{d[-4:-1]}:{line}: {w['message'][:100]}")
    print('docutils warnings introduced by the translation, found by tandem lint:')
    for cat in sorted(total, key=lambda c: -total[c]):
        print(f'  {found[cat]:3}/{total[cat]:3}  {cat}')
    print(f'  {sum(found.values()):3}/{sum(total.values()):3}  all')
    if missed:
        print('missed:')
        for m in missed:
            print('  ' + m)


if __name__ == '__main__':
    sys.exit(main(sys.argv[1], sys.argv[2]))
