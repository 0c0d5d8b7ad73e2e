import ScenarioLanguage
import StoreCore
import TerminalUI

/// The `:` prompt's outcomes carried out: a parsed line applied (a refusal goes back to the
/// prompt and changes nothing), a `.storekit` file asked for (`SessionEffect.loadStoreKit`) and
/// applied once it is handed back, the live clock started or paused.
extension DebuggerSession {
    /// What the prompt knows of the world.
    var promptWorld: CommandPrompt.World {
        CommandPrompt.World(catalogue: engine.store.catalogue, transactionCount: engine.store.transactions.count,
                            clientNames: engine.clients.names)
    }

    /// The effect the key asks for, if any (a line that loads a `.storekit` file).
    mutating func handlePrompt(_ key: Key) -> SessionEffect? {
        carryOut(prompt.handle(key, in: promptWorld))
    }

    /// The `.storekit` file the prompt's line asked for (`SessionEffect.loadStoreKit`), read or
    /// not: the line is applied with it, or the error is shown under it.
    package mutating func storeKitLoaded(_ file: Result<StoreConfiguration, StoreKitLoadError>) {
        guard overlay == .prompt else { return }
        _ = carryOut(prompt.resubmit(storeKit: file, in: promptWorld))
    }

    private mutating func carryOut(_ outcome: CommandPrompt.Outcome) -> SessionEffect? {
        switch outcome {
        case .editing:
            break
        case .close:
            closePrompt()
        case .apply(let command, let text):
            do {
                try apply(command, text: text, origin: .user)
                closePrompt()
            } catch {
                // The prompt shows it until the next edit; the messages view keeps it.
                messages.append(StatusMessage("Refused \(prompt.text): \(error.message)", kind: .error))
                prompt.refused(error.message)
            }
        case .loadStoreKit(let path):
            return .loadStoreKit(path: path)
        case .liveClock(let rate?):
            liveRate = rate
            closePrompt()
            status = StatusMessage("Live clock: +\(rate) every second; each tick is recorded as 'advance \(rate)'. :clock pause stops it.")
        case .liveClock(nil):
            // No RATE: the store's time rate (a .storekit file's _timeRate), whole seconds per second.
            let perSecond = engine.store.settings.timeRate
            let rate = TimeSpan(seconds: perSecond.isFinite ? Int64(min(max(perSecond.rounded(), 1), 86_400 * 366)) : 1)
            liveRate = rate
            closePrompt()
            status = StatusMessage("Live clock at the store's time rate: +\(rate) every second; :clock live RATE sets another, :clock pause stops it.")
        case .pauseClock:
            liveRate = nil
            closePrompt()
            status = StatusMessage("Live clock paused: time moves only when told (+, :advance).")
        case .notRun(let message):
            messages.append(StatusMessage("Not run \(prompt.text): \(message)", kind: .error))
        }
        return nil
    }

    private mutating func closePrompt() {
        prompt.clear()
        overlay = nil
    }
}
