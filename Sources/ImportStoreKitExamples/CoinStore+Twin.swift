import StoreKit

/// The simulated device's preferences as the coin store's bank: a reinstall wipes them.
struct TwinCoinBank: CoinBank {
    func integer(forKey key: String) -> Int { TwinDefaults.standard.object(forKey: key) as? Int ?? 0 }
    func string(forKey key: String) -> String? { TwinDefaults.standard.object(forKey: key) as? String }
    func set(_ value: Int, forKey key: String) { TwinDefaults.standard.set(value, forKey: key) }
    func set(_ value: String, forKey key: String) { TwinDefaults.standard.set(value, forKey: key) }
}

/// The coin store under storedbg: it shows its balance, which the twin turns into credits.
extension CoinStore: TwinApp {
    public convenience init() {
        self.init(bank: TwinCoinBank())
    }

    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async {
        guard productID == Self.coinID else { return }
        await buy()
    }

    public func restorePurchases() async {}

    public func consume(_ productID: String, units: Int) {
        guard productID == Self.coinID else { return }
        spend(units)
    }

    public var twinReport: TwinAppReport {
        TwinAppReport(access: .notStarted, reason: "\(balance) coin\(balance == 1 ? "" : "s")", paywallShown: false,
                      knowsOwnership: true, consumableBalances: [Self.coinID: balance],
                      alert: notice.map { UserMessage(.purchased, $0) })
    }
}

/// The coin store with a recovery sweep that runs before a purchase is finished and credits
/// again what it finds: the monitor names it `consumable-double-credit`.
@MainActor
public final class DoubleCreditCoinStore: TwinApp {
    private let store = CoinStore(bank: TwinCoinBank(), sweepsBeforeFinishing: true)

    public init() {}

    public func appDidLaunch() async { await store.appDidLaunch() }
    public func buy(_ productID: String) async { await store.buy(productID) }
    public func restorePurchases() async {}
    public func consume(_ productID: String, units: Int) { store.consume(productID, units: units) }
    public var twinReport: TwinAppReport { store.twinReport }
}
