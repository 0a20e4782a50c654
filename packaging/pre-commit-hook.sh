#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A sample git pre-commit hook for a translation repository (PyTorch Korea tutorials-kr and the
# like): runs `tandem lint` on the staged .rst files and sphinx-gallery .py scripts and refuses the
# commit when an error is found. Install it with
#     cp /usr/share/doc/tandem/examples/pre-commit-hook.sh .git/hooks/pre-commit
#     chmod +x .git/hooks/pre-commit
# Skip it once with `git commit --no-verify`.
#
# Settings (environment):
#   TANDEM           the tandem executable (default: tandem from PATH)
#   TANDEM_FAIL_ON   error (default), warning or info
#   TANDEM_ARGS      more options for tandem lint, e.g. "--disable whitespace"
#
# The files are checked as they are in the working tree (the hook says so when a file has
# unstaged changes). The English source comes from the file's history: a draft replaces the
# English file in place, so HEAD's version is the English until the first translation is
# committed. When HEAD's version is already Korean, only the checks that need no source run
# (`tandem lint --checkout .` finds the right source in the history; use it before pushing).
set -u
TANDEM=${TANDEM:-tandem}
FAIL_ON=${TANDEM_FAIL_ON:-error}
if ! command -v "$TANDEM" >/dev/null 2>&1; then
    echo "pre-commit: $TANDEM not found; skipping the translation checks" >&2
    exit 0
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0
# UTF-8 lead bytes of U+A000-U+DFFF, which hold the Hangul syllables.
hangul=$(printf '[\352-\355]')
# -z: paths with spaces or non-ASCII letters arrive intact.
cd "$(git rev-parse --show-toplevel)" || exit 1
git diff --cached --name-only -z --diff-filter=ACMR -- '*.rst' '*.py' |
    tr '\0' '\n' > "$tmp/files"
while IFS= read -r path; do
    [ -n "$path" ] || continue
    case "$path" in
        *.py) # only sphinx-gallery scripts: the first statement is a docstring
            git show ":$path" | grep -v '^\s*#' | grep -v '^\s*$' | head -n 1 |
                grep -q '^\s*\(r\|u\)\?\("""\|'"'''"'\)' || continue ;;
    esac
    # The draft is checked where it is, so the repository's TRANSLATION_GUIDE.md,
    # .tandem-suppressions.yaml and .tandem-words.txt apply; HEAD's version is the English
    # source while it has no Hangul.
    git diff --quiet -- "$path" ||
        echo "pre-commit: $path has unstaged changes; checking the file as it is on disk" >&2
    mkdir -p "$tmp/head/$(dirname "$path")"
    if git cat-file -e "HEAD:$path" 2>/dev/null \
        && git show "HEAD:$path" > "$tmp/head/$path" \
        && ! LC_ALL=C grep -q "$hangul" "$tmp/head/$path"; then
        set -- "$tmp/head/$path" "$path"
    else
        set -- "$path"
    fi
    # shellcheck disable=SC2086
    out=$("$TANDEM" lint "$@" --fail-on "$FAIL_ON" ${TANDEM_ARGS:-} 2>&1)
    rc=$?
    [ -n "$out" ] && printf '%s\n' "$out" | sed "s|$tmp/head/|HEAD:|g"
    if [ "$rc" -eq 1 ]; then
        status=1
    elif [ "$rc" -ne 0 ]; then
        echo "pre-commit: tandem lint could not check $path (exit $rc)" >&2
        status=1
    fi
done < "$tmp/files"

if [ "$status" -ne 0 ]; then
    echo "pre-commit: fix the issues above (or commit with --no-verify)." >&2
fi
exit "$status"
