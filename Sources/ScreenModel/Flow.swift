/// Whether the run loop goes on after an event.
public enum Flow: Hashable, Sendable {
    case `continue`
    case quit
}
