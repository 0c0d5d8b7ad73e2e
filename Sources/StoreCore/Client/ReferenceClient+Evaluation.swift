import Foundation
import PurchasePort

/// The app-defined evaluation (seed 000): its start kept in the keychain and preferences, the
/// earliest date winning.
extension ReferenceClient {
    static let evaluationStartKey = "evaluationStart"

    mutating func loadEvaluation(_ context: ClientContext, _ actions: inout [ClientAction]) {
        guard let evaluation = context.configuration.evaluation else { return }
        let keychain = context.storage.keychain[Self.evaluationStartKey]?.date
        let preferences = context.storage.preferences[Self.evaluationStartKey]?.date
        let stored: Date?
        switch evaluation.storage {
        case .keychainAndPreferences: stored = [keychain, preferences].compactMap { $0 }.min()
        case .preferences: stored = preferences
        case .keychain: stored = keychain
        }
        if let stored {
            writeEvaluationStart(stored, evaluation, &actions)
            evaluationStart = stored
            actions.append(.wakeMe(at: evaluation.end(startedAt: stored, timeZone: context.clockZone)))
        } else if evaluation.start == .firstLaunch {
            startEvaluation(at: context.now, context, &actions)
        }
    }

    mutating func startEvaluation(at start: Date, _ context: ClientContext, _ actions: inout [ClientAction]) {
        guard let evaluation = context.configuration.evaluation else { return }
        writeEvaluationStart(start, evaluation, &actions)
        evaluationStart = start
        let end = evaluation.end(startedAt: start, timeZone: context.clockZone)
        actions.append(.log(LogLine(content: .spelledWhenRead(.evaluationStarted(evaluation, end: end)))))
        actions.append(.wakeMe(at: end))
    }

    private func writeEvaluationStart(_ start: Date, _ evaluation: EvaluationPolicy, _ actions: inout [ClientAction]) {
        let value = StoredValue.date(start)
        switch evaluation.storage {
        case .keychainAndPreferences:
            actions.append(.writeKeychain(key: Self.evaluationStartKey, value: value))
            actions.append(.writePreferences(key: Self.evaluationStartKey, value: value))
        case .preferences:
            actions.append(.writePreferences(key: Self.evaluationStartKey, value: value))
        case .keychain:
            actions.append(.writeKeychain(key: Self.evaluationStartKey, value: value))
        }
    }
}
