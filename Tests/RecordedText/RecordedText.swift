import Foundation

/// Expected output kept as Swift source (a raw string literal), so that SwiftPM sees no unknown
/// files in a test target. Shared by the screen snapshots and the report goldens.
public enum RecordedText {
    /// A Swift file holding `body` as `private let recorded = #"""…"""#`, under `header` comment lines.
    public static func fileContents(header: [String], body: String) -> String {
        // Enough #s that the body can neither close the raw string nor interpolate into it.
        var hashes = "#"
        while body.contains("\"\"\"" + hashes) || body.contains("\\" + hashes) { hashes += "#" }
        return header.map { "// \($0)\n" }.joined() + """
            private let recorded = \(hashes)\"\"\"
            \(body)
            \"\"\"\(hashes)

            """
    }

    /// The text between the raw string's delimiters, or `nil` if the file is not one of ours.
    public static func body(in contents: String) -> String? {
        var lines = contents.components(separatedBy: "\n")
        guard let open = lines.firstIndex(where: { $0.hasPrefix("private let recorded = #") && $0.hasSuffix("\"\"\"") })
        else { return nil }
        let hashes = String(lines[open].dropFirst("private let recorded = ".count).prefix { $0 == "#" })
        lines = Array(lines[(open + 1)...])
        guard let close = lines.firstIndex(of: "\"\"\"" + hashes) else { return nil }
        return lines[..<close].joined(separator: "\n")
    }

    /// The lines that differ, numbered, `-` expected and `+` actual.
    public static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        var report: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            let number = String(index + 1)
            let gutter = String(repeating: " ", count: max(0, 4 - number.count)) + number
            if let before { report.append("\(gutter) - |\(before)|") }
            if let after { report.append("\(gutter) + |\(after)|") }
        }
        return report.joined(separator: "\n")
    }
}
