// `import UIKit` on Linux: the stand-ins of UIKitStandIns under UIKit's name. They live in a
// module of another name so that `import StoreKit`, which brings them as StoreKit brings UIKit's
// names on iOS, does not make a module named UIKit visible: Swift Testing would then ask for its
// UIKit overlay (`_Testing_UIKit`), which Linux does not have, in every test file that imports
// StoreKit.
@_exported import UIKitStandIns
