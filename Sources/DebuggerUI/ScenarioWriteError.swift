/// Why the session could not be written as a scenario file.
public struct ScenarioWriteError: Error, Hashable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
