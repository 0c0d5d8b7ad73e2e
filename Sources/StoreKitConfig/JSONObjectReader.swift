import StoreCore

/// One JSON object of a `.storekit` file, read member by member through typed accessors.
/// A wrong type is a positioned `StoreKitFileError` ("expected a string, found a number");
/// an absent or `null` optional member reads as `nil`; members nobody asks for are ignored.
struct JSONObjectReader {
    let filePath: String
    let location: StoreKitLocation
    private let members: [JSONValue.Member]

    /// Reads `value` as an object, or fails saying what it is instead.
    init(_ value: JSONValue, path: String, filePath: String) throws(StoreKitFileError) {
        try self.init(value, location: StoreKitLocation(jsonPath: path, position: value.position), filePath: filePath)
    }

    /// Reads `value`, at `location`, as an object, or fails saying what it is instead.
    private init(_ value: JSONValue, location: StoreKitLocation, filePath: String) throws(StoreKitFileError) {
        guard case .object(let members) = value.content else {
            throw Self.mismatch(value, expected: "an object", at: location, filePath: filePath)
        }
        self.filePath = filePath
        self.location = location
        self.members = members
    }

    /// Where this object and each of its members are.
    var source: StoreKitSource {
        StoreKitSource(location: location, members: members.map { ($0.key, $0.value.position) })
    }

    /// The member's value, `nil` when it is absent or `null`.
    private func value(_ key: String) -> JSONValue? {
        let keyHash = JSONValue.keyHash(key)
        guard let member = members.first(where: { $0.keyHash == keyHash && $0.key == key }) else { return nil }
        if case .null = member.value.content { return nil }
        return member.value
    }

    private func valueLocation(_ key: String, _ value: JSONValue) -> StoreKitLocation {
        location.location(ofMember: key, at: value.position)
    }

    /// A missing required member: reported at the object's `{`.
    func missing(_ key: String, _ expected: String) -> StoreKitFileError {
        StoreKitFileError(path: filePath, location: location, message: "expected a member \"\(key)\" (\(expected))")
    }

    /// A member whose value has the right type but a wrong value.
    func invalid(_ key: String, _ message: String) -> StoreKitFileError {
        StoreKitFileError(path: filePath, location: source.location(of: key), message: message)
    }

    // MARK: Typed members

    func string(_ key: String) throws(StoreKitFileError) -> String {
        guard let text = try optionalString(key) else { throw missing(key, "a string") }
        return text
    }

    /// A string that names something (a product id, a group): refused when it holds a control
    /// character, a line separator or a bidirectional control, which would split a message,
    /// reach a terminal raw or make a recorded session unreadable.
    func identifier(_ key: String, _ what: String) throws(StoreKitFileError) -> String? {
        guard let text = try optionalString(key) else { return nil }
        if let (offset, scalar) = PrintableText.firstUnprintable(in: text) {
            throw invalid(key, "expected \(what) of printable characters, found \(JSONReader.quoted(text)) "
                + "with a \(PrintableText.kind(of: scalar) ?? "control character") \(PrintableText.codePoint(scalar)) at character \(offset)")
        }
        return text
    }

    func optionalString(_ key: String) throws(StoreKitFileError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value.content else { throw mismatch(key, value, expected: "a string") }
        return text
    }

    func bool(_ key: String, default defaultValue: Bool) throws(StoreKitFileError) -> Bool {
        try optionalBool(key) ?? defaultValue
    }

    func optionalBool(_ key: String) throws(StoreKitFileError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value.content else { throw mismatch(key, value, expected: "true or false") }
        return flag
    }

    func optionalInt(_ key: String) throws(StoreKitFileError) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let literal) = value.content else { throw mismatch(key, value, expected: "an integer") }
        guard let integer = Int(literal) else {
            throw StoreKitFileError(path: filePath, location: valueLocation(key, value),
                                    message: "expected an integer, found \(literal)")
        }
        return integer
    }

    func optionalObject(_ key: String) throws(StoreKitFileError) -> JSONObjectReader? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader(value, location: location.location(ofMember: key, at: value.position), filePath: filePath)
    }

    /// The objects of an array member; an absent member is an empty array.
    func objects(_ key: String) throws(StoreKitFileError) -> [JSONObjectReader] {
        let arrayLocation = location.location(ofMember: key, at: location.position)
        var objects: [JSONObjectReader] = []
        for (index, element) in try array(key).enumerated() {
            objects.append(try JSONObjectReader(element, location: arrayLocation.location(ofElement: index, at: element.position), filePath: filePath))
        }
        return objects
    }

    /// The strings of an array member; an absent member is an empty array.
    func strings(_ key: String) throws(StoreKitFileError) -> [String] {
        let arrayLocation = location.location(ofMember: key, at: location.position)
        var strings: [String] = []
        for (index, element) in try array(key).enumerated() {
            guard case .string(let text) = element.content else {
                let elementLocation = arrayLocation.location(ofElement: index, at: element.position)
                throw Self.mismatch(element, expected: "a string", at: elementLocation, filePath: filePath)
            }
            strings.append(text)
        }
        return strings
    }

    private func array(_ key: String) throws(StoreKitFileError) -> [JSONValue] {
        guard let value = value(key) else { return [] }
        guard case .array(let elements) = value.content else { throw mismatch(key, value, expected: "an array") }
        return elements
    }

    // MARK: Errors

    private func mismatch(_ key: String, _ value: JSONValue, expected: String) -> StoreKitFileError {
        Self.mismatch(value, expected: expected, at: valueLocation(key, value), filePath: filePath)
    }

    private static func mismatch(_ value: JSONValue, expected: String, at location: StoreKitLocation,
                                 filePath: String) -> StoreKitFileError {
        StoreKitFileError(path: filePath, location: location, message: "expected \(expected), found \(value.kindDescription)")
    }
}
