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

# Where Tandem deliberately reads the file as Sphinx does and rst-oracle.py's docutils stand-in
# does not. Such files are listed, not counted in the agreement ratio; a difference of another
# kind in them still counts.
SPHINX_READING = {
    'corpus/180/source.rst': ('literal', 'sphinx-design card titles are inline RST'),
    'corpus/180/draft.rst': ('literal', 'sphinx-design card titles are inline RST'),
    'corpus/210/source.py': ('literal', 'sphinx-design card titles are inline RST'),
    'corpus/210/draft.py': ('literal', 'sphinx-design card titles are inline RST'),
    'conformance/sphinx-lint/xfail/default-role-in-c-type.rst':
        ('literal emphasis', 'a domain directive\'s content is RST (c:type::)'),
}

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


def norm(name):
    return ' '.join(name.split()).lower()


def walk(blocks):
    for b in blocks:
        yield b
        yield from walk(b.get('children', []))


def tandem_counts(tandem, path, oracle):
    """Node counts as docutils' doctree will have them after its transforms: references to
    targets nobody defines become `problematic`, substitutions are replaced by their definition
    (`|x|_` is also a reference), `.. contents::` adds a reference per section it lists."""
    out = subprocess.run([tandem, 'scan', '--format', 'json', path], capture_output=True,
                         text=True, check=True).stdout
    doc = json.loads(out)
    lines = open(path, encoding='utf-8-sig').read().split('\n')
    blocks = list(walk(doc['blocks']))

    def kind_of(span):
        kind = span['kind']
        if kind == 'role':
            return role_node(span.get('role', ''), oracle)
        return 'reference' if kind == 'uri' else kind

    defined = set()
    for b in blocks:
        if b['kind'] == 'target' and b.get('name'):
            defined.add(norm(b['name']))
        elif b['kind'] in ('title', 'citation'):
            defined.add(norm(b.get('text') or b.get('name', '')))
    for span in doc['inline']:
        if span['kind'] == 'target':
            defined.add(norm(span.get('target', '')))
    embedded_names = set()
    for span in doc['inline']:
        if span['kind'] == 'reference' and span.get('embedded') and not span.get('anonymous'):
            text = lines[span['line'] - 1][span['column'] - 1:] if span['line'] == span['endLine'] else ''
            if '<' in text:
                embedded_names.add(norm(text[1:text.rfind('<')]))
    defined |= embedded_names

    counts = {'literal': 0, 'reference': 0, 'emphasis': 0, 'strong': 0}

    def add(kind, n=1):
        if kind in counts:
            counts[kind] += n

    # What each substitution definition contributes where it is used.
    subst = {}
    for b in blocks:
        if b['kind'] == 'substitution_definition':
            c = {}
            for span in doc['inline']:
                if b['line'] <= span['line'] <= b['endLine']:
                    k = kind_of(span)
                    c[k] = c.get(k, 0) + 1
            subst[b.get('name', '')] = c
    for span in doc['inline']:
        kind = kind_of(span)
        if span['kind'] == 'reference' and not span.get('embedded') and not span.get('anonymous') \
                and norm(span.get('target', '')) not in defined:
            continue  # docutils: "Unknown target name", a problematic node
        if kind == 'substitution':
            for k, n in subst.get(span.get('target', ''), {}).items():
                add(k, n)
            line = lines[span['endLine'] - 1] if span['endLine'] <= len(lines) else ''
            if line[span['endColumn'] - 2:span['endColumn'] - 1] == '_':  # |x|_
                add('reference')
            continue
        add(kind)
    titles = [b for b in blocks if b['kind'] == 'title' and b.get('level', 0) > 0]
    for b in blocks:
        if b['kind'] == 'directive' and b.get('name') == 'contents':
            before = [t for t in titles if t['line'] < b['line']]
            level = before[-1]['level'] if before else 0
            for t in titles:
                if t['line'] <= b['line']:
                    continue
                if t['level'] <= level:
                    break
                counts['reference'] += 1
    counts['sections'] = len(titles)
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
    agree, kinds, sphinx = 0, {}, 0
    for path in files:
        mine = tandem_counts(args.tandem, path, oracle)
        theirs = oracle_counts(oracle, path)
        diff = {k: (mine[k], theirs[k]) for k in theirs if mine[k] != theirs[k]}
        rel = os.path.relpath(path, args.shared)
        if diff and rel in SPHINX_READING and set(diff) <= set(SPHINX_READING[rel][0].split()):
            print(f'SPHINX {rel}: {SPHINX_READING[rel][1]}')
            sphinx += 1
            continue
        if not diff:
            agree += 1
            continue
        print(f'DIFF {rel}: ' + ', '.join(f'{k} tandem={a} docutils={b}'
                                          for k, (a, b) in diff.items()))
        for k in diff:
            kinds[k] = kinds.get(k, 0) + 1
    counted = len(files) - sphinx
    ratio = agree / counted if counted else 1.0
    print(f'agreement: {agree}/{counted} files ({ratio:.1%}), plus {sphinx} read as Sphinx does; '
          f'disagreeing by kind: {kinds}')
    if ratio < THRESHOLD:
        print(f'FAIL: agreement below {THRESHOLD:.0%}')
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
