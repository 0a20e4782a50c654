#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Differential test: `tandem scan` against docutils (shared/tools/rst-oracle.py).

For every file of shared/corpus and every .rst under shared/conformance, compares the number of
inline literals+roles, references+URIs, emphasis, strong and section titles. A file agrees when
all five match. Fails when fewer than 95% of files agree; prints every disagreement.
Exits 77 (CTest: skipped) when shared/ or docutils is absent.
"""
import argparse
import glob
import importlib.util
import io
import json
import os
import re
import subprocess
import sys
from contextlib import redirect_stderr

SKIP = 77
THRESHOLD = 0.95

# What each role becomes in the oracle's doctree (rst-oracle.py registers Sphinx roles as
# dummies that make literal nodes; docutils' own roles make their own nodes).
DOCUTILS_ROLES = {
    'emphasis': 'emphasis', 'strong': 'strong', 'literal': 'literal', 'code': 'literal',
    'title-reference': 'title_reference', 'title': 'title_reference', 't': 'title_reference',
    'pep-reference': 'reference', 'pep': 'reference', 'rfc-reference': 'reference',
    'rfc': 'reference', 'math': 'math', 'subscript': 'other', 'superscript': 'other',
    'abbreviation': 'other', 'ab': 'other', 'acronym': 'other', 'ac': 'other', 'raw': 'other',
}


def role_node(role, oracle):
    name = role.lower()
    if name in oracle.SPHINX_ROLES or oracle._ROLE_FALLBACK_RE.fullmatch(name):
        return 'literal'
    return DOCUTILS_ROLES.get(name, 'problematic')


def tandem_counts(tandem, path, oracle):
    out = subprocess.run([tandem, 'scan', '--format', 'json', path], capture_output=True,
                         text=True, check=True).stdout
    doc = json.loads(out)
    counts = {'literal': 0, 'reference': 0, 'emphasis': 0, 'strong': 0}
    for span in doc['inline']:
        kind = span['kind']
        if kind == 'role':
            kind = role_node(span.get('role', ''), oracle)
        elif kind == 'uri':
            kind = 'reference'
        if kind in counts:
            counts[kind] += 1

    def titles(blocks):
        # level 0: a title docutils makes no section of (nested, inconsistent)
        return sum((b['kind'] == 'title' and b.get('level', 0) > 0) + titles(b.get('children', []))
                   for b in blocks)

    counts['sections'] = titles(doc['blocks'])
    return counts


def oracle_counts(oracle, path):
    with redirect_stderr(io.StringIO()):
        result = oracle.analyse(path)
    c = result['counts']
    return {'literal': c.get('literal', 0), 'reference': c.get('reference', 0),
            'emphasis': c.get('emphasis', 0), 'strong': c.get('strong', 0),
            'sections': len(result['sections'])}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--tandem', required=True)
    parser.add_argument('--shared', required=True)
    args = parser.parse_args()
    oracle_path = os.path.join(args.shared, 'tools', 'rst-oracle.py')
    if not os.path.exists(oracle_path):
        print('SKIP: no shared/ folder at', args.shared)
        return SKIP
    try:
        import docutils  # noqa: F401
    except ImportError:
        print('SKIP: python3-docutils is not installed')
        return SKIP
    spec = importlib.util.spec_from_file_location('rst_oracle', oracle_path)
    oracle = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(oracle)

    files = sorted(glob.glob(os.path.join(args.shared, 'corpus', '*', '*.rst')) +
                   glob.glob(os.path.join(args.shared, 'corpus', '*', '*.py')) +
                   glob.glob(os.path.join(args.shared, 'conformance', '**', '*.rst'),
                             recursive=True))
    files = [f for f in files if re.search(r'(source|draft|merged)\.(rst|py)$', f)
             or '/conformance/' in f]
    agree, kinds = 0, {}
    for path in files:
        mine = tandem_counts(args.tandem, path, oracle)
        theirs = oracle_counts(oracle, path)
        diff = {k: (mine[k], theirs[k]) for k in theirs if mine[k] != theirs[k]}
        if not diff:
            agree += 1
            continue
        rel = os.path.relpath(path, args.shared)
        print(f'DIFF {rel}: ' + ', '.join(f'{k} tandem={a} docutils={b}'
                                          for k, (a, b) in diff.items()))
        for k in diff:
            kinds[k] = kinds.get(k, 0) + 1
    ratio = agree / len(files) if files else 1.0
    print(f'agreement: {agree}/{len(files)} files ({ratio:.1%}); disagreeing by kind: {kinds}')
    if ratio < THRESHOLD:
        print(f'FAIL: agreement below {THRESHOLD:.0%}')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
