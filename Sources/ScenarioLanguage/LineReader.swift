import Foundation
import StoreCore

/// Reads the words of one line in order, each as the value it must be (a duration, a count, a
/// known product, a transaction, one of a set of words), and says precisely what was expected
/// when a word is missing or wrong.
struct LineReader {
    let context: ParseContext
    private let tokens: [Tokenizer.Token]
    private var index = 0
    /// Where a missing argument is reported: just past the last word.
    private let end: Int

    /// The largest count, level or number of days accepted.
    static let maximumNumber = 1_000_000

    init(line: Tokenizer.Line, context: ParseContext) {
        self.tokens = line.tokens
        self.end = line.end
        self.context = context
    }

    // MARK: Words

    /// Every word of the line, as written (unquoted).
    var words: [String] { tokens.map(\.text) }

    /// The next word, if any, without taking it.
    var peek: Tokenizer.Token? { index < tokens.count ? tokens[index] : nil }

    /// Takes the next word; `expected` names it in the error when the line has ended. Every
    /// message is made only when it is thrown: a run of every scenario spent a quarter of its
    /// time spelling out messages no line needed.
    mutating func next(expecting expected: @autoclosure () -> String) throws(LineError) -> Tokenizer.Token {
        guard let token = peek else { throw .at(end, "expected \(expected())") }
        index += 1
        return token
    }

    /// Takes the next word if it is `word`.
    mutating func take(_ word: String) -> Bool {
        guard peek?.text == word else { return false }
        index += 1
        return true
    }

    /// Requires the next word to be exactly `word`.
    mutating func expect(_ word: String) throws(LineError) {
        let token = try next(expecting: "'\(word)'")
        guard token.text == word else { throw .at(token.column, "expected '\(word)', found \(Self.quote(token))") }
    }

    /// Requires the line to have ended.
    func finish() throws(LineError) {
        guard let token = peek else { return }
        throw .at(token.column, "unexpected \(Self.quote(token)) after the command")
    }

    /// Any non-empty word: a name, a group, a reason.
    mutating func word(_ expected: @autoclosure () -> String) throws(LineError) -> String {
        try wordToken(expected()).text
    }

    /// Any non-empty word, with its column.
    mutating func wordToken(_ expected: @autoclosure () -> String) throws(LineError) -> Tokenizer.Token {
        let token = try next(expecting: expected())
        guard !token.text.isEmpty else { throw .at(token.column, "expected \(expected()), found ''") }
        return token
    }

    // MARK: Choices

    /// One of the words of `choices`.
    mutating func choice<Choice: CaseIterable & RawRepresentable<String>>(_ choices: Choice.Type) throws(LineError) -> Choice {
        try choice(choices) { Choice(rawValue: $0) }
    }

    /// One of the words of `choices`, looked up in `table` (`WordTable(cases:)`): for a set read
    /// on many lines.
    mutating func choice<Choice: CaseIterable & RawRepresentable<String>>(_ choices: Choice.Type,
                                                                         in table: WordTable<Choice>) throws(LineError) -> Choice {
        try choice(choices) { table[$0] }
    }

    /// One of the words of `choices`, as `find` reads the word.
    private mutating func choice<Choice: CaseIterable & RawRepresentable<String>>(_ choices: Choice.Type,
                                                                                 _ find: (String) -> Choice?) throws(LineError) -> Choice {
        let token = try next(expecting: Self.list(choices.allCases.map(\.rawValue)))
        if let choice = find(token.text) { return choice }
        let names = choices.allCases.map(\.rawValue)
        throw .at(token.column, "expected \(Self.list(names)), found \(Self.quote(token))\(Self.suggestion(for: token.text, among: names))")
    }

    /// `on` or `off`.
    mutating func onOff() throws(LineError) -> Bool {
        try choice(Vocabulary.Switch.self) == .on
    }

    /// A name from an open-ended or long set (client faults, quirks, time zones …), which the
    /// messages call a `noun`; `hint` says what is accepted, e.g. `one of a, b, c`.
    mutating func named<Value>(_ noun: String, hint: @autoclosure () -> String, names: @autoclosure () -> [String],
                               _ value: (String) -> Value?) throws(LineError) -> Value {
        let token = try next(expecting: "\(Self.article(noun)) \(noun), \(hint())")
        if let found = value(token.text) { return found }
        let suggestion = Self.suggestion(for: token.text, among: names())
        throw .at(token.column, "unknown \(noun) \(Self.quote(token))" + (suggestion.isEmpty ? "; expected \(hint())" : suggestion))
    }

    /// A name from a closed set whose raw values are the names.
    mutating func named<Value: CaseIterable & RawRepresentable<String>>(_ noun: String, _ type: Value.Type) throws(LineError) -> Value {
        try named(noun, hint: "one of \(type.allCases.map(\.rawValue).joined(separator: ", "))",
                  names: type.allCases.map(\.rawValue)) { Value(rawValue: $0) }
    }

    // MARK: Numbers and time

    /// A whole number of at least `minimum`, written in ASCII digits; `noun` names it in messages.
    mutating func number(atLeast minimum: Int, noun: String) throws(LineError) -> Int {
        func expected() -> String { "\(Self.article(noun)) \(noun) of at least \(minimum)" }
        let token = try next(expecting: expected())
        guard Self.isDigits(token.text) else { throw .at(token.column, "expected \(expected()), found \(Self.quote(token))") }
        guard let value = Int(token.text), value <= Self.maximumNumber else {
            throw .at(token.column, "\(noun) is too large (at most \(Self.maximumNumber))")
        }
        guard value >= minimum else { throw .at(token.column, "expected \(expected()), found \(Self.quote(token))") }
        return value
    }

    /// A duration such as `90s`, `14d` or `1d12h`, longer than zero (every unsigned duration in
    /// the language is a length: an advance, an evaluation, a grace period).
    mutating func duration() throws(LineError) -> TimeSpan {
        let token = try next(expecting: Self.durationExpected)
        let span = try Self.duration(Substring(token.text), token: token)
        guard span.seconds > 0 else { throw .at(token.column, "expected a duration longer than 0s, found \(Self.quote(token))") }
        return span
    }

    /// `+DURATION` or `-DURATION`: the sign is required.
    mutating func signedDuration() throws(LineError) -> TimeSpan {
        let expected = "a signed duration such as +2d or -1h"
        let token = try next(expecting: expected)
        guard let sign = token.text.first, sign == "+" || sign == "-" else {
            throw .at(token.column, "expected \(expected), found \(Self.quote(token))")
        }
        let span = try Self.duration(token.text.dropFirst(), token: token)
        return sign == "-" ? TimeSpan(seconds: -span.seconds) : span
    }

    private static let durationExpected = "a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h"

    private static func duration(_ text: Substring, token: Tokenizer.Token) throws(LineError) -> TimeSpan {
        switch TimeSpan.parse(text) {
        case .success(let span):
            return span
        case .failure(.tooLong):
            throw .at(token.column, DurationError.tooLong.description)
        case .failure:
            throw .at(token.column, "expected \(durationExpected), found \(quote(token))")
        }
    }

    // MARK: Products and transactions

    /// What a product named in a command must be.
    enum ProductRequirement {
        case consumable, autoRenewable, nonRenewing

        var description: String {
            switch self {
            case .consumable: return "a consumable"
            case .autoRenewable: return "an auto-renewable subscription"
            case .nonRenewing: return "a non-renewing subscription"
            }
        }

        func isMet(by kind: ProductKind) -> Bool {
            switch self {
            case .consumable: return kind == .consumable
            case .autoRenewable: return kind.isAutoRenewable
            case .nonRenewing: return kind.isNonRenewing
            }
        }
    }

    /// The id of a product earlier lines defined, of the required kind if any.
    mutating func productID(_ requirement: ProductRequirement? = nil) throws(LineError) -> String {
        let token = try next(expecting: "a product id")
        // The product looked at in place: `catalogue[id]` copies the whole product.
        guard let position = context.catalogue.position(of: token.text) else {
            let suggestion = Self.suggestion(for: token.text, among: context.catalogue.products.map(\.id))
            throw .at(token.column, "unknown product \(Self.quote(token))"
                + (suggestion.isEmpty ? "; expected a product defined earlier by 'product', 'trial' or 'storekit'" : suggestion))
        }
        try Self.check(context.catalogue.products[position].kind, meets: requirement, token: token)
        return context.catalogue.products[position].id
    }

    /// The id for a product being defined: ASCII letters, digits, `.`, `_` and `-`, and not `last`.
    mutating func newProductID() throws(LineError) -> Tokenizer.Token {
        let expected = "a product id of letters, digits, '.', '_' and '-'"
        let token = try next(expecting: expected)
        guard Self.isProductID(token.text) else { throw .at(token.column, "expected \(expected), found \(Self.quote(token))") }
        guard token.text != Vocabulary.last else {
            throw .at(token.column, "expected a product id other than 'last', which names the latest transaction")
        }
        return token
    }

    /// Whether `text` is a product id: not empty, of ASCII letters and digits, '.', '_' and '-'.
    /// By UTF-8 byte, read in place (every allowed character is one byte): by Unicode scalar
    /// cost about 400 instructions an id.
    static func isProductID(_ text: String) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty
            && (bytes.withContiguousStorageIfAvailable { $0.allSatisfy(isProductIDByte) } ?? bytes.allSatisfy(isProductIDByte))
    }

    /// Whether `byte` may be in a product id.
    private static func isProductIDByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// `#N` (N ≥ 1), `last`, or the id of a product earlier lines defined (its latest transaction).
    mutating func transaction(_ requirement: ProductRequirement? = nil) throws(LineError) -> TransactionReference {
        let expected = "a transaction (#N, last or a product id)"
        let token = try next(expecting: expected)
        if token.text == Vocabulary.last { return .last }
        if let position = context.catalogue.position(of: token.text) {
            try Self.check(context.catalogue.products[position].kind, meets: requirement, token: token)
            return .product(context.catalogue.products[position].id)
        }
        if let number = Self.transactionNumber(token.text) { return .id(TransactionID(number)) }
        if token.text.hasPrefix("#") { throw .at(token.column, "expected \(expected), found \(Self.quote(token))") }
        throw .at(token.column, "expected \(expected), found \(Self.quote(token))"
            + Self.suggestion(for: token.text, among: context.catalogue.products.map(\.id)))
    }

    /// N when `text` is `#N`, N ≥ 1 in ASCII digits and within `Int`; nil for anything else.
    /// Read from the UTF-8 bytes: `hasPrefix`, `dropFirst`, a scalar check and `Int(_:)` on the
    /// rest cost about 1,000 instructions a reference (`TransactionNumberTests` compares them).
    static func transactionNumber(_ text: String) -> Int? {
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return nil }
        var number = 0, digits = 0
        while let byte = bytes.next() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (tens, tensOverflow) = number.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !tensOverflow, !sumOverflow else { return nil }
            number = sum
            digits += 1
        }
        return digits > 0 && number >= 1 ? number : nil
    }

    private static func check(_ kind: ProductKind, meets requirement: ProductRequirement?,
                              token: Tokenizer.Token) throws(LineError) {
        guard let requirement, !requirement.isMet(by: kind) else { return }
        throw .at(token.column, "expected \(requirement.description), found \(quote(token)) (\(kind.label))")
    }

    // MARK: Message parts

    /// A word as messages show it: in single quotes, shortened when very long.
    static func quote(_ token: Tokenizer.Token) -> String {
        let scalars = token.text.unicodeScalars
        guard scalars.count > 60 else { return "'\(token.text)'" }
        return "'\(String(String.UnicodeScalarView(scalars.prefix(57))))...'"
    }

    /// `; did you mean 'x'?` when a candidate is close to `word`, else nothing.
    static func suggestion(for word: String, among candidates: [String]) -> String {
        // Edit distance is quadratic: long words are not typos of short names.
        guard word.count <= 100, let closest = EditDistance.closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(closest)'?"
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last else { return "" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }

    static func isDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    private static func article(_ noun: String) -> String {
        guard let first = noun.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
