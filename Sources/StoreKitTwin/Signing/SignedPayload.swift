import Foundation

/// A JSON object written as Apple's decoded payloads are read: members in a fixed order, ids as
/// strings, dates as whole milliseconds since 1970, absent members left out. Written by hand so
/// that the same value always gives the same bytes.
struct SignedPayload {
    private enum Value {
        case string(String)
        case integer(Int64)
        case boolean(Bool)
        case strings([String])
    }

    private var members: [(name: String, value: Value)] = []

    mutating func add(_ name: String, _ value: String?) {
        if let value { members.append((name, .string(value))) }
    }

    mutating func add(_ name: String, _ value: Int64?) {
        if let value { members.append((name, .integer(value))) }
    }

    mutating func add(_ name: String, _ value: Int?) {
        add(name, value.map(Int64.init))
    }

    mutating func add(_ name: String, _ value: Bool) {
        members.append((name, .boolean(value)))
    }

    mutating func add(_ name: String, _ value: [String]) {
        members.append((name, .strings(value)))
    }

    /// `date` in whole milliseconds since 1970 (rounded down), as Apple's payloads write dates.
    mutating func add(_ name: String, _ date: Date?) {
        add(name, date.map(Self.milliseconds))
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// The object's UTF-8 bytes.
    var data: Data {
        var text = "{"
        for (index, member) in members.enumerated() {
            if index > 0 { text += "," }
            text += Self.quoted(member.name) + ":"
            switch member.value {
            case .string(let string): text += Self.quoted(string)
            case .integer(let integer): text += String(integer)
            case .boolean(let boolean): text += boolean ? "true" : "false"
            case .strings(let strings): text += "[" + strings.map(Self.quoted).joined(separator: ",") + "]"
            }
        }
        return Data((text + "}").utf8)
    }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
