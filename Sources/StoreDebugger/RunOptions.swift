import ScenarioLanguage

/// What `storedbg run` is asked to do.
struct RunOptions: Equatable {
    /// Files and folders to run; empty means `Scenarios`.
    var paths: [String] = []
    var json = false
    /// Where to write the JUnit report, if anywhere.
    var junit: String?
    var trace = false
    /// How many files to run at once (`-j`); nil means one per core.
    var jobs: Int?
    /// The share of the files to run (`--shard K/N`); nil means all.
    var shard: Shard?
    /// Where to write one timeline SVG per scenario (`--timeline DIR`), if anywhere.
    var timeline: String?
}
