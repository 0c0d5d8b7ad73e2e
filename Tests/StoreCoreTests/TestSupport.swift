import Foundation
import Testing
@testable import StoreCore

let unlockID = "com.example.app.permanentUnlock"

func date(_ text: String) -> Date {
    InstantFormat.parse(text)!
}

/// An engine with the built-in demo's catalogue and a 14-day evaluation, not yet launched.
func demoEngine(_ policy: EvaluationPolicy? = nil, clock: String = "2026-01-01T09:00:00Z") -> Engine {
    var engine = Engine(clock: date(clock))
    engine.mustApply(.product(StoreProduct(id: unlockID, kind: .unlock, price: Price(amount: 7.99, currencyCode: "USD"), familyShareable: true)))
    engine.mustApply(.evaluation(policy ?? EvaluationPolicy(unlockProductID: unlockID)))
    return engine
}

extension Engine {
    /// Applies commands that must be allowed; records an issue otherwise.
    mutating func mustApply(_ commands: Command..., sourceLocation: SourceLocation = #_sourceLocation) {
        for command in commands {
            do {
                let report = try apply(command)
                if let failure = report.failedExpectation {
                    Issue.record("\(command): \(failure)", sourceLocation: sourceLocation)
                }
            } catch {
                Issue.record("\(command) refused: \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The error a command that must be refused gives.
    mutating func refusal(_ command: Command) -> String? {
        do {
            try apply(command)
            return nil
        } catch {
            return error.message
        }
    }

    var transcript: String { events.map(\.transcriptLine).joined(separator: "\n") }
    var violationNames: [String] { violations.map(\.invariant.rawValue) }
}

extension Engine {
    /// The transaction the app on the current device grants `product` from, if it grants it.
    func grantedTransaction(_ product: String) -> TransactionID? {
        report(onDevice: currentDeviceIndex).grants.first { $0.productID == product }?.transactionID
    }
}

extension Event {
    /// What the app shows changed inside a step (`Access now …`).
    var isAccessChange: Bool {
        if case .accessChanged = fact { return true }
        return false
    }
}
