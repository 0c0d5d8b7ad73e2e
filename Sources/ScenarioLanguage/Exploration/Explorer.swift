import StoreCore

/// Seeded random exploration of a client: sessions of random valid commands after a setup, the
/// monitor checked after every step, and each invariant seen broken for the first time shrunk to
/// a minimal sequence. Deterministic: the same setups, seed and limits give the same findings.
package struct Explorer: Sendable {
    /// What to explore and for how long.
    package struct Limits: Hashable, Sendable {
        package var seed: UInt64
        package var sessions: Int
        package var steps: Int

        package init(seed: UInt64 = 1, sessions: Int = 1_000, steps: Int = 30) {
            self.seed = seed
            self.sessions = sessions
            self.steps = steps
        }
    }

    /// Where an exploration stands, after each session.
    package struct Progress: Hashable, Sendable {
        package let sessions: Int
        package let steps: Int
        /// The invariants found so far, in the order they were found.
        package let invariants: [Invariant]
    }

    /// The setups sessions start from, taken in turn (session 1 the first): the catalogue, the
    /// evaluation, the client.
    package let setups: [[Command]]
    /// The clients `client NAME` may name.
    package let clients: ClientRegistry
    /// The engine after each setup, copied for every session.
    private let starts: [Engine]
    private let generator = CommandGenerator()

    /// Fails with the refusal of the first setup command the engine does not accept. No setups
    /// is one empty setup.
    package init(setups: [[Command]], clients: ClientRegistry = ClientRegistry()) throws(EngineError) {
        self.clients = clients
        self.setups = setups.isEmpty ? [[]] : setups
        var starts: [Engine] = []
        for setup in self.setups {
            var engine = Engine(clients: clients)
            for command in setup { try engine.apply(command) }
            starts.append(engine)
        }
        self.starts = starts
    }

    /// Runs up to `limits.sessions` sessions; `proceed` is told the progress after each and ends
    /// the exploration early by returning false.
    package func explore(_ limits: Limits, proceed: (Progress) -> Bool = { _ in true }) -> ExplorationReport {
        var master = SplitMix64(seed: limits.seed)
        var findings: [ExplorationFinding] = []
        var found = Set<Invariant>()
        var steps = 0
        var sessions = 0
        while sessions < limits.sessions {
            var random = SplitMix64(seed: master.next())
            let turn = sessions % setups.count
            var engine = starts[turn]
            sessions += 1
            var commands: [Command] = []
            for _ in 0..<limits.steps {
                guard let command = generator.next(for: engine, using: &random),
                      let report = try? engine.apply(command) else { break }
                commands.append(command)
                steps += 1
                for violation in report.violations where found.insert(violation.invariant).inserted {
                    findings.append(finding(violation.invariant, session: sessions, commands: setups[turn] + commands))
                }
            }
            if !proceed(Progress(sessions: sessions, steps: steps, invariants: findings.map(\.invariant))) { break }
        }
        return ExplorationReport(seed: limits.seed, sessions: sessions, steps: steps, findings: findings)
    }

    /// The finding for `invariant`, its sequence shrunk.
    private func finding(_ invariant: Invariant, session: Int, commands: [Command]) -> ExplorationFinding {
        let shrunk = Shrinker.shrink(commands, invariant: invariant, clients: clients)
        var engine = Engine(clients: clients)
        var detail = ""
        for command in shrunk {
            guard let report = try? engine.apply(command) else { break }
            if let violation = report.violations.first(where: { $0.invariant == invariant }) { detail = violation.summary }
        }
        return ExplorationFinding(invariant: invariant, session: session, originalLength: commands.count,
                                  commands: shrunk, detail: detail)
    }
}
