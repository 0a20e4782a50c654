#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a translation has unfinished entries, or would have after lupdate: runs lupdate on
# the current sources into a temporary copy of each .ts, so a string added to the code but not
# yet translated is caught too.
#   test_translations.sh LUPDATE SOURCES_LIST TS_FILE...
set -u
lupdate=$1
sources=$2
shift 2
[ -x "$lupdate" ] || { echo "SKIP: no lupdate at $lupdate"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0
for ts in "$@"; do
    name=$(basename "$ts")
    cp "$ts" "$tmp/$name"
    # The same options as the update_translations target (packaging/translations.cmake).
    if ! "$lupdate" -silent -locations none -no-obsolete @"$sources" -ts "$tmp/$name" \
            > "$tmp/lupdate.log" 2>&1; then
        cat "$tmp/lupdate.log"
        echo "FAIL: lupdate failed on $name"
        status=1
        continue
    fi
    # Entries not translated yet: type="unfinished" (obsolete and vanished ones were dropped).
    count=$(grep -c 'type="unfinished"' "$tmp/$name")
    if [ "$count" -ne 0 ]; then
        echo "FAIL: $name has $count unfinished entries after lupdate:"
        # The source text of each (the line before its <translation>).
        grep -B 3 'type="unfinished"' "$tmp/$name" | grep '<source>' | sed 's/^ */  /' | head -n 50
        echo "Run: cmake --build BUILD --target update_translations, then translate them in Qt Linguist."
        status=1
    else
        echo "ok: $name complete ($(grep -c '<message' "$tmp/$name") messages)"
    fi
done
exit $status
