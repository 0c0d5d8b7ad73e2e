#!/bin/sh
# Re-applies the public-surface changes (issue 27 item 6, and the ledger's id subscripts of item 4)
# over code merged in: each step is idempotent.
set -e
cd "$(git rev-parse --show-toplevel)"
./Scripts/split-purchase-port.sh
perl Scripts/rename-storekit-clashes.pl $(git ls-files '*.swift') $(git ls-files --others --exclude-standard '*.swift')
./Scripts/package-access.sh
./Scripts/transaction-subscripts.sh
