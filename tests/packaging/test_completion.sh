#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The bash completion (packaging/completions/tandem.bash) run as bash runs it: commands after
# `tandem`, after `tandem help`, and a command's long options after `tandem COMMAND --`, all read
# from the built program's help. Exit 77 (skip) without bash.
#   test_completion.sh TANDEM COMPLETIONS_DIR
set -u
command -v bash >/dev/null 2>&1 || { echo "SKIP: bash is not installed"; exit 77; }
tandem=$1
script=$2/tandem.bash
failures=0
# complete WORD... : the completions bash offers for the last word.
complete_words() {
    bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _tandem;
             printf "%s\n" "${COMPREPLY[@]}"' sh "$script" "$tandem" "$@"
}
expect() {
    description=$1
    wanted=$2
    shift 2
    got=$(complete_words "$@")
    if printf '%s\n' "$got" | grep -qx -- "$wanted"; then
        echo "ok: $description"
    else
        echo "FAIL: $description: wanted $wanted, got: $(echo $got)"
        failures=$((failures + 1))
    fi
}
expect "tandem li" lint li
expect "tandem pr" project pr
expect "tandem sel" self-test sel
expect "tandem help sy" sync help sy
expect "tandem lint --chec" --checkout lint --chec
expect "tandem po --ap" --apply po --ap
expect "tandem sync --ups" --upstream sync --ups
# Nothing but commands after `tandem help`.
got=$(complete_words help li)
[ "$got" = lint ] || { echo "FAIL: tandem help li offered: $got"; failures=$((failures + 1)); }
[ "$failures" -eq 0 ]
