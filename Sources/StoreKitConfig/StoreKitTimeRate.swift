/// Xcode's subscription time rates (`SKTestSession.TimeRate`), by the raw value a file's
/// `_timeRate` holds.
///
/// `storeSecondsPerRealSecond` reads each as one clock speed, taking a month as 30 days:
/// - the "N is one day" rates are exact (one hour per day is 24);
/// - "monthly renewal every N" is 30 days per N (every hour is 720), which is why Apple's
///   replacements of the old rates match them exactly (one second per day = monthly renewal
///   every 30 seconds = 86,400);
/// - "one renewal every N" renews every subscription every N whatever its period; one clock
///   speed can only be exact for one period, so these are read as a monthly renewal every N
///   (one renewal every minute is 43,200). Weekly and yearly subscriptions renew slower or faster
///   than Xcode would renew them.
package enum StoreKitTimeRate: Int, CaseIterable, Hashable, Sendable {
    case realTime = 0
    case oneHourIsOneDay = 1
    case thirtyMinutesIsOneDay = 2
    case fiveMinutesIsOneDay = 3
    case oneMinuteIsOneDay = 4
    case thirtySecondsIsOneDay = 5
    case oneSecondIsOneDay = 6
    case monthlyRenewalEveryHour = 10
    case monthlyRenewalEveryThirtyMinutes = 11
    case monthlyRenewalEveryFifteenMinutes = 12
    case monthlyRenewalEveryFiveMinutes = 13
    case monthlyRenewalEveryThirtySeconds = 15
    case oneRenewalEveryFifteenMinutes = 1000
    case oneRenewalEveryFiveMinutes = 1001
    case oneRenewalEveryMinute = 1002
    case oneRenewalEveryThirtySeconds = 1003
    case oneRenewalEveryTenSeconds = 1004
    case oneRenewalEveryTwoSeconds = 1005

    /// Seconds of store time that pass in one second of real time.
    package var storeSecondsPerRealSecond: Double {
        let day = 86_400.0
        let month = 30 * day
        switch self {
        case .realTime: return 1
        case .oneHourIsOneDay: return day / 3_600
        case .thirtyMinutesIsOneDay: return day / 1_800
        case .fiveMinutesIsOneDay: return day / 300
        case .oneMinuteIsOneDay: return day / 60
        case .thirtySecondsIsOneDay: return day / 30
        case .oneSecondIsOneDay: return day
        case .monthlyRenewalEveryHour: return month / 3_600
        case .monthlyRenewalEveryThirtyMinutes: return month / 1_800
        case .monthlyRenewalEveryFifteenMinutes, .oneRenewalEveryFifteenMinutes: return month / 900
        case .monthlyRenewalEveryFiveMinutes, .oneRenewalEveryFiveMinutes: return month / 300
        case .oneRenewalEveryMinute: return month / 60
        case .monthlyRenewalEveryThirtySeconds, .oneRenewalEveryThirtySeconds: return month / 30
        case .oneRenewalEveryTenSeconds: return month / 10
        case .oneRenewalEveryTwoSeconds: return month / 2
        }
    }
}
