import Foundation

/// What `product.purchase()` returned (`Product.PurchaseResult`), or the error it threw.
public enum PurchaseResult: Sendable {
    /// `.success(VerificationResult<Transaction>)`: the transaction carries its verification;
    /// for an auto-renewable subscription, `subscriptionStatus` is its group's status now.
    case success(StoreTransaction, subscriptionStatus: SubscriptionStatus?)
    /// `.pending`: Ask to Buy. The id is the debugger's, for naming the waiting transaction.
    case pending(transactionID: TransactionID)
    case userCancelled
    /// The purchase threw a StoreKit error.
    case failed(StoreError)
    /// The purchase was interrupted (the user must act elsewhere); it completes through
    /// `Transaction.updates` once resolved.
    case interrupted
    /// A downgrade or crossgrade the store schedules for the next renewal of the group.
    case scheduledForRenewal(at: Date)
}
