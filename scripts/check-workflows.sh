#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Validates every GitHub Actions workflow of the repository (.github/workflows/*.yml) and the
# sample workflow it ships (packaging/github-workflow.yml) against GitHub's schema, offline, with
# action-validator (the npm package @action-validator/cli, installed by scripts/install-deps.sh
# into TANDEM_TOOLS, default ~/.cache/tandem/tools). A workflow that GitHub would reject (an
# unknown key, a step without run or uses, a malformed matrix) fails here, in about a second,
# instead of on the tag that was meant to release. Skipped with a message when neither the
# validator nor npm is installed. CI runs it (.ci/run).
set -eu
cd "$(dirname "$0")/.."
tools=${TANDEM_TOOLS:-${HOME:-/root}/.cache/tandem/tools}
validator=$tools/node_modules/.bin/action-validator
if [ ! -x "$validator" ]; then
    if command -v action-validator >/dev/null 2>&1; then
        validator=$(command -v action-validator)
    elif command -v npm >/dev/null 2>&1; then
        echo "check-workflows: action-validator is not installed in $tools: run scripts/install-deps.sh" >&2
        exit 1
    else
        echo "check-workflows: SKIPPED: npm is not installed, so the workflow validator" \
            "(@action-validator/cli) is not either; apt-get install npm, then scripts/install-deps.sh"
        exit 0
    fi
fi
failed=0
count=0
findings=$(mktemp)
trap 'rm -f "$findings"' EXIT INT TERM
for workflow in .github/workflows/*.yml .github/workflows/*.yaml packaging/github-workflow.yml; do
    [ -f "$workflow" ] || continue
    count=$((count + 1))
    # Its findings are JSON on stderr (with a warning for the globs it cannot check): the
    # paths and details of each are what a reader needs, the whole JSON when there are none.
    if ! "$validator" "$workflow" > "$findings" 2>&1; then
        echo "check-workflows: $workflow is not a valid workflow:" >&2
        grep -E '"(path|detail)":' "$findings" | sort -u >&2 || cat "$findings" >&2
        failed=$((failed + 1))
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "check-workflows: $failed of $count workflows invalid" >&2
    exit 1
fi
echo "check-workflows: $count workflows valid (action-validator)"
