import StoreCore

/// Reads scenario lines into commands. One line at a time is the entry point the interactive
/// `:` prompt uses; `Scenario` uses it for whole files.
///
/// A line is a command name and its arguments:
/// - Words are separated by spaces and tabs.
/// - `"a quoted word"` may hold spaces and `#`; inside it `\"` stands for a quote and `\\` for a
///   backslash. A quote may only open a word, and a closing quote must end it. A quoted word
///   means the same as the word unquoted.
/// - A comment runs from a `#` that starts a word (at the start of the line or after a space or
///   tab) to the end of the line, unless an ASCII digit follows the `#`: `# note`, `#note` and a
///   lone `#` begin comments, while `#3` is a word (transaction 3). A `#` inside a word or inside
///   quotes is text.
/// - Control characters (a tab inside quotes included) are refused outside comments, and so are
///   lines longer than 4096 Unicode scalars.
/// - Columns count Unicode scalars from 1.
package enum CommandParser {
    /// Parses one line: `nil` for a blank or comment-only line, else the command or the
    /// diagnostics saying what was expected. Diagnostics are placed on line 1 of `context.path`.
    /// The context is not changed: `record(_:)` the command into it when it is accepted.
    package static func parse(line: String, context: ParseContext) -> Result<Command?, ScenarioDiagnostics> {
        step(line: line, number: 1, context: context).map { $0?.command }
    }

    /// Parses line `number` of a scenario into a step.
    static func step(line: String, number: Int, context: ParseContext) -> Result<Scenario.Step?, ScenarioDiagnostics> {
        step(utf8: Array(line.utf8)[...], number: number, context: context)
    }

    /// Parses line `number` of a scenario, given as its UTF-8 bytes (well-formed), into a step.
    static func step(utf8 line: ArraySlice<UInt8>, number: Int, context: ParseContext) -> Result<Scenario.Step?, ScenarioDiagnostics> {
        do throws(LineError) {
            let tokenized = try Tokenizer.tokenize(line)
            guard let first = tokenized.tokens.first else { return .success(nil) }
            var reader = LineReader(line: tokenized, context: context)
            let command = try reader.command()
            return .success(Scenario.Step(line: number, column: first.column, text: tokenized.text, command: command))
        } catch {
            return .failure(ScenarioDiagnostics(error.diagnostics(path: context.path, line: number)))
        }
    }
}

extension LineReader {
    /// A whole command: its name, then what that command takes.
    mutating func command() throws(LineError) -> Command {
        let token = try next(expecting: "a command")
        guard let name = Vocabulary.CommandName(rawValue: token.text) else {
            let names = Vocabulary.CommandName.allCases.map(\.rawValue)
            throw .at(token.column, "expected a command, found \(Self.quote(token))\(Self.suggestion(for: token.text, among: names))")
        }
        let command: Command
        switch name {
        case .product: command = try productCommand()
        case .storekit: command = try storeKitCommand()
        case .evaluation: command = try evaluationCommand()
        case .trial: command = try trialCommand()
        case .nonrenewing: command = try nonRenewingCommand()
        case .clock: command = try clockCommand()
        case .client: command = try clientCommand()
        case .quirk: command = .quirk(try named("quirk", Quirk.self), on: try onOff())
        case .device: command = .device(try word("a device name"))
        case .account: command = .account(try word("an account name"))
        case .timezone: command = try timeZoneCommand()
        case .fail: command = try failCommand()
        case .offer: command = try offerCommand()
        case .redeemCode: command = try redeemCodeCommand()
        case .launch: command = .launch
        case .quit: command = .quit
        case .relaunch: command = .relaunch
        case .reinstall: command = .reinstall
        case .useFeature: command = .useFeature
        case .online: command = .online
        case .offline: command = .offline
        case .products: command = .products(try choice(ProductsOutcome.self))
        case .restore: command = .restore
        case .refresh: command = .refresh(cancelled: take(Vocabulary.cancelled))
        case .consume: command = .consume(productID: try productID(.consumable), units: try number(atLeast: 1, noun: "count"))
        case .buy: command = try buyCommand()
        case .buyElsewhere: command = .buyElsewhere(productID: try productID())
        case .approve: command = .approve(try transaction())
        case .decline: command = .decline(try transaction())
        case .refund: command = try refundCommand()
        case .revoke: command = .revoke(try transaction())
        case .expire: command = .expire(try transaction())
        case .renew: command = .renew(try transaction(.autoRenewable))
        case .billingIssue:
            command = .billingIssue(try transaction(.autoRenewable), grace: take(Vocabulary.grace) ? try duration() : nil)
        case .resolve: command = .resolve(try transaction())
        case .delete: command = .delete(try transaction())
        case .familyShare: command = .familyShare(productID: try productID())
        case .familyStop: command = .familyStop(productID: try productID())
        case .autoRenew: command = .autoRenew(try transaction(.autoRenewable), on: try onOff())
        case .priceIncrease: command = try priceIncreaseCommand()
        case .priceConsent:
            command = .priceConsent(try transaction(.autoRenewable), agree: try choice(Vocabulary.ConsentAnswer.self) == .agree)
        case .advance: command = .advance(try duration())
        case .deviceClock: command = .deviceClock(try signedDuration())
        case .storefront: command = try storefrontCommand()
        case .appTransaction: command = try appTransactionCommand()
        case .sheet: command = try sheetCommand()
        case .promote: command = .promote(productID: try productID())
        case .tap: command = .tap(control: try word("the name of a control of the app (manage-subscription)"))
        case .expect: command = .expect(try expectation())
        }
        try finish()
        return command
    }
}
