import Foundation
import PurchasePort

/// The store's sheets over the app: presented at the app's call, answered by the customer
/// (`sheet …`), or refused at once as StoreKit refuses them.
extension PortDriver {
    /// The app presents `sheet`: it opens and waits for the customer, or the call fails at once.
    func present(_ sheet: StoreSheet, on d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        if let failure = refusal(of: sheet, on: d, world) {
            trace.log(.storeSide(.sheetRefused(sheet, failure)), on: d, in: world)
            handOver(PresentedSheet(sheet: sheet, outcome: .failed(failure)), on: d, &world, &trace)
            return
        }
        world.devices[d].sheet = PresentedSheet(sheet: sheet)
        trace.log(.storeSide(.sheetPresented(sheet)), on: d, in: world)
    }

    /// Why the store cannot present `sheet` on device `d` now, if it cannot: offline, another
    /// sheet already over the app, a refund request for a transaction that is not the account's
    /// or was already requested or refunded.
    private func refusal(of sheet: StoreSheet, on d: DeviceIndex, _ world: World) -> SheetFailure? {
        if case .refundRequest(let id) = sheet {
            guard let tx = world.store.transaction(id), tx.account == world.devices[d].account, !tx.deleted,
                  tx.state == .purchased || tx.state == .expired || tx.state == .revoked else { return .invalidTransaction }
            if world.store.refundRequests.contains(id) || tx.revocationDate != nil { return .duplicateRequest }
        }
        if !world.devices[d].online { return .networkError }
        if world.devices[d].sheet != nil { return .alreadyPresented }
        return nil
    }

    /// Hands the app the answer to its call: the sheet with its outcome, in its context, for
    /// one `.configurationChanged`. A sheet refused while another is open leaves that one open.
    func handOver(_ answered: PresentedSheet, on d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        let open = world.devices[d].sheet
        let keepsOpen = answered.outcome == .failed(.alreadyPresented)
        world.devices[d].sheet = answered
        // Handed once: the app's context no longer holds the answer once it has it.
        dispatch(.configurationChanged, to: d, &world, &trace)
        if world.devices[d].sheet == answered { world.devices[d].sheet = nil }
        if keepsOpen, world.devices[d].sheet == nil { world.devices[d].sheet = open }
    }
}
