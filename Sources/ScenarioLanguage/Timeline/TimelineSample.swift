import Foundation
import StoreCore

/// What a timeline needs of the engine after one step and the ledger does not keep: the true
/// time, each device's access and clock, the subscription chains' phases, the purchases
/// waiting for a parent.
struct TimelineSample: Sendable {
    /// One device as it stood.
    struct DeviceState: Equatable, Sendable {
        let name: String
        let access: AccessState
        let clockOffset: TimeSpan
        /// The evaluation start the app reported, on the device's clock.
        let evaluationStart: Date?
        let timeZone: TimeZone
    }

    let time: Date
    let devices: [DeviceState]
    let chains: [SubscriptionChain]
    let pending: Set<Int>

    /// The engine as it stands; the devices are kept as `previous` kept them when they have not
    /// changed, so that a session of a million steps holds one list of them, not a million.
    init(_ engine: Engine, previous: TimelineSample? = nil) {
        time = engine.store.now
        let devices = engine.devices.indices.map { index in
            let report = engine.report(onDevice: index)
            let device = engine.devices[index]
            return DeviceState(name: device.name, access: report.access.state, clockOffset: device.clockOffset,
                               evaluationStart: report.evaluationStart, timeZone: device.timeZone)
        }
        if let previous, previous.devices == devices { self.devices = previous.devices } else { self.devices = devices }
        chains = engine.store.chains
        pending = Set(engine.store.pendingIDs)
    }

    func device(_ name: String) -> DeviceState? { devices.first { $0.name == name } }

    func chain(account: String, group: String) -> SubscriptionChain? {
        chains.first { $0.account == account && $0.group == group }
    }
}
