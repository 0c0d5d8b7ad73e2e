#!/bin/sh
# Moves the client port (what a client implements and the value types its inputs, actions and
# context need) out of StoreCore into its own module, PurchasePort, which links nothing but
# Foundation. Re-runnable after a merge: files already moved are skipped; the internal members
# of the moved files get `package` access (StoreCore uses them); every StoreCore file imports
# the port.
set -e
cd "$(git rev-parse --show-toplevel)"
for f in Port/*.swift Access/AccessState.swift Access/AccessView.swift \
         Catalogue/Catalogue.swift Catalogue/EditDistance.swift Catalogue/OfferProblem.swift Catalogue/Price.swift \
         Catalogue/PriceFormatters.swift Catalogue/PriceLocale.swift Catalogue/Product.swift Catalogue/ProductKind.swift \
         Catalogue/SubscriptionOffer.swift Device/ConsumableLedger.swift Device/DeviceStorage.swift \
         Evaluation/EvaluationPolicy.swift Store/PriceIncreaseStatus.swift Store/StoreKitError.swift Store/Transaction.swift \
         Store/TransactionDetails.swift Store/TransactionOffer.swift StoreSide/StoreSide.swift \
         Time/Calendars.swift Time/CivilTime.swift Time/InstantFormat.swift Time/SubscriptionPeriod.swift Time/TimeSpan.swift \
         Client/ClientRegistry.swift Client/Delivery.swift Store/ChunkedArray.swift Device/CreditTable.swift; do
    for src in Sources/StoreCore/$f; do
        [ -e "$src" ] || continue
        dst="Sources/PurchasePort/${src#Sources/StoreCore/}"
        case "$src" in */Client/Delivery.swift) dst=Sources/PurchasePort/Port/Delivery.swift;; esac
        mkdir -p "$(dirname "$dst")"
        git mv "$src" "$dst"
    done
done
# The reference client's grant table rides in its report: the table goes to the port, what
# fills it (the client's own types) stays.
if [ -f Sources/StoreCore/Client/GrantTable.swift ] && grep -q 'struct GrantTable' Sources/StoreCore/Client/GrantTable.swift; then
    python3 - <<'SPLIT'
p = 'Sources/StoreCore/Client/GrantTable.swift'
s = open(p).read()
cut = s.index('/// What the reference client keeps a grant for')
head = s[:cut].rstrip() + '\n'
open('Sources/PurchasePort/Port/GrantTable.swift', 'w').write(head.replace('import PurchasePort\n', ''))
open(p, 'w').write('import Foundation\nimport PurchasePort\n\n' + s[cut:])
SPLIT
    git add Sources/PurchasePort/Port/GrantTable.swift
fi
# A file moved in from StoreCore does not import its own module.
for f in $(grep -rlE '^import PurchasePort$' Sources/PurchasePort || true); do
    perl -0pi -e 's/\Aimport PurchasePort\n\n//; s/^import PurchasePort\n//m' "$f"
done
python3 Scripts/package-members.py $(find Sources/PurchasePort -name '*.swift')
# Every StoreCore file sees the port.
for f in $(find Sources/StoreCore -name '*.swift'); do
    grep -qE '^(@_exported )?import PurchasePort$' "$f" && continue
    if grep -q '^import Foundation$' "$f"; then
        sed -i '0,/^import Foundation$/s//import Foundation\nimport PurchasePort/' "$f"
    else
        sed -i '1i import PurchasePort\n' "$f"
    fi
done
# What the core uses of the port is @usableFromInline: the optimizer may then inline the port's
# public accessors into the core (a year of renewals took 1.20x the instructions without, 1.18x with).
for f in $(find Sources/PurchasePort -name '*.swift'); do
    perl -pi -e 's/^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*)package (?!import)/$1$2\@usableFromInline package / unless /usableFromInline|^\s*\/\//' "$f"
    # An attribute on a line of its own above the declaration counts too.
    perl -0pi -e 's/^[ \t]*\@usableFromInline[ \t]*\n([ \t]*(?:\@\w+[ \t]+)*)\@usableFromInline /$1\@usableFromInline /mg' "$f"
done
