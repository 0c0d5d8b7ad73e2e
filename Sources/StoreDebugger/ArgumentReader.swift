/// Reads a command line the POSIX way: options before, among and after operands; an option's
/// value either as the next argument (`--junit FILE`, `-j 4`) or attached (`--junit=FILE`,
/// `-j4`); and `--` ending the options, so that every argument after it is an operand.
struct ArgumentReader {
    /// One argument as read.
    enum Argument: Equatable {
        /// `--name` or `--name=VALUE` (value attached); `-x`, or `-xVALUE` for a short option
        /// that takes a value; any other argument starting with `-`, whole.
        case option(name: String, attached: String?)
        /// Anything else, and every argument after `--`.
        case operand(String)
    }

    private var rest: ArraySlice<String>
    /// The short options that take a value, which may be attached (`-j4`).
    private let shortOptionsWithValues: Set<String>
    private var optionsEnded = false
    /// The value attached to the option just read, until taken.
    private var attached: String?
    private var optionName = ""

    init(_ arguments: some Collection<String>, shortOptionsWithValues: Set<String>) {
        rest = ArraySlice(arguments)
        self.shortOptionsWithValues = shortOptionsWithValues
    }

    /// The next argument, or nil at the end. Throws when the option before had a value
    /// attached (`--json=yes`) that it does not take.
    mutating func next() throws(Invocation.UsageError) -> Argument? {
        if attached != nil {
            throw Invocation.UsageError(message: "\(optionName) takes no value")
        }
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument.hasPrefix("--") {
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                optionName = String(parts[0])
                attached = parts.count == 2 ? String(parts[1]) : nil
            } else if shortOptionsWithValues.contains(String(argument.prefix(2))) {
                optionName = String(argument.prefix(2))
                attached = argument.count > 2 ? String(argument.dropFirst(2)) : nil
            } else {
                optionName = argument
                attached = nil
            }
            return .option(name: optionName, attached: attached)
        }
        return nil
    }

    /// The value of the option just read: attached, or the next argument. `expected` says
    /// what it should be ("a FILE to write the report to") in the error when there is none.
    mutating func value(expected: String) throws(Invocation.UsageError) -> String {
        if let value = attached {
            attached = nil
            guard !value.isEmpty else { throw Invocation.UsageError(message: "\(optionName) expects \(expected)") }
            return value
        }
        guard let value = rest.first, optionsEnded || !value.hasPrefix("--") else {
            throw Invocation.UsageError(message: "\(optionName) expects \(expected)")
        }
        rest.removeFirst()
        return value
    }
}
