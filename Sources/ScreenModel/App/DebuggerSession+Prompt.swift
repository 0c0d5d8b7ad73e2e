import ScenarioLanguage
import StoreCore

/// The `:` prompt: the same parser as scenario files, plus the session's own `clock live RATE`
/// and `clock pause`. A line that does not parse, or that the engine refuses, stays in the
/// prompt with the error under its column and changes nothing. A `storekit PATH` line asks for
/// the file to be read (`SessionEffect.loadStoreKit`) and is applied once it is handed back.
extension DebuggerSession {
    /// The name prompt diagnostics are reported against.
    static let promptPath = "prompt"

    /// The effect the key asks for, if any (a line that loads a `.storekit` file).
    mutating func handlePrompt(_ key: Key) -> SessionEffect? {
        let catalogue = engine.store.catalogue
        let transactionCount = engine.store.transactions.count
        switch prompt.handle(key, completer: { text, cursor in
            PromptCompleter.candidates(text: text, cursor: cursor, catalogue: catalogue,
                                       transactionCount: transactionCount)
        }) {
        case .submitted(let line):
            return submit(line, storeKit: nil)
        case .cancelled:
            prompt.clear()
            overlay = nil
        case .edited, .ignored:
            break
        }
        return nil
    }

    /// The `.storekit` file the prompt's line asked for (`SessionEffect.loadStoreKit`), read or
    /// not: the line is applied with it, or the error is shown under it.
    public mutating func storeKitLoaded(_ file: Result<StoreConfiguration, StoreKitLoadError>) {
        guard overlay == .prompt else { return }
        _ = submit(prompt.text, storeKit: file)
    }

    /// Parses and applies `line`. A `storekit` line is first parsed as if its file were empty,
    /// to find its path: until `storeKit` holds the file read, it returns the effect reading it.
    private mutating func submit(_ line: String, storeKit: Result<StoreConfiguration, StoreKitLoadError>?) -> SessionEffect? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.first == "clock", words.count >= 2, words[1] == "live" || words[1] == "pause" {
            controlLiveClock(line: line, words: words.dropFirst(2), live: words[1] == "live")
            return nil
        }
        let file = storeKit ?? .success(StoreConfiguration(products: []))
        let context = ParseContext(path: Self.promptPath, catalogue: engine.store.catalogue, clients: engine.clients.names,
                                   loadStoreKit: { _ in file })
        switch CommandParser.parse(line: line, context: context) {
        case .success(.storekit(let path, _)?) where storeKit == nil:
            return .loadStoreKit(path: context.resolve(storeKitPath: path))
        case .success(nil):
            closePrompt()
        case .success(let command?):
            do {
                try apply(command, text: line.trimmingCharacters(in: .whitespaces), origin: .user)
                closePrompt()
            } catch {
                prompt.showError("refused: \(error.message)", column: 1)
                // The prompt shows it until the next edit; the messages view keeps it.
                messages.append(StatusMessage("Refused \(line): \(error.message)", kind: .error))
            }
        case .failure(let diagnostics):
            guard let first = diagnostics.diagnostics.first else { return nil }
            messages.append(StatusMessage("Not run \(line): \(first.message)", kind: .error))
            if first.path == Self.promptPath {
                prompt.showError(first.message, column: first.column)
            } else {
                // A problem inside a .storekit file the line loads: say where in that file.
                prompt.showError(first.description, column: 1)
            }
        }
        return nil
    }

    private mutating func controlLiveClock(line: String, words: ArraySlice<Substring>, live: Bool) {
        guard live else {
            liveRate = nil
            closePrompt()
            status = StatusMessage("Live clock paused: time moves only when told (+, :advance).")
            return
        }
        if words.isEmpty {
            // No RATE: the store's time rate (a .storekit file's _timeRate), whole seconds per second.
            let perSecond = engine.store.settings.timeRate
            let rate = TimeSpan(seconds: perSecond.isFinite ? Int64(min(max(perSecond.rounded(), 1), 86_400 * 366)) : 1)
            liveRate = rate
            closePrompt()
            status = StatusMessage("Live clock at the store's time rate: +\(rate) every second; :clock live RATE sets another, :clock pause stops it.")
            return
        }
        guard words.count == 1, let word = words.first else {
            let column = words.dropFirst().first.map { line.distance(from: line.startIndex, to: $0.startIndex) + 1 }
            prompt.showError("expected the end of the line after the RATE", column: column ?? line.count + 1)
            return
        }
        let rateColumn = line.distance(from: line.startIndex, to: word.startIndex) + 1
        switch TimeSpan.parse(word) {
        case .success(let rate) where rate.seconds > 0:
            liveRate = rate
            closePrompt()
            status = StatusMessage("Live clock: +\(rate) every second; each tick is recorded as 'advance \(rate)'. :clock pause stops it.")
        case .success:
            prompt.showError("expected a RATE longer than 0s", column: rateColumn)
        case .failure(let error):
            prompt.showError("\(error), as the live clock RATE", column: rateColumn)
        }
    }

    private mutating func closePrompt() {
        prompt.clear()
        overlay = nil
    }
}
