/// Why the session could not be written as a scenario file.
package struct ScenarioWriteError: Error, Hashable, Sendable {
    package let message: String

    package init(message: String) {
        self.message = message
    }
}
