#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what Tandem needs to build, test and run on Debian 12 (as root, or through sudo).
set -eu
PACKAGES="cmake ninja-build g++ pkg-config qt6-base-dev qt6-tools-dev qt6-l10n-tools \
libhunspell-dev hunspell-ko hunspell-en-us libyaml-cpp-dev libicu-dev \
python3 python3-docutils git xvfb xauth fonts-noto-cjk imagemagick \
desktop-file-utils appstream clang-format libqt6sql6-sqlite pre-commit nsis"
# The workflow validator for scripts/check-workflows.sh, from npm into a tools folder outside
# the checkout (TANDEM_TOOLS, default ~/.cache/tandem/tools): installed once per machine, it
# works offline afterwards. Without npm the workflow check is skipped (it says so).
install_workflow_validator() {
    tools=${TANDEM_TOOLS:-${HOME:-/root}/.cache/tandem/tools}
    [ -x "$tools/node_modules/.bin/action-validator" ] && return 0
    if ! command -v npm >/dev/null 2>&1; then
        echo "install-deps: npm is not installed, so scripts/check-workflows.sh will skip" \
            "validating the workflows"
        return 0
    fi
    echo "Installing @action-validator/cli into $tools"
    npm install --prefix "$tools" --no-audit --no-fund --loglevel=error \
        @action-validator/cli@0.6.0 ||
        echo "install-deps: npm could not install @action-validator/cli (offline?)" >&2
}
install_workflow_validator
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
echo "Installing:$missing"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
