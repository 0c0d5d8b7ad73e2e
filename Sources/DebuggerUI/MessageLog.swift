/// Every message the status line showed, in full and oldest first, so that nothing a user was
/// told is lost when the next message replaces it or the line cuts it. Keeps the newest
/// `capacity`: a live clock says something every second.
package struct MessageLog: Hashable, Sendable {
    package static let capacity = 1_000

    package private(set) var messages: [StatusMessage] = []

    package init() {}

    mutating func append(_ message: StatusMessage) {
        if messages.count == Self.capacity { messages.removeFirst(Self.capacity / 10) }
        messages.append(message)
    }
}
