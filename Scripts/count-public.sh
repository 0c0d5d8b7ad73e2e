#!/bin/sh
# Public declarations per module: lines of code (not comments) declaring something `public` or `open`.
# Scripts/count-public.sh [SOURCES_DIR]
dir="${1:-Sources}"
total=0
for m in $(ls "$dir"); do
    n=$(find "$dir/$m" -name '*.swift' -exec cat {} + 2>/dev/null | grep -v '^\s*//' | grep -cE '(^|[^A-Za-z_.])(public|open) (import|[a-z@])' )
    case "$n" in 0) ;; *) echo "$m $n"; total=$((total + n));; esac
done
echo "total $total"
