import PurchasePort

/// One invariant of the monitor, checked at the end of every step over what the step did (its
/// trace) and the world it left. A check judges the running apps the step touched (`apps`),
/// or the port's facts of the step (`step`) — never the whole ledger. Each invariant has a
/// check of its own, in `Checks/`, listed in `Invariant.check`.
protocol InvariantCheck: Sendable {
    /// What the check judges.
    static var scope: InvariantScope { get }

    /// Judges one running app the step touched, from what it reports at the step's end.
    mutating func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding])

    /// Judges what the apps did during the step.
    mutating func judge(step world: World, after trace: Trace, _ findings: inout [Finding])
}

extension InvariantCheck {
    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {}
    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {}
}

/// What an invariant check judges.
enum InvariantScope: Sendable {
    /// Each running app the step touched (`JudgedApp`), device by device.
    case apps
    /// The step's port facts (what was handed, finished, credited, told cancelled), once, after
    /// a step that recorded any: a step check holds nothing between steps.
    case step
}

/// A breach a check found, and where it is reported among the step's breaches.
struct Finding: Sendable {
    let invariant: Invariant
    let device: DeviceIndex
    let detail: String
    let order: Order

    /// A step's breaches are reported in the order of their stage, then of their positions:
    /// what each app shows (device by device, by the transaction it rests on), the finishes,
    /// the handovers and what the apps told the user (each in the order it happened), evaluation
    /// restarts, consumable credits, and what failures took away. Breaches that tie are
    /// reported in the order of `Invariant.allCases`.
    struct Order: Comparable, Sendable {
        enum Stage: Int, Sendable {
            case shown, finished, handed, told, evaluation, credited, lost
        }

        let stage: Stage
        let first: Int
        let second: Int
        let third: Int

        init(_ stage: Stage, _ first: Int, _ second: Int = 0, _ third: Int = 0) {
            (self.stage, self.first, self.second, self.third) = (stage, first, second, third)
        }

        /// Ordered first by device `d`'s place.
        init(_ stage: Stage, _ d: DeviceIndex, _ second: Int = 0, _ third: Int = 0) {
            self.init(stage, d.position, second, third)
        }

        static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.stage.rawValue, lhs.first, lhs.second, lhs.third) < (rhs.stage.rawValue, rhs.first, rhs.second, rhs.third)
        }
    }
}
