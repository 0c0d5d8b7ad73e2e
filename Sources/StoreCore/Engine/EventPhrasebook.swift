/// What the events of an engine share: the wordings of their written sentences
/// (`EventTemplate`) and the names of their devices. A written sentence is kept as its wording
/// and numbers once its wording is known; past `wordingLimit` distinct wordings, new ones are
/// kept written out, so that text that never repeats does not grow the book.
struct EventPhrasebook: Sendable {
    static let wordingLimit = 4_096

    private var wordings: [String: EventTemplate] = [:]
    private var deviceNames: [String: Event.DeviceName] = [:]
    /// The device name handed out last: most events are on the device of the one before.
    private var lastDeviceName: Event.DeviceName?

    /// `sentence`, a written one as its wording and numbers.
    @inline(__always)
    mutating func compact(_ sentence: __owned EventSentence) -> EventSentence {
        guard case .written(let text) = sentence else { return sentence }
        return worded(text) ?? sentence
    }

    /// `text` as its wording and numbers, unless they do not fit or the book is full.
    private mutating func worded(_ text: String) -> EventSentence? {
        guard let (key, numbers) = EventTemplate.key(of: text) else { return nil }
        if let wording = wordings[key] { return .worded(wording, numbers) }
        guard wordings.count < Self.wordingLimit else { return nil }
        let wording = EventTemplate(wordingOf: text)
        wordings[key] = wording
        return .worded(wording, numbers)
    }

    /// The shared name `name`.
    mutating func deviceName(_ name: String) -> Event.DeviceName {
        if let last = lastDeviceName, last.name == name { return last }
        let shared: Event.DeviceName
        if let known = deviceNames[name] {
            shared = known
        } else {
            shared = Event.DeviceName(name)
            deviceNames[name] = shared
        }
        lastDeviceName = shared
        return shared
    }
}
