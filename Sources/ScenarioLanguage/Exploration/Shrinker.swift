import StoreCore

/// Shrinks a command sequence that trips an invariant to one that still does with as few
/// commands as it can: the sequence is cut after the step that trips it, then chunks of halving
/// size are removed (delta debugging, down to one command at a time until nothing more can go),
/// then durations are made rounder. Every candidate is re-run from a fresh engine and kept only
/// when each of its commands is accepted and the invariant is still flagged, so the result
/// replays as a scenario file.
package enum Shrinker {
    /// The shrunk sequence, or `commands` unchanged when they do not trip `invariant`.
    package static func shrink(_ commands: [Command], invariant: Invariant, clients: ClientRegistry = ClientRegistry()) -> [Command] {
        var runs = 0
        return shrink(commands, invariant: invariant, clients: clients, runs: &runs)
    }

    /// As `shrink(_:invariant:)`, counting the replays it made in `runs`.
    package static func shrink(_ commands: [Command], invariant: Invariant, clients: ClientRegistry = ClientRegistry(), runs: inout Int) -> [Command] {
        guard let end = firstTrip(commands, invariant, clients: clients, runs: &runs) else { return commands }
        var current = Array(commands[...end])
        var chunk = max(1, current.count / 2)
        while true {
            var removedAny = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if let end = firstTrip(candidate, invariant, clients: clients, runs: &runs) {
                    current = Array(candidate[...end])
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk > 1 {
                chunk /= 2
            } else if !removedAny {
                break
            }
        }
        return rounded(current, invariant: invariant, clients: clients, runs: &runs)
    }

    /// The index of the command after which `invariant` is first flagged, or nil when it never
    /// is or a command is refused (by the engine, or by `RenewalLimit` as `storedbg run` would).
    static func firstTrip(_ commands: [Command], _ invariant: Invariant, clients: ClientRegistry, runs: inout Int) -> Int? {
        runs += 1
        var engine = Engine(clients: clients)
        for (index, command) in commands.enumerated() {
            guard RenewalLimit.refusal(of: command, in: engine) == nil, let report = try? engine.apply(command) else { return nil }
            if report.violations.contains(where: { $0.invariant == invariant }) { return index }
        }
        return nil
    }

    /// Each `advance` and `device-clock` replaced by the first rounder span that keeps the trip.
    private static func rounded(_ commands: [Command], invariant: Invariant, clients: ClientRegistry, runs: inout Int) -> [Command] {
        var current = commands
        let spans: [TimeSpan] = [.days(1), .days(7), .days(14), .days(30), .days(31), .days(365)]
        for index in current.indices {
            let replacements: [Command]
            switch current[index] {
            case .advance(let span):
                replacements = spans.filter { $0 != span }.map { .advance($0) }
            case .deviceClock(let span):
                let sign: Int64 = span.seconds < 0 ? -1 : 1
                replacements = spans.filter { $0 != span }.map { .deviceClock(TimeSpan(seconds: sign * $0.seconds)) }
            default:
                continue
            }
            for replacement in replacements {
                var candidate = current
                candidate[index] = replacement
                if let end = firstTrip(candidate, invariant, clients: clients, runs: &runs), end == current.count - 1 {
                    current = candidate
                    break
                }
            }
        }
        return current
    }
}
