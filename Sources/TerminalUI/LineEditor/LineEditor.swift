/// The editing model of the `:` prompt: one line of text with a cursor, history, Tab
/// completion and an error marker. Pure: the app feeds it keys and draws it.
///
/// The line is held and edited by grapheme cluster (a Swift `Character`): a combining mark, a
/// zero-width joiner or a flag's second half that arrives as a key of its own joins the character
/// before it, so the cursor never stands inside a character.
///
/// Keys: characters insert; Backspace and Delete remove; ← → Home End (and Ctrl-A, Ctrl-E)
/// move; Ctrl-U deletes to the start, Ctrl-K to the end, Ctrl-W the word before the cursor;
/// ↑ ↓ walk the history (the line being typed is kept as a draft and comes back below the
/// newest entry); Tab completes; Enter submits; Esc cancels.
package struct LineEditor: Sendable {
    /// Offers the words that could replace the word ending at the cursor: given the whole
    /// line and the cursor (a character offset), each candidate is a whole word.
    package typealias Completer = (_ text: String, _ cursor: Int) -> [String]

    /// What a key did.
    package enum Outcome: Hashable, Sendable {
        case edited
        /// Enter: the line, already added to the history. The text stays until `clear()`, so
        /// a line the app rejects can be corrected after `showError(_:column:)`.
        case submitted(String)
        case cancelled
        /// The editor has no use for the key.
        case ignored
    }

    /// An error about the text, shown under it with a caret at `column`.
    package struct LineError: Hashable, Sendable {
        package let message: String
        /// 1-based, as in `path:line:column` diagnostics.
        package let column: Int
    }

    /// The line's grapheme clusters: always `Array(text)`, so `cursor` counts what is drawn.
    private var characters: [Character] = []
    /// Where the cursor stands: a count of the line's characters, from 0 to their count.
    package private(set) var cursor = 0
    package private(set) var history: [String]
    package private(set) var error: LineError?
    /// The completion candidates to list under the line (empty when none are on show).
    package private(set) var candidates: [String] = []
    /// The candidate Tab put in the line while cycling, to highlight in the list.
    package private(set) var cycledCandidate: Int?
    private var historyIndex: Int?
    private var draft: [Character] = []
    private var cycleWordStart: Int?

    package init(history: [String] = []) {
        self.history = history
    }

    package var text: String { String(characters) }

    /// Empties the line (after the app accepted it) and forgets any error or candidates.
    package mutating func clear() {
        characters = []
        cursor = 0
        historyIndex = nil
        draft = []
        error = nil
        endCompletion()
    }

    /// Shows `message` under the text with a caret at the 1-based `column`. The cursor stays
    /// where it was (at the end after Enter), so Ctrl-U still clears the whole line. The next
    /// edit clears the error.
    package mutating func showError(_ message: String, column: Int) {
        error = LineError(message: message, column: column)
    }

    package mutating func handle(_ key: Key, completer: Completer? = nil) -> Outcome {
        if key != .tab { endCompletion() }
        switch key {
        case .character(let character):
            edit { $0.insert(character) }
        case .backspace:
            guard cursor > 0 else { return .ignored }
            edit { $0.remove(from: $0.cursor - 1, to: $0.cursor) }
        case .delete, .ctrl("d"):
            guard cursor < characters.count else { return .ignored }
            edit { $0.remove(from: $0.cursor, to: $0.cursor + 1) }
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(characters.count, cursor + 1)
        case .home, .ctrl("a"):
            cursor = 0
        case .end, .ctrl("e"):
            cursor = characters.count
        case .ctrl("u"):
            edit { $0.remove(from: 0, to: $0.cursor) }
        case .ctrl("k"):
            edit { $0.remove(from: $0.cursor, to: $0.characters.count) }
        case .ctrl("w"):
            edit { $0.remove(from: $0.startOfWordBeforeCursor(), to: $0.cursor) }
        case .up:
            return recallOlder() ? .edited : .ignored
        case .down:
            return recallNewer() ? .edited : .ignored
        case .tab:
            guard let completer else { return .ignored }
            return complete(using: completer) ? .edited : .ignored
        case .enter:
            let line = text
            if !line.isEmpty, history.last != line { history.append(line) }
            historyIndex = nil
            draft = []
            return .submitted(line)
        case .escape:
            return .cancelled
        default:
            return .ignored
        }
        return .edited
    }

    // MARK: Editing

    private mutating func edit(_ change: (inout LineEditor) -> Void) {
        change(&self)
        error = nil
    }

    /// Inserts `character` at the cursor, sanitised so nothing in the line can reach the
    /// terminal raw.
    private mutating func insert(_ character: Character) {
        // Visible ASCII, nearly all a paste holds, is safe as it is.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            replace(cursor..<cursor, with: [character])
        } else {
            replace(cursor..<cursor, with: Array(SanitizedText(String(character)).string))
        }
    }

    private mutating func insert(_ text: String) {
        for character in text { insert(character) }
    }

    private mutating func remove(from start: Int, to end: Int) {
        guard start < end else { return }
        replace(start..<end, with: [])
    }

    /// Replaces the characters in `range` with `new` and puts the cursor after them. The text
    /// from the character before the change to the end is split into grapheme clusters again:
    /// what was inserted may join that character (a combining mark after a letter) or the one
    /// after it (a letter before a lone mark), and what was removed may have parted two that
    /// now join (the halves of a flag). Breaks before that character never change, since
    /// whether text breaks at a place depends only on what comes before it and the scalar
    /// right after it. When what was inserted joined the character after it, the cursor goes
    /// after the joined character.
    private mutating func replace(_ range: Range<Int>, with new: [Character]) {
        let from = max(0, range.lowerBound - 1)
        var tail = String(characters[from..<range.lowerBound])
        tail.append(contentsOf: new)
        let cursorScalars = tail.unicodeScalars.count
        tail.append(contentsOf: characters[range.upperBound...])
        characters.replaceSubrange(from..., with: Array(tail))
        var index = from, scalars = 0
        while index < characters.count, scalars < cursorScalars {
            scalars += characters[index].unicodeScalars.count
            index += 1
        }
        cursor = index
    }

    /// Where Ctrl-W stops: back over spaces, then back over the word.
    private func startOfWordBeforeCursor() -> Int {
        var index = cursor
        while index > 0, characters[index - 1] == " " { index -= 1 }
        while index > 0, characters[index - 1] != " " { index -= 1 }
        return index
    }

    /// Where the word ending at the cursor starts.
    private func startOfWordAtCursor() -> Int {
        var index = cursor
        while index > 0, characters[index - 1] != " " { index -= 1 }
        return index
    }

    // MARK: History

    private mutating func recallOlder() -> Bool {
        guard !history.isEmpty else { return false }
        let index: Int
        if let current = historyIndex {
            guard current > 0 else { return false }
            index = current - 1
        } else {
            draft = characters
            index = history.count - 1
        }
        show(Array(history[index]), historyIndex: index)
        return true
    }

    private mutating func recallNewer() -> Bool {
        guard let current = historyIndex else { return false }
        if current + 1 < history.count {
            show(Array(history[current + 1]), historyIndex: current + 1)
        } else {
            show(draft, historyIndex: nil)
        }
        return true
    }

    private mutating func show(_ line: [Character], historyIndex: Int?) {
        characters = line
        cursor = line.count
        self.historyIndex = historyIndex
        error = nil
    }

    // MARK: Completion

    /// First Tab: a single candidate replaces the word (and a space follows); several extend
    /// the word to their common prefix and are listed. Tab again, with nothing left to
    /// extend, cycles through the listed candidates.
    private mutating func complete(using completer: Completer) -> Bool {
        if let wordStart = cycleWordStart, !candidates.isEmpty {
            let next = ((cycledCandidate ?? -1) + 1) % candidates.count
            replaceWord(from: wordStart, with: candidates[next])
            cycledCandidate = next
            return true
        }
        let wordStart = startOfWordAtCursor()
        let word = String(characters[wordStart..<cursor])
        let found = completer(text, cursor)
        guard !found.isEmpty else { return false }
        if found.count == 1 {
            replaceWord(from: wordStart, with: found[0])
            if cursor == characters.count || characters[cursor] != " " { insert(" ") }
            endCompletion()
            return true
        }
        let prefix = LineEditor.commonPrefix(of: found)
        candidates = found
        cycleWordStart = wordStart
        if prefix.count > word.count {
            replaceWord(from: wordStart, with: prefix)
            // When the prefix is itself a candidate, the next Tab moves on to the one after it.
            cycledCandidate = found.firstIndex(of: prefix)
        } else {
            replaceWord(from: wordStart, with: found[0])
            cycledCandidate = 0
        }
        return true
    }

    private mutating func replaceWord(from wordStart: Int, with replacement: String) {
        remove(from: wordStart, to: cursor)
        insert(replacement)
        error = nil
    }

    private mutating func endCompletion() {
        candidates = []
        cycledCandidate = nil
        cycleWordStart = nil
    }

    static func commonPrefix(of words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            prefix = Array(zip(prefix, word).prefix { $0 == $1 }.map(\.0))
        }
        return String(prefix)
    }
}
