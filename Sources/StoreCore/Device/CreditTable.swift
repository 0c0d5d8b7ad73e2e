/// Units credited per transaction id, for the app's consumable ledger. Kept in chunks of
/// `chunkSize` ids, so that a copy of it (an undo checkpoint's world) shares every chunk and a
/// change to either copies one chunk and the list of chunks, never a table of a million credits
/// as a dictionary would on its first change after being shared (issue 26, item 7). Transaction
/// ids are dense from 1, so the chunks are few and mostly full.
public struct CreditTable: Sendable {
    static let chunkShift = 10
    static let chunkSize = 1 << chunkShift
    /// Marks an id without a credit in its chunk.
    private static let absent = Int.min

    /// Chunk `n` holds ids `n * chunkSize ..< (n + 1) * chunkSize`; nil when none of them is credited yet.
    private var chunks: [ContiguousArray<Int>?] = []
    /// Ids credited, at most a handful, outside what the chunks may hold (a negative id).
    private var outside: [Int: Int] = [:]
    /// How many ids are credited.
    public private(set) var count = 0

    public init() {}

    public subscript(id: Int) -> Int? {
        get {
            guard id >= 0 else { return outside[id] }
            let chunk = id >> Self.chunkShift
            guard chunk < chunks.count, let units = chunks[chunk]?[id & (Self.chunkSize - 1)], units != Self.absent else { return nil }
            return units
        }
        set {
            guard id >= 0 else {
                count += (newValue == nil ? 0 : 1) - (outside[id] == nil ? 0 : 1)
                outside[id] = newValue
                return
            }
            let chunk = id >> Self.chunkShift
            if chunk >= chunks.count {
                guard newValue != nil else { return }
                chunks.append(contentsOf: repeatElement(nil, count: chunk + 1 - chunks.count))
            }
            if chunks[chunk] == nil {
                guard newValue != nil else { return }
                chunks[chunk] = ContiguousArray(repeating: Self.absent, count: Self.chunkSize)
            }
            let slot = id & (Self.chunkSize - 1)
            // Changed in place: only this chunk is copied, and only if another table shares it.
            let old = chunks[chunk]![slot]
            chunks[chunk]![slot] = newValue ?? Self.absent
            count += (newValue == nil ? 0 : 1) - (old == Self.absent ? 0 : 1)
        }
    }

    /// Takes `id`'s credit out; what it was.
    @discardableResult
    public mutating func removeValue(forKey id: Int) -> Int? {
        let old = self[id]
        if old != nil { self[id] = nil }
        return old
    }

    /// The credited ids, ascending.
    public var keys: [Int] {
        var ids = outside.keys.sorted()
        ids.reserveCapacity(count)
        for (number, chunk) in chunks.enumerated() {
            guard let chunk else { continue }
            for (slot, units) in chunk.enumerated() where units != Self.absent { ids.append(number << Self.chunkShift + slot) }
        }
        return ids
    }

    /// How many of this table's chunks `other` shares, buffer for buffer: what a copy did not copy.
    func sharedChunkCount(with other: CreditTable) -> Int {
        zip(chunks, other.chunks).filter { pair in
            guard let mine = pair.0, let theirs = pair.1 else { return false }
            return mine.withUnsafeBufferPointer { a in theirs.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        }.count
    }
}

extension CreditTable: Hashable {
    public static func == (lhs: CreditTable, rhs: CreditTable) -> Bool {
        guard lhs.count == rhs.count, lhs.outside == rhs.outside else { return false }
        for number in 0..<max(lhs.chunks.count, rhs.chunks.count) {
            let left = number < lhs.chunks.count ? lhs.chunks[number] : nil
            let right = number < rhs.chunks.count ? rhs.chunks[number] : nil
            switch (left, right) {
            case (nil, nil): continue
            case (let chunk?, nil), (nil, let chunk?): if chunk.contains(where: { $0 != absent }) { return false }
            case (let a?, let b?): if a != b { return false }
            }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(outside)
    }
}
