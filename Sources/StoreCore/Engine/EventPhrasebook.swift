/// What the events of an engine share: the wordings of their written sentences
/// (`EventTemplate`) and the names of their devices. A written sentence is kept as its wording
/// and numbers once its wording is known; past `wordingLimit` distinct wordings, new ones are
/// kept written out, so that text that never repeats does not grow the book.
struct EventPhrasebook: Sendable {
    static let wordingLimit = 4_096

    /// The wordings, by the hash of their key (`EventTemplate.fingerprint(of:)`).
    private var wordings: [UInt64: EventTemplate] = [:]
    /// The wordings used last, the more often used nearer the front; at most `recentLimit`.
    private var recent: [EventTemplate] = []
    private static let recentLimit = 8
    private var deviceNames: [String: Event.DeviceName] = [:]
    /// The device name handed out last: most events are on the device of the one before.
    private var lastDeviceName: Event.DeviceName?

    /// `sentence`, a written one as its wording and numbers.
    @inline(__always)
    mutating func compact(_ sentence: consuming EventSentence) -> EventSentence {
        guard case .written(let text) = sentence else { return sentence }
        return worded(text) ?? .written(text)
    }

    /// `text` as its wording and numbers, unless they do not fit or the book is full. The
    /// wordings used last are tried first, each up to its first difference from the text; else
    /// the wording is found by its hash. A text whose wording's hash is another wording's is
    /// kept written out.
    private mutating func worded(_ text: String) -> EventSentence? {
        var text = text
        return text.withUTF8 { bytes -> EventSentence? in
            for index in recent.indices {
                guard let numbers = recent[index].numbers(ifWording: bytes) else { continue }
                let wording = recent[index]
                if index > 0 { recent.swapAt(index, index - 1) }
                return .worded(wording, numbers)
            }
            guard let (hash, numbers) = EventTemplate.fingerprint(of: bytes) else { return nil }
            let wording: EventTemplate
            if let known = wordings[hash] {
                guard known.numbers(ifWording: bytes) != nil else { return nil }
                wording = known
            } else {
                guard wordings.count < Self.wordingLimit else { return nil }
                wording = EventTemplate(wordingOf: String(decoding: bytes, as: UTF8.self))
                wordings[hash] = wording
            }
            // In front: a wording new to the list must get the chance to stay in it.
            if recent.count == Self.recentLimit { recent.removeLast() }
            recent.insert(wording, at: 0)
            return .worded(wording, numbers)
        }
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
