import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// Bounded, seeded fuzzing of the scenario reader: mutations of the shipped scenario files and
/// lines drawn from a grammar. Nothing traps; what does not parse gives one-line
/// `path:line:column: error: …` diagnostics on lines of the input; what parses runs.
struct ScenarioFuzzTests {
    static var diagnosticShape: Regex<Substring> { #/^\S[^\n]*:\d+:\d+: error: \S[^\n]*$/# }

    /// Inputs that once broke a reader, kept as cases (issue 15: control characters, paths, limits).
    static let regressions: [String] = [
        "product \"a\u{1B}[31m\" unlock\n",
        "product a\u{202E}b unlock\n",
        "product a unlock name \"x\u{2028}y\"\n",
        "advance 999999999999999999999d\n",
        "storekit \"\"\n",
        "storekit \"x\ny\"\n",
        "\u{FEFF}\u{FEFF}launch\n",
        "launch\r\r\n",
        "expect access evaluation -1\n",
        "consume com.example.coins 99999999999999999999\n",
        "# \u{0}\n",
    ]

    /// Words of the language, and a few that are wrong in instructive ways.
    static let vocabulary = [
        "product", "storekit", "evaluation", "trial", "clock", "client", "quirk", "device", "account", "timezone", "fail",
        "launch", "quit", "relaunch", "reinstall", "use-feature", "online", "offline", "products", "restore", "refresh",
        "consume", "buy", "buy-elsewhere", "approve", "decline", "refund", "revoke", "expire", "renew", "billing-issue",
        "resolve", "delete", "family-share", "family-stop", "auto-renew", "advance", "device-clock", "expect",
        "a", "b", "g", "unlock", "consumable", "nonrenewing", "subscription", "P1W", "P1M", "P0M", "P1Y", "level", "2",
        "price", "7.99", "USD", "name", "\"A b\"", "family-shareable", "external", "unlocks", "start", "first-use",
        "count", "calendar", "storage", "keychain", "of", "lasting", "14d", "1d12h", "-3h", "+2d", "0s", "366000d",
        "reference", "fault", "cached-bool", "listed-late", "on", "off", "network", "purchase", "load", "fail", "empty",
        "ask-to-buy", "cancel", "unverified", "interrupted", "#1", "#2", "#0", "last", "grace", "6d", "developer-issue",
        "access", "unlocked", "evaluation", "owned", "not-owned", "pending", "no-pending", "transaction", "purchased",
        "finished", "balance", "paywall", "shown", "violation", "no-violations", "2026-02-01T00:00:00Z", "Europe/Zurich",
        "#", "# note", "\"", "\\", "\u{7}", "\t", "é", "\u{202E}", "\u{FFFD}",
    ]

    /// The grammar: a command with its arguments as placeholders, filled from `pools`.
    static let templates = [
        "launch", "relaunch", "quit", "reinstall", "use-feature", "online", "offline", "products OUTCOME", "restore",
        "refresh", "consume b COUNT", "buy ID", "buy ID BUY", "buy-elsewhere ID", "approve TX", "decline TX", "refund TX",
        "revoke TX", "expire TX", "renew TX", "billing-issue TX grace SPAN", "resolve TX", "delete TX", "family-share ID",
        "auto-renew TX SWITCH", "advance SPAN", "device-clock SIGNED", "device NAME", "account NAME", "quirk QUIRK SWITCH",
        "fail API ERROR", "client fault FAULT", "expect access STATE", "expect owned ID", "expect transaction TX TXSTATE",
        "expect balance b COUNT", "expect violation INVARIANT", "expect no-violations", "product NEWID KIND",
        "evaluation SPAN unlocks a", "trial t of a lasting SPAN", "clock 2026-03-01T00:00:00Z",
    ]
    static let pools: [String: [String]] = [
        "OUTCOME": ["load", "fail", "empty"], "COUNT": ["1", "2", "0", "-1", "99999999999999999999"],
        "ID": ["a", "b", "g", "nope"], "NEWID": ["c", "a", "\"x y\""], "BUY": ["ask-to-buy", "cancel", "fail network", "unverified", "interrupted"],
        "TX": ["#1", "#2", "#9", "last", "a", "g"], "SPAN": ["1d", "14d", "90s", "1d12h", "0s", "366000d", "P1M"],
        "SIGNED": ["+1d", "-3h", "1d"], "NAME": ["phone", "tablet", "\"my ipad\""], "SWITCH": ["on", "off", "maybe"],
        "QUIRK": ["listed-late", "decline-silent", "refund-vanishes", "nope"], "API": ["load-products", "purchase", "sync", "entitlements"],
        "ERROR": ["networkError", "network", "off", "storefront"], "FAULT": ["cached-bool", "double-credit", "nope"],
        "STATE": ["unlocked", "evaluation", "checking", "lapsed", "subscribed 3"], "TXSTATE": ["purchased", "pending", "finished"],
        "INVARIANT": ["revoked-granted", "left-unfinished", "nope"], "KIND": ["unlock", "consumable", "nonrenewing 30d", "subscription g P1W level 2"],
    ]

    /// Checks one input; returns whether it parsed.
    @discardableResult
    static func check(_ data: Data, path: String, run: Bool) -> Bool {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        switch Scenario.parse(data, context: StoreKitBridge.context(path: path)) {
        case .failure(let diagnostics):
            #expect(!diagnostics.diagnostics.isEmpty)
            for diagnostic in diagnostics.diagnostics where diagnostic.path == path {
                #expect(diagnostic.description.wholeMatch(of: diagnosticShape) != nil, "\(diagnostic.description)")
                #expect((1...lines).contains(diagnostic.line) && diagnostic.column >= 1, "\(diagnostic.description)")
            }
            return false
        case .success(let scenario):
            if run {
                let result = ScenarioRunner.run(scenario)
                for error in result.errors {
                    #expect(error.description.wholeMatch(of: diagnosticShape) != nil, "\(error.description)")
                }
            }
            return true
        }
    }

    @Test func regressionsKeepTheDiagnosticShape() {
        for text in Self.regressions { Self.check(Data(text.utf8), path: "regression.scenario", run: true) }
    }

    @Test func mutatedShippedScenariosNeverTrap() throws {
        let files = SuitePaths.scenarioFiles.map(SuitePaths.absolute)
        try #require(!files.isEmpty)
        let originals = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        var random = SplitMix64(seed: 15)
        var parsed = 0
        for round in 0..<3_000 {
            let pick = Int.random(in: 0..<files.count, using: &random)
            let mutated = Self.mutate(originals[pick], using: &random)
            // Keep the file's own path, so that its `storekit` lines load the real files.
            if Self.check(mutated, path: files[pick], run: round % 8 == 0) { parsed += 1 }
        }
        #expect(parsed > 100)
    }

    @Test func linesFromTheGrammarNeverTrap() {
        var random = SplitMix64(seed: 2026)
        var parsed = 0
        for round in 0..<3_000 {
            var text = "product a unlock\nproduct b consumable\nproduct g subscription g P1M\n"
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                var words = (Self.templates.randomElement(using: &random) ?? "launch").split(separator: " ").map { word in
                    Self.pools[String(word)]?.randomElement(using: &random) ?? String(word)
                }
                if Int.random(in: 0..<4, using: &random) == 0, !words.isEmpty {
                    words[Int.random(in: 0..<words.count, using: &random)] = Self.vocabulary.randomElement(using: &random) ?? ""
                }
                text += words.joined(separator: " ") + "\n"
            }
            if Self.check(Data(text.utf8), path: "grammar.scenario", run: round % 4 == 0) { parsed += 1 }
        }
        #expect(parsed > 300)
    }

    /// One to three random edits of `data`: bytes flipped, inserted or deleted, a line doubled,
    /// dropped or moved, a word of the vocabulary inserted, the end cut off.
    static func mutate(_ data: Data, using random: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where !bytes.isEmpty: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
            case 2 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &random)))
            case 3: bytes.insert(contentsOf: Array((" " + (vocabulary.randomElement(using: &random) ?? "") + " ").utf8), at: at)
            case 4, 5, 6:
                var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
                guard lines.count > 1 else { continue }
                let line = Int.random(in: 0..<lines.count, using: &random)
                let other = Int.random(in: 0..<lines.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: lines.insert(lines[line], at: other)
                case 1: lines.remove(at: line)
                default: lines.swapAt(line, other)
                }
                bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
            default: bytes = Array(bytes.prefix(at))
            }
        }
        return Data(bytes)
    }
}
