#!/bin/sh
# Builds storedbg in release mode and installs it as PREFIX/bin/storedbg, or removes it.
#
#   Scripts/install.sh [--prefix DIR]               build and install (default prefix: $HOME/.local)
#   Scripts/install.sh --uninstall [--prefix DIR]   remove PREFIX/bin/storedbg
#
# Run it from anywhere; it builds the package it belongs to. Needs a Swift toolchain and the
# ncurses development files (see README.md). Every bad argument is one line and exit status 2.
set -eu

usage="usage: Scripts/install.sh [--prefix DIR] [--uninstall]"
prefix="${HOME:-}/.local"
uninstall=0
fail() { echo "install.sh: error: $1" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --prefix=*) prefix="${1#--prefix=}"; [ -n "$prefix" ] || fail "--prefix expects a DIR" ;;
        --prefix) [ $# -ge 2 ] && [ -n "$2" ] || fail "--prefix expects a DIR"; prefix="$2"; shift ;;
        --uninstall) uninstall=1 ;;
        -h|--help) echo "$usage"; exit 0 ;;
        *) fail "unknown argument '$1' ($usage)" ;;
    esac
    shift
done
[ "$prefix" != "/.local" ] || fail "HOME is not set; give --prefix DIR"
# A relative prefix is taken from the folder the script was run in, before it moves to the package.
case "$prefix" in
    /*) ;;
    *) prefix="$(pwd)/$prefix" ;;
esac

target="$prefix/bin/storedbg"
if [ "$uninstall" -eq 1 ]; then
    if [ -e "$target" ]; then
        rm -f "$target"
        echo "Removed $target"
    else
        echo "Nothing to remove: there is no $target"
    fi
    exit 0
fi

cd "$(dirname "$0")/.."
# On Linux the Swift runtime and Foundation are linked into the executable: otherwise the dynamic
# loader binds their symbols at every start, most of what `storedbg --version` costs and half of
# the first frame's (Docs/performance.md, "Start-up and the first frame").
static=""
[ "$(uname -s)" = Linux ] && static="--static-swift-stdlib"
swift build -c release $static --product storedbg
built="$(swift build -c release $static --show-bin-path)/storedbg"
mkdir -p "$prefix/bin"
# Copied under a temporary name and renamed, so a running storedbg is never overwritten in place.
cp "$built" "$target.installing"
chmod 755 "$target.installing"
mv -f "$target.installing" "$target"
echo "Installed $("$target" --version) as $target"
case ":${PATH:-}:" in
    *":$prefix/bin:"*) ;;
    *) echo "$prefix/bin is not on PATH: add it (e.g. export PATH=\"$prefix/bin:\$PATH\") to run storedbg by name" ;;
esac
