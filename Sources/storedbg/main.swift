import Foundation

/// The `storedbg` executable: parses the command line and hands over to the right layer.
let version = "storedbg 0.1.0"

let status: Int32
do {
    switch try Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(Invocation.usage)
        status = 0
    case .version:
        print(version)
        status = 0
    case .run(let options):
        status = Headless.run(options)
    case .check(let paths):
        status = Headless.check(paths: paths)
    case .interactive(let scenario, let storekit, let mono):
        status = Interactive.run(scenario: scenario, storekit: storekit, mono: mono)
    }
} catch {
    FileHandle.standardError.write(Data("storedbg: error: \(error.message)\n".utf8))
    status = 2
}
exit(status)
