import Foundation

/// What the app can see of its device whenever it runs: the device's clock and time zone, its
/// network path, and its durable storage (read synchronously, as an app reads the keychain and
/// `UserDefaults`; written only through actions).
public struct ClientContext: Sendable {
    /// The device's wall clock (which may be off true time).
    public let now: Date
    public let timeZone: TimeZone
    public let isOnline: Bool
    public let storage: DeviceStorage
    /// The app's build: the products it sells and its own evaluation, if it has one.
    public let configuration: AppConfiguration

    public init(now: Date, timeZone: TimeZone, isOnline: Bool, storage: DeviceStorage, configuration: AppConfiguration) {
        self.now = now
        self.timeZone = timeZone
        self.isOnline = isOnline
        self.storage = storage
        self.configuration = configuration
    }
}
