#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what Tandem needs to build, test and run on Debian 12 (as root, or through sudo).
set -eu
PACKAGES="cmake ninja-build g++ pkg-config qt6-base-dev qt6-tools-dev qt6-l10n-tools \
libhunspell-dev hunspell-ko hunspell-en-us libyaml-cpp-dev libicu-dev \
python3 python3-docutils git xvfb xauth fonts-noto-cjk imagemagick \
desktop-file-utils appstream clang-format libqt6sql6-sqlite pre-commit"
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
