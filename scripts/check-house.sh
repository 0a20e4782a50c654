#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a fact of the domain is written outside its one home, in a second or two (CI runs
# it right after the formatting check, .ci/run):
#  1. a quoted include that climbs out of its folder (#include "../lint/linter.h"): each layer
#     sees only its own folder and the layers below it through the include path, and a relative
#     path would be a back door upward;
#  2. a directive name as a string literal outside the directive table
#     (core/rst/directivetable.cpp) and tests/: everything else asks the table;
#  3. a check id as a string literal outside its registration (core/checks/checkregistry.cpp)
#     and tests/: everything else asks CheckInfo.
# A word that is a directive name or a check id but means something else in a file (the
# severity "warning", the YAML key "note") is listed, with its reason, in
# scripts/check-house.allow.
set -eu
cd "$(dirname "$0")/.."
if ! command -v python3 >/dev/null 2>&1; then
    echo "check-house: python3 is not installed (scripts/install-deps.sh installs it)" >&2
    exit 2
fi
git ls-files '*.cpp' '*.h' | grep -v '^tests/fixtures/' | python3 -c '
import re, sys

files = sys.stdin.read().split()
table = "core/rst/directivetable.cpp"
registry = "core/checks/checkregistry.cpp"
literal = re.compile(r"(?:u8|u|U|L)?\"((?:[^\"\\\n]|\\.)*)\"")

def code_of(path):
    """The file without its comments (kept line for line)."""
    text = open(path, encoding="utf-8", errors="replace").read()
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)

# Directive names: the first string of each row of the table ({"code code-block ...", K::...).
directives = set()
for row in re.findall(r"\{\s*\"([a-z0-9 :-]+)\",\s*K::", open(table, encoding="utf-8").read()):
    directives.update(row.split())
ids = set(re.findall(r"\.id = \"([^\"]+)\"", open(registry, encoding="utf-8").read()))
if len(directives) < 50 or len(ids) < 20:
    print(f"check-house: read {len(directives)} directive names from {table} and {len(ids)} "
          f"check ids from {registry}: their shape changed, update this script", file=sys.stderr)
    sys.exit(2)

allowed = set()
for line in open("scripts/check-house.allow", encoding="utf-8"):
    line = line.split("#", 1)[0].split()
    if len(line) == 2:
        allowed.add((line[0], line[1]))

failures = []
for path in files:
    code = code_of(path)
    for n, line in enumerate(code.split("\n"), 1):
        if re.match(r"\s*#\s*include\s*\"\.\./", line):
            failures.append(f"{path}:{n}: a quoted include climbs out of its folder: "
                            f"{line.strip()} (include the layer by its header name; "
                            f"core/CMakeLists.txt sets the paths)")
        if path.startswith("tests/"):
            continue
        for m in literal.finditer(line):
            words = m.group(1).split()
            if not words:
                continue
            named = set(re.findall(r"\.\.\s+([a-z0-9:-]+?)::", m.group(1))) & directives
            if not all(w in directives for w in words):
                words = sorted(named)  # ".. note::" written inside a longer string
            if path != table and words and all(w in directives for w in words) and \
                    not all((path, w) in allowed for w in words):
                failures.append(f"{path}:{n}: the directive name \"{m.group(1)}\" outside the "
                                f"directive table (ask directiveSpec(), {table})")
            if path != registry and m.group(1) in ids and (path, m.group(1)) not in allowed:
                failures.append(f"{path}:{n}: the check id \"{m.group(1)}\" outside its "
                                f"registration (ask CheckInfo, {registry})")
for f in failures:
    print(f)
if failures:
    print(f"check-house: {len(failures)} fact(s) outside their home", file=sys.stderr)
    sys.exit(1)
print(f"check-house: {len(files)} files; no include climbs out of its folder, "
      f"{len(directives)} directive names and {len(ids)} check ids each in one home")
'
