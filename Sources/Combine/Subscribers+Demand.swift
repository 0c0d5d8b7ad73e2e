extension Subscribers {
    /// How many values a subscriber asks for: a count, or `.unlimited`. Arithmetic saturates:
    /// anything added to `.unlimited` stays unlimited, and a count never goes below zero.
    public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The count, `Int.max` for unlimited.
        private let count: Int

        private init(count: Int) {
            self.count = Swift.max(0, count)
        }

        public static let unlimited = Demand(count: .max)
        public static let none = Demand(count: 0)

        public static func max(_ value: Int) -> Demand {
            Demand(count: value)
        }

        /// The count, nil when unlimited.
        public var max: Int? { count == .max ? nil : count }

        public var description: String { count == .max ? "unlimited" : "max(\(count))" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            lhs + rhs.count
        }

        /// `rhs` may be negative: the count moves by it, never below zero.
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard lhs != .unlimited else { return .unlimited }
            let (sum, overflow) = lhs.count.addingReportingOverflow(rhs)
            return overflow ? (rhs > 0 ? .unlimited : .none) : Demand(count: sum)
        }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            rhs == .unlimited ? (lhs == .unlimited ? .unlimited : .none) : lhs - rhs.count
        }

        /// `rhs` may be negative: the count moves by it, never below zero.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard rhs != .min else { return lhs + Int.max }
            return lhs + -rhs
        }

        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            lhs.count < rhs.count
        }

        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs.count == rhs
        }

        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs.count > rhs
        }

        public static func < (lhs: Demand, rhs: Int) -> Bool {
            lhs.count < rhs
        }
    }
}
