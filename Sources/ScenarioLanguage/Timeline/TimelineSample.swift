import Foundation
import StoreCore

/// What a timeline needs of the engine after one step and the ledger does not keep: the true
/// time, each device's access and clock, the subscription chains' phases, the purchases
/// waiting for a parent.
///
/// Kept in 16 bytes: a session of a million steps holds a million samples, and most steps
/// change none of the devices, chains and waiting purchases, so a sample shares them in one box
/// with the sample before when they have not changed.
struct TimelineSample: Sendable {
    /// One device as it stood.
    struct DeviceState: Equatable, Sendable {
        let name: String
        let access: AccessState
        let clockOffset: TimeSpan
        /// The evaluation start the app reported, on the device's clock.
        let evaluationStart: Date?
        let timeZone: ClockZone
    }

    /// What samples share while it does not change.
    private final class World: Sendable {
        let devices: [DeviceState]
        let chains: [SubscriptionChain]
        let pending: Set<TransactionID>

        init(devices: [DeviceState], chains: [SubscriptionChain], pending: Set<TransactionID>) {
            self.devices = devices
            self.chains = chains
            self.pending = pending
        }
    }

    let time: Date
    private let world: World

    var devices: [DeviceState] { world.devices }
    var chains: [SubscriptionChain] { world.chains }
    var pending: Set<TransactionID> { world.pending }

    /// The engine as it stands, sharing `previous`'s box when nothing in it has changed.
    init(_ engine: Engine, previous: TimelineSample? = nil) {
        time = engine.store.now
        let devices = engine.devices.deviceIndices.map { index in
            let report = engine.report(onDevice: index)
            let device = engine.devices[index]
            return DeviceState(name: device.name, access: report.access.state, clockOffset: device.clockOffset,
                               evaluationStart: report.evaluationStart, timeZone: device.clockZone)
        }
        let chains = engine.store.chains
        let pending = Set(engine.store.pendingIDs)
        if let previous, previous.devices == devices, previous.chains == chains, previous.pending == pending {
            world = previous.world
        } else {
            world = World(devices: devices, chains: chains, pending: pending)
        }
    }

    func device(_ name: String) -> DeviceState? { devices.first { $0.name == name } }

    func chain(account: String, group: String) -> SubscriptionChain? {
        chains.first { $0.account == account && $0.group == group }
    }
}
