import Foundation

extension NotificationCenter {
    /// Combine's `NotificationCenter.Publisher`: each notification of a name (and, if given, of
    /// an object) posted while subscribed, to a subscriber asking for one.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let conduit = SubjectConduit<Notification, Never>(AnySubscriber(subscriber), waiting: nil, keepsNewest: false)
            let observer = ObserverToken(center.addObserver(forName: name, object: object, queue: nil) { [weak conduit] in
                conduit?.offer($0)
            })
            let center = center
            conduit.setOnCancel { center.removeObserver(observer.token) }
            subscriber.receive(subscription: conduit)
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// The observer a subscription registered, handed to the closure that removes it.
private struct ObserverToken: @unchecked Sendable {
    let token: NSObjectProtocol

    init(_ token: NSObjectProtocol) {
        self.token = token
    }
}
