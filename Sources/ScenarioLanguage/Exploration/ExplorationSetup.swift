import Foundation
import StoreCore

/// The setup an exploration starts from: a scenario's commands (its expectations left out), a
/// `.storekit` file's catalogue, or the built-in shops; then the client under test.
package enum ExplorationSetup {
    /// Every kind of product — an unlock with an evaluation, a consumable, a non-renewing
    /// subscription, two subscriptions of one group at different levels, a product other code
    /// handles — and a 14-day evaluation that starts at first launch.
    package static let builtInText = """
        product com.example.unlock unlock family-shareable
        product com.example.coins consumable
        product com.example.pass nonrenewing 30d
        product com.example.monthly subscription pro P1M level 2 family-shareable
        product com.example.premium subscription pro P1W level 1
        product com.example.partner unlock external
        evaluation 14d unlocks com.example.unlock
        """

    /// The built-in setups, which the sessions of an exploration take in turn: the shop of
    /// `builtInText`, then the same shop without its auto-renewable subscriptions. An app that
    /// sells subscriptions waits for their status before it shows anything, so only in the
    /// second does an app that shows the paywall before the store has answered
    /// (`paywall-before-answer`) show it: with the first alone it was never found.
    package static func builtIn() -> [[Command]] {
        let context = ParseContext(path: "built-in", loadStoreKit: { _ in .failure(.unreadable(reason: "not available")) })
        guard case .success(let scenario) = Scenario.parse(text: builtInText, context: context) else { return [] }
        let shop = scenario.steps.map(\.command)
        let withoutSubscriptions = shop.filter {
            if case .product(let product) = $0 { return !product.kind.isAutoRenewable }
            return true
        }
        return [shop, withoutSubscriptions]
    }

    /// The setup in the file at `path`: a `.storekit` file becomes one `storekit` command, a
    /// scenario gives its commands but its expectations. `storekit` paths are made absolute,
    /// so that a finding written elsewhere replays.
    package static func load(path: String, clients: ClientRegistry = ClientRegistry()) -> Result<[Command], ScenarioDiagnostic> {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if path.hasSuffix(".storekit") {
            switch StoreKitBridge.load(absolute) {
            case .success(let configuration):
                return .success([.storekit(path: absolute, configuration: configuration)])
            case .failure(.unreadable(let reason)):
                return .failure(ScenarioDiagnostic(path: path, line: 1, column: 1, message: "cannot read '\(path)': \(reason)"))
            case .failure(.invalid(let diagnostics)):
                return .failure(diagnostics.first ?? ScenarioDiagnostic(path: path, line: 1, column: 1, message: "expected a valid .storekit file"))
            }
        }
        switch ScenarioRunner.load(path: path, clients: clients) {
        case .failure(let diagnostics):
            return .failure(diagnostics.diagnostics.first ?? ScenarioDiagnostic(path: path, line: 1, column: 1, message: "expected a scenario file"))
        case .success(let scenario):
            let context = StoreKitBridge.context(path: absolute)
            return .success(scenario.steps.compactMap { step in
                switch step.command {
                case .expect: return nil
                case .storekit(let written, let configuration):
                    let resolved = URL(fileURLWithPath: context.resolve(storeKitPath: written)).standardizedFileURL.path
                    return .storekit(path: resolved, configuration: configuration)
                default: return step.command
                }
            })
        }
    }

    /// The command that chooses client `name`: the scenario line `client NAME` when it parses
    /// (`reference`, or a client an app team registered), else `client fault NAME`; `fault NAME`,
    /// as a scenario spells it, names the fault too.
    package static func client(named name: String, clients: ClientRegistry = ClientRegistry()) -> Result<Command, ScenarioDiagnostic> {
        let context = ParseContext(path: "--client", clients: clients.names, loadStoreKit: { _ in .failure(.unreadable(reason: "not available")) })
        let direct = CommandParser.parse(madeLine: "client \(quotedWord(name))", context: context)
        if case .success(let command?) = direct { return .success(command) }
        let words = name.split(separator: " ")
        let fault = words.count == 2 && words[0] == Vocabulary.ClientKind.fault.rawValue ? String(words[1]) : name
        switch CommandParser.parse(madeLine: "client fault \(quotedWord(fault))", context: context) {
        case .success(let command?):
            return .success(command)
        case .success(nil):
            return .failure(ScenarioDiagnostic(path: "--client", line: 1, column: 1, message: "expected a client name"))
        case .failure(let diagnostics):
            var message = diagnostics.diagnostics.first?.message ?? "expected a client name"
            if fault == name, !message.contains("did you mean") {
                // A bare word read as a fault's name may be a client's misspelt: say every name.
                let own = [Vocabulary.ClientKind.reference.rawValue] + clients.names
                let faults = ClientFault.allCases.map(\.rawValue)
                let near = LineReader.suggestion(for: name, among: own + faults)
                message = "unknown client '\(name)'" + (near.isEmpty ? "; expected \(own.map { "'\($0)'" }.joined(separator: ", ")) or a fault: \(faults.joined(separator: ", "))" : near)
            }
            return .failure(ScenarioDiagnostic(path: "--client", line: 1, column: 1, message: message))
        }
    }

    /// `setup` with `client` as its only client line, placed before the first command that is not
    /// setup (so before the app first launches).
    package static func choosing(_ client: Command, in setup: [Command]) -> [Command] {
        var commands = setup.filter { if case .client = $0 { return false } else { return true } }
        let firstAction = commands.firstIndex { command in
            switch command {
            case .product, .storekit, .evaluation, .trial, .nonRenewingLength, .clock, .client, .quirk, .device, .account, .timeZone, .fail:
                return false
            default: return true
            }
        }
        commands.insert(client, at: firstAction ?? commands.endIndex)
        return commands
    }

    /// The name of the client `setup` ends up with, as `--client` takes it: `reference` unless a
    /// `client` line says otherwise.
    package static func clientName(in setup: [Command]) -> String {
        for command in setup.reversed() {
            guard case .client(let choice) = command else { continue }
            switch choice {
            case .reference: return Vocabulary.ClientKind.reference.rawValue
            case .fault(let fault): return fault.rawValue
            case .registered(let name): return name
            }
        }
        return Vocabulary.ClientKind.reference.rawValue
    }

    /// `name` as one word of a scenario line.
    private static func quotedWord(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
