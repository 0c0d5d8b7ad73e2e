/// Whether the run loop goes on after an event.
package enum Flow: Hashable, Sendable {
    case `continue`
    case quit
    /// Go on, and the event changed nothing on screen: no frame is drawn for it.
    case unchanged
}
