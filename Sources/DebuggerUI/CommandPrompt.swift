import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI

/// The `:` prompt, a child state of the session: its line, history and completion, and what a
/// submitted line means. It reads lines with the same parser as scenario files, plus the
/// session's own `clock live [RATE]` and `clock pause`. Pure: `handle` takes a key and what the
/// prompt needs to know of the world (`CommandPrompt.World`) and says, as data, what the session
/// must do (`Outcome`). A line that does not parse stays in the prompt with the error under its
/// column; one the session refuses comes back through `refused(_:)`.
package struct CommandPrompt {
    /// The line, its history and its error.
    package private(set) var editor = LineEditor()

    /// The name prompt diagnostics are reported against.
    static let path = "prompt"

    package init() {}

    /// What the prompt needs to know of the world: what completion offers and the parser accepts.
    package struct World {
        package var catalogue: Catalogue
        package var transactionCount: Int
        /// The names `client NAME` accepts besides the built-in ones.
        package var clientNames: [String]

        package init(catalogue: Catalogue, transactionCount: Int, clientNames: [String]) {
            self.catalogue = catalogue
            self.transactionCount = transactionCount
            self.clientNames = clientNames
        }
    }

    /// What a key asks of the session.
    package enum Outcome: Hashable, Sendable {
        /// The prompt stays open: edited, or the line did not parse (the error is under it).
        case editing
        /// The prompt closes: Esc, or a line with nothing to run (a comment, blank).
        case close
        /// Apply `command` (`text` is the line as recorded); then `close`, or give the refusal
        /// to `refused(_:)`.
        case apply(Command, text: String)
        /// Read the `.storekit` file at `path`, which the line loads, and give it to `resubmit(storeKit:in:)`.
        case loadStoreKit(path: String)
        /// `clock live [RATE]`: move time on by `rate` every second, the store's time rate when
        /// nil. The prompt closes.
        case liveClock(rate: TimeSpan?)
        /// `clock pause`: stop the live clock. The prompt closes.
        case pauseClock
        /// The line did not parse: `message`, shown under it, is for the messages view too.
        case notRun(message: String)
    }

    /// The text on the line.
    package var text: String { editor.text }

    /// The line's keys (`LineEditor`'s); Tab completes from `world`.
    package mutating func handle(_ key: Key, in world: World) -> Outcome {
        switch editor.handle(key, completer: { text, cursor in
            PromptCompleter.candidates(text: text, cursor: cursor, catalogue: world.catalogue,
                                       transactionCount: world.transactionCount)
        }) {
        case .submitted(let line):
            return submit(line, in: world, storeKit: nil)
        case .cancelled:
            return .close
        case .edited, .ignored:
            return .editing
        }
    }

    /// Submits the line again with the `.storekit` file `.loadStoreKit` asked for, read or not:
    /// it is applied with the file, or the error is shown under it.
    package mutating func resubmit(storeKit file: Result<StoreConfiguration, StoreKitLoadError>, in world: World) -> Outcome {
        submit(editor.text, in: world, storeKit: file)
    }

    /// Empties the line (its history stays), to open or close the prompt.
    package mutating func clear() { editor.clear() }

    /// The session refused the command the line asked for: the reason is shown under the line.
    package mutating func refused(_ reason: String) {
        editor.showError("refused: \(reason)", column: 1)
    }

    /// What `line` asks for. A `storekit` line is first parsed as if its file were empty, to
    /// find its path: until `storeKit` holds the file read, it asks for the file.
    private mutating func submit(_ line: String, in world: World, storeKit: Result<StoreConfiguration, StoreKitLoadError>?) -> Outcome {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if words.first == "clock", words.count >= 2, words[1] == "live" || words[1] == "pause" {
            return controlLiveClock(line: line, words: words.dropFirst(2), live: words[1] == "live")
        }
        let file = storeKit ?? .success(StoreConfiguration(products: []))
        let context = ParseContext(path: Self.path, catalogue: world.catalogue, clients: world.clientNames,
                                   loadStoreKit: { _ in file })
        switch CommandParser.parse(line: line, context: context) {
        case .success(.storekit(let path, _)?) where storeKit == nil:
            return .loadStoreKit(path: context.resolve(storeKitPath: path))
        case .success(nil):
            return .close
        case .success(let command?):
            return .apply(command, text: line.trimmingCharacters(in: .whitespaces))
        case .failure(let diagnostics):
            guard let first = diagnostics.diagnostics.first else { return .editing }
            if first.path == Self.path {
                editor.showError(first.message, column: first.column)
            } else {
                // A problem inside a .storekit file the line loads: say where in that file.
                editor.showError(first.description, column: 1)
            }
            return .notRun(message: first.message)
        }
    }

    private mutating func controlLiveClock(line: String, words: ArraySlice<Substring>, live: Bool) -> Outcome {
        guard live else { return .pauseClock }
        guard let word = words.first else { return .liveClock(rate: nil) }
        guard words.count == 1 else {
            let column = words.dropFirst().first.map { line.distance(from: line.startIndex, to: $0.startIndex) + 1 }
            editor.showError("expected the end of the line after the RATE", column: column ?? line.count + 1)
            return .editing
        }
        let rateColumn = line.distance(from: line.startIndex, to: word.startIndex) + 1
        switch TimeSpan.parse(word) {
        case .success(let rate) where rate.seconds > 0:
            return .liveClock(rate: rate)
        case .success:
            editor.showError("expected a RATE longer than 0s", column: rateColumn)
        case .failure(let error):
            editor.showError("\(error), as the live clock RATE", column: rateColumn)
        }
        return .editing
    }
}
