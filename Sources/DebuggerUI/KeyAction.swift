/// What a key asks the screen to do. The app maps each to an engine command or a screen change;
/// `approve`, `decline`, `refund` and `expire` act on the selected transaction.
package enum KeyAction: String, CaseIterable, Hashable, Sendable {
    case help
    case prompt
    case quit
    case approve
    case decline
    case refund
    case expire
    case advanceDay
    case buy
    case nextStep
    case skipStep
    case undo
    case writeScenario
    /// `w`, with the expectations after each command rather than at the end.
    case writeScenarioInterleaved
    case filter
    case timeline
    case zoomIn
    case zoomOut
    case nextPane
    case previousPane
    case moveUp
    case moveDown
    case pageUp
    case pageDown
    case closeOverlay
    case transactionDetail
    case devices
    case messages
}
