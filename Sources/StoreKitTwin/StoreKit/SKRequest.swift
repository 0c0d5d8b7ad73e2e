import Foundation

/// StoreKit 1's request to the App Store, which tells its delegate how it ended.
open class SKRequest: NSObject, @unchecked Sendable {
    public weak var delegate: (any SKRequestDelegate)?
    private let lock = NSLock()
    private var cancelled = false

    public override init() {}

    /// Sends the request. The base request asks nothing and tells nothing.
    open func start() {}

    /// Cancels the request: its delegate is told nothing more.
    open func cancel() {
        lock.withLock { cancelled = true }
    }

    /// The delegate to tell, unless the request was cancelled.
    var delegateToTell: (any SKRequestDelegate)? {
        lock.withLock { cancelled } ? nil : delegate
    }

    /// Tells the delegate how the request ended, unless it was cancelled: `error` nil is
    /// `requestDidFinish(_:)`.
    func end(with error: (any Error)?) {
        guard let delegate = delegateToTell else { return }
        if let error {
            delegate.request(self, didFailWithError: error)
        } else {
            delegate.requestDidFinish(self)
        }
    }
}
