#!/bin/sh
# Cross-module internals at `package` access: every module but the port, the StoreKit twin and
# the stand-ins shares its declarations with the package only. What stays public is what an app
# team uses: the port (PurchasePort), ClientRegistry, StoreDebugger.main/run, ScenarioRunner and
# its results and reports, and what the twin's public API names (Invariant, Violation, StoreAPI,
# PurchaseOutcome, RefundReason). Re-runnable after a merge (idempotent).
set -e
cd "$(git rev-parse --show-toplevel)"
files=$(find Sources/StoreCore Sources/StoreKitConfig Sources/ScenarioLanguage Sources/DebuggerUI Sources/TerminalUI \
             Sources/TerminalRuntime Sources/StoreDebugger -name '*.swift' \
        | grep -v -e 'StoreCore/Monitor/Invariant.swift' -e 'StoreCore/Monitor/Violation.swift' -e 'StoreCore/Store/StoreAPI.swift' \
                  -e 'ScenarioLanguage/ScenarioRunner.swift' -e 'ScenarioLanguage/ScenarioResult.swift' \
                  -e 'ScenarioLanguage/ScenarioDiagnostic.swift' -e 'ScenarioLanguage/ScenarioDiagnostics.swift' \
                  -e 'ScenarioLanguage/Reports/' -e 'StoreDebugger/StoreDebugger.swift')
perl Scripts/package-access.pl $files \
    Sources/PurchasePort/Catalogue/EditDistance.swift \
    Sources/PurchasePort/Catalogue/PriceLocale.swift \
    $(ls Sources/PurchasePort/Port/GrantTable.swift 2>/dev/null)
# The ledger's container is generic and hot: its inlinable code is specialized in the core only
# when public (a package declaration's inlinable body is not, with this toolchain: a purchase
# step took 1.9x the instructions), so it is public, the one container of the port's API.
perl -pi -e 's/\bpackage\b/public/g unless /usableFromInline/' Sources/PurchasePort/Store/ChunkedArray.swift
# Named by the twin's test session (`buy(_:outcome:)`, `refundTransaction(identifier:reason:)`).
grep -rlE '^package enum (PurchaseOutcome|RefundReason):' Sources/StoreCore | xargs -r sed -i -E 's/^package enum (PurchaseOutcome|RefundReason):/public enum \1:/'
# What the public runner and reports would otherwise show of the package's own types.
sed -i -E 's/^    public static func load\(path: String/    package static func load(path: String/; s/^    public static func run\(_ scenario: Scenario,/    package static func run(_ scenario: Scenario,/' Sources/ScenarioLanguage/ScenarioRunner.swift
sed -i -E 's/^        public let events: \[Event\]/        package let events: [Event]/' Sources/ScenarioLanguage/ScenarioResult.swift
sed -i -E 's/^    public static func render\(_ results: \[ScenarioResult\], trace: Bool, shard:/    package static func render(_ results: [ScenarioResult], trace: Bool, shard:/' Sources/ScenarioLanguage/Reports/JSONReport.swift
sed -i -E 's/^    public private\(set\) var engine: Engine/    package private(set) var engine: Engine/; s/^    public func apply\(_ command: Command\)/    package func apply(_ command: Command)/' Sources/StoreKitTwinTest/TwinTestSession.swift
# The port's values as the engine builds them: what a client reads stays public, how the
# scenario language fills the catalogue and parses durations is the package's.
sed -i -E 's/^    public (mutating func add\(|func problems\(adding|func pass\(id|func trial\(id|mutating func addOffer\(|func problem\(addingOffer|func closestID\()/    package \1/; s/^public enum CatalogueProblem\b/package enum CatalogueProblem/' Sources/PurchasePort/Catalogue/Catalogue.swift
perl Scripts/package-access.pl Sources/PurchasePort/Catalogue/OfferProblem.swift
sed -i -E 's/^    public (static let units|static func parse\()/    package \1/; s/^public enum DurationError\b/package enum DurationError/' Sources/PurchasePort/Time/TimeSpan.swift
sed -i -E 's/^public enum AppTransactionSetting\b/package enum AppTransactionSetting/' Sources/PurchasePort/StoreSide/StoreSide.swift
