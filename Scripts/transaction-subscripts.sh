#!/bin/sh
# Writes `transactions[X - 1]` (the ledger's position of transaction #X) as `transactions[id: X]`,
# the ledger's subscript by transaction id. Idempotent; re-run it after a merge.
set -e
cd "$(git rev-parse --show-toplevel)"
grep -rlE 'transactions\[[A-Za-z_][A-Za-z0-9_.]* - 1\]' Sources | grep -v '^Tests/' | xargs -r perl -pi -e 's/\btransactions\[([A-Za-z_][\w.]*) - 1\]/transactions[id: $1]/g'
