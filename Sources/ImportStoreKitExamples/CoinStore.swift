import Observation
import StoreKit

/// Where the coin balance and the transactions already credited are kept: `UserDefaults` on a
/// device (the twin hands the store the simulated device's preferences instead).
public protocol CoinBank: Sendable {
    func integer(forKey key: String) -> Int
    func string(forKey key: String) -> String?
    func set(_ value: Int, forKey key: String)
    func set(_ value: String, forKey key: String)
}

/// A consumable balance, as games and AI apps keep one: an `@Observable` store on the main actor
/// that credits each verified coin purchase once (remembering the transactions credited), then
/// finishes it; at launch it credits what was bought and not finished (`Transaction.unfinished`),
/// and the user spends coins. `DoubleCreditCoinStore` has the classic bug.
@MainActor
@Observable
public final class CoinStore {
    nonisolated public static let coinID = "com.example.app.coin"
    static let balanceKey = "coins"
    static let creditedKey = "coins.credited"

    public private(set) var balance: Int
    public private(set) var product: Product?
    /// What the store tells the user.
    public private(set) var notice: String?
    @ObservationIgnored private let bank: any CoinBank
    /// Each purchase's coins are credited once: the transactions credited so far.
    @ObservationIgnored private var credited: Set<UInt64>
    /// The bug of `DoubleCreditCoinStore`: after a purchase, it sweeps `Transaction.unfinished`
    /// for lost purchases before finishing, and credits what it finds without asking whether it
    /// already did.
    @ObservationIgnored private let sweepsBeforeFinishing: Bool
    @ObservationIgnored private var updates: Task<Void, Never>?

    public init(bank: any CoinBank, sweepsBeforeFinishing: Bool = false) {
        self.bank = bank
        self.sweepsBeforeFinishing = sweepsBeforeFinishing
        balance = bank.integer(forKey: Self.balanceKey)
        credited = Set((bank.string(forKey: Self.creditedKey) ?? "").split(separator: ",").compactMap { UInt64($0) })
        updates = Task { [weak self] in
            for await result in StoreKit.Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await self?.deliver(transaction)
            }
        }
    }

    /// The launch path: what was bought and not finished, then the product.
    public func prepare() async {
        await creditUnfinished(skippingCredited: true)
        product = try? await Product.products(for: [Self.coinID]).first
    }

    public func buy() async {
        if product == nil { product = try? await Product.products(for: [Self.coinID]).first }
        guard let product, let result = try? await product.purchase() else {
            notice = "The App Store is unavailable. Try again later."
            return
        }
        guard case .success(.verified(let transaction)) = result else { return }
        credit(transaction)
        if sweepsBeforeFinishing { await creditUnfinished(skippingCredited: false) }
        await transaction.finish()
        notice = "\(transaction.purchasedQuantity) coin\(transaction.purchasedQuantity == 1 ? "" : "s") added"
    }

    /// Spends `coins` if the balance holds them.
    public func spend(_ coins: Int) {
        guard coins <= balance else { return }
        balance -= coins
        bank.set(balance, forKey: Self.balanceKey)
    }

    private func deliver(_ transaction: StoreKit.Transaction) async {
        guard transaction.productID == Self.coinID else { return }
        if transaction.revocationDate == nil {
            credit(transaction)
        } else if credited.contains(transaction.id) {
            // Refunded: take back what is left of it.
            balance = max(0, balance - transaction.purchasedQuantity)
            bank.set(balance, forKey: Self.balanceKey)
        }
        await transaction.finish()
    }

    private func creditUnfinished(skippingCredited: Bool) async {
        for await result in StoreKit.Transaction.unfinished {
            guard case .verified(let transaction) = result, transaction.productID == Self.coinID else { continue }
            if skippingCredited {
                credit(transaction)
                await transaction.finish()
            } else {
                add(transaction)
            }
        }
    }

    /// Credits `transaction` unless it was credited already.
    private func credit(_ transaction: StoreKit.Transaction) {
        guard !credited.contains(transaction.id) else { return }
        add(transaction)
    }

    private func add(_ transaction: StoreKit.Transaction) {
        credited.insert(transaction.id)
        balance += transaction.purchasedQuantity
        bank.set(balance, forKey: Self.balanceKey)
        bank.set(credited.sorted().map(String.init).joined(separator: ","), forKey: Self.creditedKey)
    }
}
