import Foundation
import StoreCore

/// The app's own evaluation, by its own design whatever the scenario's policy says about when it
/// starts and where it is kept: started at first launch, its start kept in the keychain (which a
/// reinstall keeps) and the preferences, the earliest date winning. The app asks to be woken when
/// it ends, so that the screen changes then.
extension ScratchClient {
    static let evaluationStartKey = "evaluationStart"

    mutating func loadEvaluation(_ context: ClientContext) -> [ClientAction] {
        guard let policy = context.configuration.evaluation else { return [] }
        let keychain = context.storage.keychain[Self.evaluationStartKey]?.date
        let preferences = context.storage.preferences[Self.evaluationStartKey]?.date
        let stored = makes(.evaluationInPreferencesOnly) ? preferences : [keychain, preferences].compactMap { $0 }.min()
        let start = stored ?? context.now
        evaluationStart = start
        let value = StoredValue.date(start)
        var actions: [ClientAction] = []
        if !makes(.evaluationInPreferencesOnly) { actions.append(.writeKeychain(key: Self.evaluationStartKey, value: value)) }
        actions.append(.writePreferences(key: Self.evaluationStartKey, value: value))
        actions.append(.wakeMe(at: policy.end(startedAt: start, timeZone: context.timeZone)))
        return actions
    }
}
