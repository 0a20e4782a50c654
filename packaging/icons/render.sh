#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the hicolor PNGs from the SVG (needs rsvg-convert, Debian package librsvg2-bin).
# The PNGs are committed, so building Tandem does not need this; run it after editing the SVG.
set -eu
cd "$(dirname "$0")"
id=io.github.tandem_editor.Tandem
for size in 16 32 48 64 128 256; do
    mkdir -p "hicolor/${size}x${size}"
    rsvg-convert -w "$size" -h "$size" "$id.svg" -o "hicolor/${size}x${size}/$id.png"
done
