#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from a built tree into a temporary folder and checks it:
# dpkg-deb --info (name, Depends, Recommends, section) and --contents (the files that must be
# there), installs the tree with DESTDIR and validates the desktop file (desktop-file-validate)
# and the AppStream metainfo (appstreamcli validate --no-net) and, with flatpak-builder and
# makensis, parses the Flatpak manifest and compiles the Windows installer script, and runs the
# unpacked executable (the headless commands and help without a display, `tandem self-test`,
# and the editor module in Korean).
# Exit 77 (skip) when cpack/dpkg-deb or a validator is missing.
#   test_package.sh BUILD_DIR SOURCE_DIR
set -u
build=$1
source=$2
id=io.github.tandem_editor.Tandem
for tool in cpack dpkg-deb; do
    command -v "$tool" >/dev/null 2>&1 || { echo "SKIP: $tool is not installed"; exit 77; }
done
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0
skipped=""
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# 1. The package.
if ! cpack --config "$build/CPackConfig.cmake" -B "$tmp/pkg" > "$tmp/cpack.log" 2>&1; then
    cat "$tmp/cpack.log"
    echo "FAIL: cpack"
    exit 1
fi
deb=$(ls "$tmp"/pkg/tandem_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || { cat "$tmp/cpack.log"; echo "FAIL: no tandem_*.deb"; exit 1; }
echo "built $(basename "$deb")"

# 2. Control fields.
dpkg-deb --info "$deb" > "$tmp/info" || fail "dpkg-deb --info"
field() { sed -n "s/^ $1: //p" "$tmp/info"; }
[ "$(field Package)" = tandem ] || fail "Package is '$(field Package)'"
for dep in libqt6core6 libqt6gui6 libqt6widgets6 libqt6concurrent6 libqt6printsupport6 \
           libqt6sql6 libqt6sql6-sqlite libqt6network6 libhunspell-1.7-0 \
           libyaml-cpp0.7 libicu72; do
    field Depends | tr ',' '\n' | grep -q "^ *$dep\( \|$\)" || fail "Depends lacks $dep"
done
for rec in hunspell-ko hunspell-en-us fonts-noto-cjk; do
    field Recommends | tr ',' '\n' | grep -q "^ *$rec\( \|$\)" || fail "Recommends lacks $rec"
done
[ -n "$(field Section)" ] || fail "no Section"
field Maintainer | grep -q '<.*@.*>' || fail "Maintainer has no address"
[ -n "$(field Description)" ] || fail "no Description"

# 3. Contents.
dpkg-deb --contents "$deb" | awk '{print $NF}' | sed 's|^\./|/|' > "$tmp/contents"
for pattern in \
    '^/usr/bin/tandem$' \
    '^/usr/lib/\(.*/\)\?tandem/libtandem-gui\.so$' \
    "^/usr/share/applications/$id\.desktop$" \
    "^/usr/share/metainfo/$id\.metainfo\.xml$" \
    "^/usr/share/icons/hicolor/scalable/apps/$id\.svg$" \
    "^/usr/share/icons/hicolor/16x16/apps/$id\.png$" \
    "^/usr/share/icons/hicolor/32x32/apps/$id\.png$" \
    "^/usr/share/icons/hicolor/48x48/apps/$id\.png$" \
    "^/usr/share/icons/hicolor/64x64/apps/$id\.png$" \
    "^/usr/share/icons/hicolor/128x128/apps/$id\.png$" \
    "^/usr/share/icons/hicolor/256x256/apps/$id\.png$" \
    '^/usr/share/man/man1/tandem\.1\(\.gz\)\?$' \
    '^/usr/share/bash-completion/completions/tandem$' \
    '^/usr/share/zsh/vendor-completions/_tandem$' \
    '^/usr/share/tandem/translations/tandem_ko\.qm$' \
    '^/usr/share/tandem/glossary/ko-pytorch\.yaml$' \
    '^/usr/share/tandem/glossary/style-ko\.yaml$' \
    '^/usr/share/tandem/examples/tensors\.en\.rst$' \
    '^/usr/share/tandem/examples/tensors\.ko\.rst$' \
    '^/usr/share/doc/tandem/copyright$' \
    '^/usr/share/doc/tandem/user-guide\.md$'; do
    grep -q "$pattern" "$tmp/contents" || fail "the package lacks $pattern"
done
# Nothing from the build tree or the tests.
if grep -q -e 'tst_' -e 'bench_' -e '\.a$' -e '/include/' "$tmp/contents"; then
    fail "the package holds test, benchmark or development files:"
    grep -e 'tst_' -e 'bench_' -e '\.a$' -e '/include/' "$tmp/contents" | head
fi
echo "contents: $(wc -l < "$tmp/contents") entries checked"

# 4. The unpacked program runs from its relocated tree (the module is found as ../lib/tandem).
dpkg-deb -x "$deb" "$tmp/root" || fail "dpkg-deb -x"
bin="$tmp/root/usr/bin/tandem"
"$bin" --version | grep -q '^tandem ' || fail "tandem --version"
"$bin" lint --list-checks | grep -q '^rst-inline-boundary' || fail "tandem lint --list-checks"
"$bin" lint "$tmp/root/usr/share/tandem/examples/tensors.en.rst" \
    "$tmp/root/usr/share/tandem/examples/tensors.ko.rst" > "$tmp/lint.out" 2>&1
[ $? -eq 1 ] && grep -q 'rst-inline-boundary' "$tmp/lint.out" || fail "tandem lint on the examples"
# The self-test of the unpacked tree, as a user runs it after installing: its example pair, a
# memory, and the Qt plugins the package's dependencies must bring (SQLite driver, offscreen and
# xcb platform plugins, PNG in the editor module), offscreen. No LD_LIBRARY_PATH: the program
# links only system libraries and finds its module as ../lib/tandem.
selftest_start=$(date +%s)
if QT_QPA_PLATFORM=offscreen "$bin" self-test > "$tmp/selftest" 2>&1; then
    echo "self-test of the unpacked package: $(tail -n 1 "$tmp/selftest")" \
         "($(($(date +%s) - selftest_start)) s)"
else
    cat "$tmp/selftest"
    fail "tandem self-test of the unpacked package"
fi
# The help without any display (ssh, CI, containers): every command named, exit 0.
if ! env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$bin" --help > "$tmp/help" 2>&1; then
    cat "$tmp/help"
    fail "tandem --help without a display"
fi
for command in lint review project sync tm po render scan self-test; do
    grep -q "^  $command " "$tmp/help" || fail "tandem --help does not name $command"
done
# The editor module loads from the relocated tree and speaks Korean: a file given as its own
# source is refused by the module's command line, translated, before any window opens.
example="$tmp/root/usr/share/tandem/examples/tensors.ko.rst"
QT_QPA_PLATFORM=offscreen LANG=ko_KR.UTF-8 LC_ALL= LANGUAGE= "$bin" "$example" "$example" \
    > "$tmp/module" 2>&1
status=$?
if [ $status -ne 2 ] || ! grep -q '영어 원문' "$tmp/module"; then
    cat "$tmp/module"
    fail "the editor module did not answer in Korean (exit $status)"
fi

# 5. Installed with DESTDIR: the validators.
if ! DESTDIR="$tmp/destdir" cmake --install "$build" --prefix /usr > "$tmp/install.log" 2>&1; then
    cat "$tmp/install.log"
    fail "cmake --install"
fi
desktop="$tmp/destdir/usr/share/applications/$id.desktop"
metainfo="$tmp/destdir/usr/share/metainfo/$id.metainfo.xml"
# Runs a validator when it is installed ("$2" the program, the rest its arguments) and fails the
# package when it exits non-zero or, with "$1" = silent, when it prints anything at all
# (desktop-file-validate reports hints on stdout but still exits 0).
validate() {
    mode=$1
    shift
    if ! command -v "$1" >/dev/null 2>&1; then
        skipped="$skipped $1"
        return
    fi
    if "$@" > "$tmp/$1.log" 2>&1 && { [ "$mode" != silent ] || [ ! -s "$tmp/$1.log" ]; }; then
        echo "$1: ok $(tail -n 1 "$tmp/$1.log")"
    else
        cat "$tmp/$1.log"
        fail "$1"
    fi
}
validate silent desktop-file-validate "$desktop"
validate any appstreamcli validate --no-net "$metainfo"
# The Flatpak manifest parses (flatpak-builder --show-manifest: its keys and source types, no
# download; an unknown key is only a warning there, so a warning fails too), when
# flatpak-builder is installed; optional, so no skip without it.
manifest="$(cd "$source" && pwd)/packaging/flatpak/$id.yml"
if command -v flatpak-builder >/dev/null 2>&1; then
    if (cd "$tmp" && flatpak-builder --show-manifest "$manifest" 2> "$tmp/manifest.log" \
            > /dev/null) && ! grep -q 'WARNING' "$tmp/manifest.log"; then
        echo "flatpak-builder: ok $(basename "$manifest")"
    else
        cat "$tmp/manifest.log"
        fail "flatpak-builder --show-manifest $manifest"
    fi
fi
# The Windows installer script compiles (makensis, Debian's nsis, when installed; optional like
# the manifest), over a stand-in of the staged tree the release workflow makes.
if command -v makensis >/dev/null 2>&1; then
    mkdir -p "$tmp/nsis/stage/bin" && echo stand-in > "$tmp/nsis/stage/bin/tandem.exe" &&
        cp "$source/packaging/LICENSES.md" "$tmp/nsis/stage/"
    if makensis -V2 -DSTAGE="$tmp/nsis/stage" -DOUTFILE="$tmp/nsis/setup.exe" \
            "$source/packaging/windows/tandem.nsi" > "$tmp/nsis.log" 2>&1; then
        echo "makensis: ok tandem.nsi"
    else
        cat "$tmp/nsis.log"
        fail "makensis packaging/windows/tandem.nsi"
    fi
fi
# The man page renders without warnings.
if command -v man >/dev/null 2>&1; then
    warnings=$(MANWIDTH=80 man --warnings -l "$tmp/destdir/usr/share/man/man1/tandem.1.gz" 2>&1 >/dev/null)
    [ -z "$warnings" ] || { echo "$warnings"; fail "man page warnings"; }
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
if [ -n "$skipped" ]; then
    echo "SKIP: not installed:$skipped (scripts/install-deps.sh installs them)"
    exit 77
fi
echo "ok"
