import Foundation

/// What the app can see of its device whenever it runs: the device's clock and time zone, its
/// network path, and its durable storage (read synchronously, as an app reads the keychain and
/// `UserDefaults`; written only through actions).
public struct ClientContext: Sendable {
    /// The device's wall clock (which may be off true time).
    public let now: Date
    /// The device's time zone; UTC without a Foundation `TimeZone` until `timeZone` is read.
    public let clockZone: ClockZone
    public var timeZone: TimeZone { clockZone.timeZone }
    public let isOnline: Bool
    public let storage: DeviceStorage
    /// The app's build: the products it sells and its own evaluation, if it has one.
    public let configuration: AppConfiguration
    /// The storefront of the device's account (`storefront CODE`): StoreKit's `Storefront.current`.
    public var storefront: StorefrontState { storeSide.storefront }
    /// The account's download of the app (`AppTransaction.shared`); nil where the world has none.
    public var appPurchase: AppPurchase? { storeSide.appPurchase }
    /// The storefront and the app's download, in a box the contexts of a world share.
    private let storeSide: StoreSide
    /// The store's sheet over the app (a call to `AppStore.showManageSubscriptions` …), with the
    /// customer's answer once given: the app's call returns it at the input that carries it.
    public let sheet: PresentedSheet?
    /// A product the App Store promotes and the customer tapped on its page (`promote ID`),
    /// for the one input that carries it: StoreKit's `PurchaseIntent`.
    public let promotion: String?
    /// A control of the app's own the user taps (`tap CONTROL`: "manage-subscription"), for the
    /// one input that carries it.
    public let tappedControl: String?
    /// The device's name in the session (`phone`, `tablet`): what tells the account's devices
    /// apart (StoreKit's `AppStore.deviceVerificationID` is made from it).
    public let deviceName: String

    public init(now: Date, timeZone: TimeZone, isOnline: Bool, storage: DeviceStorage, configuration: AppConfiguration,
                storefront: StorefrontState = StorefrontState(countryCode: "USA", localeIdentifier: "en_US"),
                appPurchase: AppPurchase? = nil, sheet: PresentedSheet? = nil, promotion: String? = nil,
                tappedControl: String? = nil, deviceName: String = "phone") {
        self.init(now: now, clockZone: ClockZone(timeZone), isOnline: isOnline, storage: storage, configuration: configuration,
                  storeSide: StoreSide(storefront: storefront, appPurchase: appPurchase), sheet: sheet, promotion: promotion,
                  tappedControl: tappedControl, deviceName: deviceName)
    }

    package init(now: Date, clockZone: ClockZone, isOnline: Bool, storage: DeviceStorage, configuration: AppConfiguration,
                 storeSide: StoreSide, sheet: PresentedSheet?, promotion: String?, tappedControl: String?, deviceName: String) {
        self.now = now
        self.clockZone = clockZone
        self.isOnline = isOnline
        self.storage = storage
        self.configuration = configuration
        self.storeSide = storeSide
        self.sheet = sheet
        self.promotion = promotion
        self.tappedControl = tappedControl
        self.deviceName = deviceName
    }

    /// The storefront and the account's download of the app, made once and shared by the
    /// contexts handed to the apps until either changes: copied into every context, their four
    /// strings cost more than the rest of it.
    package final class StoreSide: Sendable {
        let storefront: StorefrontState
        let appPurchase: AppPurchase?

        package init(storefront: StorefrontState, appPurchase: AppPurchase?) {
            self.storefront = storefront
            self.appPurchase = appPurchase
        }
    }
}
