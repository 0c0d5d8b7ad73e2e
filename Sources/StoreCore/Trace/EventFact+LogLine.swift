import PurchasePort

extension LogLine {
    /// A line of the reference client's, kept as its fact when it is one the port keeps.
    init(_ fact: EventFact) {
        switch fact {
        case .credited(let id, let product, let units, let balance, let delivery):
            self.init(content: .credited(transaction: id, product: product, units: units, balance: balance, via: delivery))
        case .subscriptionDelivered(let id, let product, let until, let delivery):
            self.init(content: .subscriptionDelivered(transaction: id, product: product, until: until, via: delivery))
        case .clientWrote(let line):
            self.init(content: .spelledWhenRead(line))
        default:
            self.init(EventWording.sentence(fact))
        }
    }

    /// The line as the event log keeps it.
    var fact: EventFact {
        switch content {
        case .text(let text): return .clientSaid(text)
        case .credited(let id, let product, let units, let balance, let delivery):
            return .credited(transaction: id, product: product, units: units, balance: balance, via: delivery)
        case .subscriptionDelivered(let id, let product, let until, let delivery):
            return .subscriptionDelivered(transaction: id, product: product, until: until, via: delivery)
        case .spelledWhenRead(let line):
            return .clientWrote(line)
        }
    }
}
