import Foundation
#if !canImport(StoreKit) || STOREKIT_TWIN
import StoreKitTwin
#endif

/// The device's wall clock: `Date()` in the app, the simulated device's clock under storedbg.
func currentDate() -> Date {
#if canImport(StoreKit) && !STOREKIT_TWIN
    Date()
#else
    TwinClock.now
#endif
}
