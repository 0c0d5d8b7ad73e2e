import Foundation

/// The AccessState with why it holds and whether the paywall shows, as the app on one device sees it.
/// Views are equal when their states, reasons (as text) and paywalls are.
public struct AccessView: Hashable, Sendable {
    public let state: AccessState
    /// The reason, or how to spell it out: the reference client derives its view at every step,
    /// and most reasons are never read (a scenario run reads one only for a trace or a failed
    /// expectation), so it spells its reason out only when read.
    private let wording: Wording
    public let paywallShown: Bool

    /// Why, in a few words: "owned via #3", "evaluation: 11 days left, ends 14 Dec 10:00".
    public var reason: String { wording.text }

    public init(state: AccessState, reason: String, paywallShown: Bool) {
        self.state = state
        self.wording = Wording(spelled: .text(reason))
        self.paywallShown = paywallShown
    }

    /// A view whose reason is spelled out by `reason` each time it is read; it must give the
    /// same text each time.
    @usableFromInline package init(state: AccessState, paywallShown: Bool, reason: @escaping @Sendable () -> String) {
        self.state = state
        self.wording = Wording(spelled: .deferred(reason))
        self.paywallShown = paywallShown
    }
}

/// A reason's text, or how to spell it out; equal and hashed as its text. (Its operators are
/// private to this file, out of the way of every `==` the type checker weighs elsewhere.)
private struct Wording: Hashable, Sendable {
    enum Spelled: Sendable {
        case text(String)
        case deferred(@Sendable () -> String)
    }
    let spelled: Spelled

    var text: String {
        switch spelled {
        case .text(let text): return text
        case .deferred(let spell): return spell()
        }
    }

    static func == (lhs: Wording, rhs: Wording) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
