# SPDX-License-Identifier: GPL-3.0-or-later
# bash completion for tandem. The commands and their options are read from tandem's own help
# (`tandem help`, `tandem COMMAND --help`), so this file never falls out of step with them.
# Installed as /usr/share/bash-completion/completions/tandem.

_tandem_commands()
{
    "$1" help 2>/dev/null | sed -n '/^Commands:$/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p'
}

_tandem()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local program=${COMP_WORDS[0]}
    command -v "$program" >/dev/null 2>&1 || program=tandem
    local command=${COMP_WORDS[1]}
    COMPREPLY=()
    if [ "$COMP_CWORD" -eq 1 ]; then
        case $cur in
        -*) COMPREPLY=($(compgen -W '--help --version' -- "$cur")) ;;
        *)
            COMPREPLY=($(compgen -W "$(_tandem_commands "$program") help" -- "$cur"))
            COMPREPLY+=($(compgen -f -- "$cur"))
            ;;
        esac
        return
    fi
    if [ "$command" = help ]; then
        [ "$COMP_CWORD" -eq 2 ] &&
            COMPREPLY=($(compgen -W "$(_tandem_commands "$program")" -- "$cur"))
        return
    fi
    case $cur in
    -*)
        local options
        options=$("$program" "$command" --help 2>/dev/null | grep -o -- '--[a-z][a-z0-9-]*' |
            sort -u)
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
        ;;
    *) COMPREPLY=($(compgen -f -- "$cur")) ;;
    esac
}

complete -o filenames -o bashdefault -F _tandem tandem
