import PurchasePort

extension EventFact: LogFact {
    package var sentence: String { EventWording.sentence(self) }
}

extension LogLine {
    /// A line of the reference client's, kept as its fact.
    init(_ fact: EventFact) { self.init(fact: fact) }

    /// The line as the event log keeps it.
    var fact: EventFact {
        switch content {
        case .text(let text): return .clientSaid(text)
        case .fact(let fact): return fact as? EventFact ?? .clientSaid(fact.sentence)
        }
    }
}
