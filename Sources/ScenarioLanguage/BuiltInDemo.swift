/// The scenario the interactive screen opens with when no scenario is given: a 14-day
/// evaluation unlocking `com.example.app.permanentUnlock` (a non-consumable), on a fresh
/// install, launched. Only the interactive screen uses it; headless runs start empty.
package enum BuiltInDemo {
    /// The name diagnostics and the screen give the demo.
    package static let name = "built-in demo"

    package static let text = """
        # The built-in demo: a free 14-day evaluation, then a one-time permanent unlock.
        product com.example.app.permanentUnlock unlock price 7.99 USD name "Permanent Unlock"
        evaluation 14d unlocks com.example.app.permanentUnlock
        launch
        """

    /// The demo read into steps. It is fixed text, so reading it cannot fail; should it ever,
    /// the diagnostics say where.
    package static func scenario() -> Result<Scenario, ScenarioDiagnostics> {
        Scenario.parse(text: text, context: StoreKitBridge.context(path: name))
    }
}
