#!/usr/bin/env python3
"""preview_fidelity: does Tandem's preview show the same blocks as docutils?

Usage: preview_fidelity.py TANDEM [DIR_OR_FILE ...] [--oracle PATH] [--verbose]

For every .rst under the given folders (e.g. ../shared/corpus and a clone of the practice
repository) renders the file twice: with `tandem render FILE` and with docutils' html5 writer
(the Sphinx-only directives and roles registered as ../shared/tools/rst-oracle.py registers
them). From each page it takes the sequence of block kinds -- section levels, paragraphs, list
items, literal blocks, tables, block quotes, admonitions, transitions, images -- and counts the
files where the two sequences are equal. A Sphinx-only directive that docutils can only show as
a literal block counts as rendered when Tandem renders it as the construct (a toctree, a card,
a labelled placeholder): both sides give one "sphinx:NAME" token. System messages are left out
on both sides (their wording is docutils'), as is the first paragraph of a list item, a
definition or a table cell (docutils' compact lists drop its <p>).
"""
import argparse
import html.parser
import importlib.util
import os
import subprocess
import sys

ORACLE = os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'tools', 'rst-oracle.py')

# Code directives: docutils' dummy and Tandem both give a <pre>.
CODE = {'code', 'code-block', 'sourcecode', 'testcode', 'testoutput', 'doctest', 'testsetup',
        'testcleanup', 'jupyter-execute', 'ipython'}
# What Sphinx shows as nothing.
INVISIBLE = {'highlight', 'index', 'currentmodule', 'module', 'tabularcolumns', 'sectionauthor',
             'moduleauthor', 'codeauthor'}
SKIP_P = {'admonition-title', 'caption', 'topic-title', 'rubric', 'card-title', 'tab-label',
          'label', 'system-message-title', 'sidebar-title', 'versionmodified'}
FIRST_P_PARENTS = {'li', 'dd', 'td', 'th'}
VOID = {'br', 'hr', 'img', 'meta', 'link', 'input', 'col', 'wbr'}


def load_oracle(path):
    spec = importlib.util.spec_from_file_location('rst_oracle', path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    from docutils.parsers.rst import directives

    class MarkedLiteral(mod.LiteralDummy):
        def run(self):
            nodes_ = super().run()
            if self.name.lower() not in CODE:
                nodes_[0]['classes'].append('sphinx-' + self.name.lower())
            return nodes_

    class MarkedContainer(mod.ContainerDummy):
        def run(self):
            nodes_ = super().run()
            nodes_[0]['classes'].append('sphinxc-' + self.name.lower())
            return nodes_

    for n in mod.LITERAL_DIRECTIVES:
        directives.register_directive(n, MarkedLiteral)
    for n in mod.CONTAINER_DIRECTIVES:
        directives.register_directive(n, MarkedContainer)
    return mod


class Blocks(html.parser.HTMLParser):
    def __init__(self, docutils_side):
        super().__init__(convert_charrefs=True)
        self.docutils = docutils_side
        self.stack = []  # [tag, skip, first_p_taken]
        self.tokens = []

    def skipping(self):
        return any(e[1] for e in self.stack)

    def handle_starttag(self, tag, attrs):
        classes = (dict(attrs).get('class') or '').split()
        skip = False
        token = None
        if not self.skipping():
            sphinx = [c for c in classes if c.startswith('sphinx-')]
            if 'system-message' in classes:
                skip = True
            elif sphinx:
                name = sphinx[0][len('sphinx-'):]
                if not (self.docutils and name in INVISIBLE):
                    token = 'sphinx:' + name
                skip = True
            elif self.docutils and tag == 'div' and ('formula' in classes or 'math' in classes):
                token, skip = 'sphinx:math', True  # docutils' own math directive
            elif 'admonition' in classes or (self.docutils and (
                    'sphinxc-seealso' in classes or 'sphinxc-todo' in classes)):
                token = 'admonition'
            elif tag == 'figure' or (tag == 'div' and 'figure' in classes):
                token, skip = 'img', True
            elif tag == 'img' and not any(e[0] in ('p', 'a', 'span', 'li') for e in self.stack):
                token = 'img'
            elif tag in ('h1', 'h2', 'h3', 'h4', 'h5', 'h6'):
                token = tag
            elif tag == 'p':
                parent = self.stack[-1] if self.stack else None
                if set(classes) & SKIP_P:
                    pass
                elif parent and parent[0] in FIRST_P_PARENTS and not parent[2]:
                    parent[2] = True
                else:
                    token = 'p'
            elif tag in ('li', 'pre', 'table', 'blockquote', 'hr'):
                token = tag
        if token:
            self.tokens.append(token)
        if tag not in VOID:
            self.stack.append([tag, skip, False])

    def handle_endtag(self, tag):
        for k in range(len(self.stack) - 1, -1, -1):
            if self.stack[k][0] == tag:
                del self.stack[k:]
                return


def relative_headings(tokens):
    levels = [int(t[1]) for t in tokens if len(t) == 2 and t[0] == 'h' and t[1].isdigit()]
    if not levels:
        return tokens
    base = min(levels) - 1
    return [('h%d' % (int(t[1]) - base)) if (len(t) == 2 and t[0] == 'h' and t[1].isdigit())
            else t for t in tokens]


def blocks_of(page, docutils_side):
    parser = Blocks(docutils_side)
    body = page[page.find('<body'):] if '<body' in page else page
    parser.feed(body)
    return relative_headings(parser.tokens)


def docutils_html(oracle, path):
    from docutils.core import publish_string
    text = open(path, 'rb').read().decode('utf-8-sig').replace('\r\n', '\n')
    import io
    settings = dict(oracle.SETTINGS, warning_stream=io.StringIO(), report_level=5,
                    output_encoding='unicode')
    return publish_string(text + oracle.EPILOG, source_path=path, writer_name='html5',
                          settings_overrides=settings)


def files_of(args):
    for a in args:
        if os.path.isfile(a):
            yield a
            continue
        for root, dirs, names in os.walk(a):
            dirs[:] = sorted(d for d in dirs if not d.startswith('.') and d != '_build')
            for n in sorted(names):
                if n.endswith('.rst'):
                    yield os.path.join(root, n)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('tandem')
    ap.add_argument('paths', nargs='+')
    ap.add_argument('--oracle', default=ORACLE)
    ap.add_argument('--verbose', action='store_true')
    a = ap.parse_args()
    oracle = load_oracle(a.oracle)
    total = equal = 0
    for path in files_of(a.paths):
        total += 1
        ours = subprocess.run([a.tandem, 'render', path], capture_output=True, text=True)
        if ours.returncode != 0:
            print('FAIL %s: tandem render exit %d' % (path, ours.returncode))
            continue
        mine = blocks_of(ours.stdout, False)
        theirs = blocks_of(docutils_html(oracle, path), True)
        if mine == theirs:
            equal += 1
            if a.verbose:
                print('same %s (%d blocks)' % (path, len(mine)))
            continue
        k = next((i for i, (x, y) in enumerate(zip(mine, theirs)) if x != y),
                 min(len(mine), len(theirs)))
        print('DIFF %s: %d vs %d blocks; from block %d tandem %s, docutils %s'
              % (path, len(mine), len(theirs), k, mine[k:k + 6], theirs[k:k + 6]))
    pct = 100.0 * equal / total if total else 0.0
    print('files: %d, same block sequence: %d (%.1f%%)' % (total, equal, pct))
    return 0


if __name__ == '__main__':
    sys.exit(main())
