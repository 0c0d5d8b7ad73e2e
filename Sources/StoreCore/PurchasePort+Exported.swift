// The core is built on the port's values: a module that imports StoreCore sees them too.
@_exported import PurchasePort
