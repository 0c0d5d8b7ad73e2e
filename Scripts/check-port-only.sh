#!/bin/sh
# Builds a throwaway package whose one executable depends on the PurchasePort product alone,
# runs it, and checks with ldd that it links no ncurses (Linux). Exit 0 when it does not. Its
# source also uses the port as an outside package sees it (what `package` hides).
set -e
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)"
mkdir -p "$dir/Sources/port-only"
cat > "$dir/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "portcheck",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "storedbg", path: "$repo")],
    targets: [.executableTarget(name: "port-only", dependencies: [.product(name: "PurchasePort", package: "storedbg")])],
    swiftLanguageModes: [.v6]
)
MANIFEST
cat > "$dir/Sources/port-only/main.swift" <<'SOURCE'
import Foundation
import PurchasePort

struct TinyClient: PurchaseClient {
    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        if case .launched = input { return [.startListener, .readEntitlements(reason: "launch")] }
        return []
    }
    func report(in context: ClientContext) -> ClientReport {
        ClientReport(access: AccessView(state: .checking, reason: "tiny", paywallShown: false),
                     grants: [], pending: [:], knowsOwnership: false, evaluationStart: nil)
    }
}
var registry = ClientRegistry()
registry.register("tiny") { TinyClient() }
print(registry.names)

// An app's own `TimeZone.utc`, passed where the port takes a zone: it must not be ambiguous
// with the port's own zone type (it was once, with a public `ClockZone.utc`).
extension TimeZone { static let utc = TimeZone(identifier: "UTC")! }
let start = Date(timeIntervalSince1970: 0)
let policy = EvaluationPolicy(length: .days(14), unlockProductID: "unlock")
print(InstantFormat.short(policy.end(startedAt: start, timeZone: .utc), in: .utc))
SOURCE
(cd "$dir" && swift build -q)
"$dir/.build/debug/port-only"
echo "modules linked: $(cat "$dir"/.build/debug/port-only.product/Objects.LinkFileList | xargs -n1 dirname | xargs -n1 basename | sort -u | tr '\n' ' ')"
if ldd "$dir/.build/debug/port-only" | grep -i curses; then echo "the port links ncurses"; exit 1; fi
echo "no ncurses linked"
rm -rf "$dir"
