#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a POSIX or Win32 header is included outside the platform module (core/platform/):
# the program builds on Windows, macOS and Linux only if the system's calls stay in that one
# folder, with one implementation per system (issue #48). Seconds; CI runs it (.ci/run).
# Exempt: tests/ and tests/fuzz (mkfifo, mount, fork: they set up hostile files on the POSIX
# machines that run them) and bench/ (getrusage for peak memory); both are built on Linux only.
set -eu
cd "$(dirname "$0")/.."
headers='unistd|fcntl|dirent|pwd|grp|termios|dlfcn|poll|pthread|spawn|syslog|'\
'sys/[a-z_/]+|windows|winbase|winnt|winsock2?|ws2tcpip|io|direct|process|shlobj|shellapi|'\
'fileapi|handleapi|aclapi'
found=$(git ls-files '*.cpp' '*.h' '*.c' '*.mm' |
    grep -v -e '^core/platform/' -e '^tests/' -e '^bench/' |
    xargs grep -n -E "^[[:space:]]*#[[:space:]]*include[[:space:]]*<($headers)(\.h)?>" || true)
if [ -n "$found" ]; then
    echo "check-portable: a system header outside core/platform/ (put the call in" >&2
    echo "core/platform/platformfile.h, with a POSIX and a Win32 implementation):" >&2
    echo "$found" >&2
    exit 1
fi
echo "check-portable: $(git ls-files '*.cpp' '*.h' | grep -c -v -e '^core/platform/' -e '^tests/' -e '^bench/') files;" \
    "no POSIX or Win32 header outside core/platform/"
