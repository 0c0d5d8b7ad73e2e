/// How an entitlements read (`Transaction.currentEntitlements`) answered.
public enum EntitlementsAnswer: Sendable {
    /// The listing: the transactions as the store has them now, or, offline, the device's copy of
    /// them from its last online read (`fromDeviceCopy`).
    case listed([StoreTransaction], fromDeviceCopy: Bool)
    /// The read's task was cancelled. With the store quirk `cancelled-read-empty` the sequence
    /// simply ends with nothing (`answeredNothing`); otherwise it throws.
    case cancelled(answeredNothing: Bool)
    /// The read failed; with `answeredNothing`, as an empty listing rather than a thrown error.
    case failed(StoreError, answeredNothing: Bool)
    /// Offline on a device that has never reached the store: no answer at all.
    case unreachable
}
