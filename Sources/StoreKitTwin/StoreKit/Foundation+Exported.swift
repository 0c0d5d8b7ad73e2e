// StoreKit brings Foundation with it: a file that imports only StoreKit uses `Date`, `URL`,
// `UUID`, `Decimal` and `Locale`. So does the twin.
@_exported import Foundation
