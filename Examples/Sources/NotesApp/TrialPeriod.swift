import Foundation
import PurchasePort

/// Notes' free 7-day trial, counted from the first launch. The start date is kept in the keychain
/// (which survives a reinstall) and in the preferences; the earliest date wins.
enum TrialPeriod {
    static let length: TimeInterval = 7 * 24 * 60 * 60
    /// The key of the start date in the keychain and in the preferences.
    static let startKey = "notes.trialStartedAt"

    /// The start date the app goes by: the earliest one stored, or `now` on a first launch.
    static func resolveStart(keychain: Date?, preferences: Date?, now: Date) -> Date {
        [keychain, preferences].compactMap { $0 }.min() ?? now
    }

    static func end(startedAt start: Date) -> Date { start.addingTimeInterval(length) }

    /// Days left at `now`, rounded up; nil once the trial is over. A clock set back never adds days.
    static func daysLeft(startedAt start: Date, now: Date) -> Int? {
        let remaining = end(startedAt: start).timeIntervalSince(now)
        guard remaining > 0 else { return nil }
        return min(Int((remaining / 86_400).rounded(.up)), Int(length / 86_400))
    }
}
