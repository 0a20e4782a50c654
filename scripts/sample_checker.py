#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A sample external checker for `tandem lint --checker`: the protocol in a page of Python.

Tandem writes one JSON object per line on stdin, a pair of aligned segments:
    {"file": ..., "id": "12", "source": "English", "draft": "한국어", "glossary": [...]}
and reads one answer per line on stdout, in any order, naming the pair by its id:
    {"id": "12", "issues": [{"severity": "warning", "start": 3, "end": 5,
                             "message": "...", "fix": "optional replacement"}]}
`start` and `end` count Unicode code points of "draft" (what a Python str indexes), half-open.
core/external/checkerprotocol.h is the reference; this script uses the standard library only.

It flags two things a rule can see but Tandem's own checks leave to a reader:
  - a Korean word written twice in a row ("모델을 모델을"), with a fix dropping the second;
  - a number of the English that the Korean lacks (a step count, a version, a size).
"""
import json
import re
import sys

# A run of Hangul syllables with its particles, then the same run again after spaces.
DOUBLED = re.compile(r"(?<![\uac00-\ud7a3])([\uac00-\ud7a3]+)(\s+)\1(?![\uac00-\ud7a3])")
# Numbers as a reader counts them: 3, 0.5, 1,000 (the comma removed before comparing); Korean
# glues a counter to a number (3번, 10개), so only Latin letters and digits bound one.
NUMBER = re.compile(r"(?<![0-9A-Za-z_.])\d+(?:[.,]\d+)*(?![0-9A-Za-z_])")


def numbers(text):
    return [m.group(0).replace(",", "") for m in NUMBER.finditer(text)]


def issues_of(pair):
    draft, source = pair.get("draft", ""), pair.get("source", "")
    found = []
    for m in DOUBLED.finditer(draft):
        second = m.start(1) + len(m.group(1)) + len(m.group(2))
        found.append({
            "severity": "warning",
            # From the space before the second copy to its end: the fix deletes exactly that.
            "start": m.start(2),
            "end": second + len(m.group(1)),
            "message": "the word \u201c%s\u201d is written twice" % m.group(1),
            "fix": "",
        })
    in_draft = set(numbers(draft))
    for n in dict.fromkeys(numbers(source)):
        if n not in in_draft:
            found.append({
                "severity": "info",
                "start": 0,
                "end": len(draft),
                "message": "the English has the number %s; the Korean does not" % n,
            })
    return found


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        pair = json.loads(line)
        answer = {"id": pair.get("id"), "issues": issues_of(pair)}
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
