import Foundation
import Testing
@testable import StoreCore

@Test func demoFlow() {
    var engine = demoEngine()
    engine.mustApply(.launch, .expect(.access(state: "evaluation", days: 14, reason: nil)))
    engine.mustApply(.advance(.days(3)), .expect(.access(state: "evaluation", days: 11, reason: nil)))
    engine.mustApply(.buy(productID: unlockID, outcome: .askToBuy), .expect(.pending(unlockID)))
    engine.mustApply(.approve(.last), .expect(.access(state: "unlocked", days: nil, reason: nil)), .expect(.noPending))
    engine.mustApply(.refund(.last, .other), .expect(.access(state: "evaluation", days: 11, reason: nil)))
    engine.mustApply(.advance(.days(11)), .expect(.access(state: "expired", days: nil, reason: nil)), .expect(.paywall(shown: true)))
    engine.mustApply(.expect(.noViolations))
    print(engine.transcript)
}
