// On Apple platforms the product LinuxStandIns holds only this empty module: the real Combine, os,
// OSLog, UIKit and SwiftUI exist there, and a module of the same name in the build would hide them
// from every target (Foundation itself imports Combine). On Linux the product holds the stand-ins.
