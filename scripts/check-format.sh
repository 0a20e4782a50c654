#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a tracked C++ file differs from what clang-format (.clang-format) makes of it.
# Run from anywhere in the checkout; CI runs it (.ci/run). To fix: scripts/check-format.sh --fix
set -eu
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null 2>&1; then
    echo "check-format: clang-format is not installed (scripts/install-deps.sh installs it)" >&2
    exit 2
fi
files=$(git ls-files '*.cpp' '*.h' | grep -v '^tests/fixtures/')
if [ "${1:-}" = "--fix" ]; then
    echo "$files" | xargs clang-format -i
    exit 0
fi
echo "$files" | xargs clang-format --dry-run --Werror
echo "check-format: $(echo "$files" | wc -l) files formatted as .clang-format says"
