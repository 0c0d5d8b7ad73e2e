/// An array kept in chunks, for the ledger, the event log and the tables beside them. A copy of
/// it (an undo checkpoint's engine) shares every chunk, and a change to the copy copies only the
/// chunk it touches and the short lists above it, never the million elements a plain `Array`
/// would copy on its first change after being shared (issue 26, item 7).
///
/// Three lists lead to a chunk: the top list of sections, a section's list of up to 64 groups,
/// a group's list of up to 64 chunks. A first change copies one of each, so what it copies
/// hardly grows with the array: 64 + 64 entries and one chunk below a top list of one entry for
/// every 4,096 chunks (a million transactions: 8 entries; two million events: 16), where a flat
/// list of chunks would copy 31,250. A chunk holds about 2 KB (`chunkShift`): 32 elements of
/// 64 bytes (an event), 256 of 8 (a word of bits), so that the chunk a first change copies is
/// short as well. Growing never copies the elements either, so a long session's peak memory is
/// what it holds, not the old and the new buffer of a doubling.
public struct ChunkedArray<Element> {
    /// A chunk holds `1 << chunkShift` elements: about 2 KB of them, at least 16.
    @usableFromInline static var chunkShift: Int {
        let stride = MemoryLayout<Element>.stride
        return stride <= 8 ? 8 : stride <= 16 ? 7 : stride <= 32 ? 6 : stride <= 64 ? 5 : 4
    }
    @usableFromInline static var chunkSize: Int { 1 << chunkShift }
    @usableFromInline static var chunkMask: Int { chunkSize - 1 }
    /// A group lists up to 64 chunks, a section up to 64 groups.
    @usableFromInline static var fanShift: Int { 6 }
    @usableFromInline static var fanMask: Int { (1 << fanShift) - 1 }

    /// Chunk `c` is `sections[c >> 12][(c >> 6) & 63][c & 63]`.
    @usableFromInline var sections: [[[[Element]]]] = []
    @usableFromInline var elementCount = 0

    @inlinable public var count: Int { elementCount }

    public init() {}

    /// Appends at the end, starting a chunk when the last is full (and a group, a section when
    /// their last is).
    @inlinable
    public mutating func append(_ element: __owned Element) {
        if count & Self.chunkMask == 0 {
            let chunk = count >> Self.chunkShift
            if chunk & (1 << (2 * Self.fanShift) - 1) == 0 {
                var section: [[[Element]]] = []
                section.reserveCapacity(1 << Self.fanShift)
                sections.append(section)
            }
            let top = sections.count - 1
            if chunk & Self.fanMask == 0 {
                var group: [[Element]] = []
                group.reserveCapacity(1 << Self.fanShift)
                sections[top].append(group)
            }
            var newChunk: [Element] = []
            newChunk.reserveCapacity(Self.chunkSize)
            sections[top][sections[top].count - 1].append(newChunk)
        }
        let top = sections.count - 1
        let group = sections[top].count - 1
        sections[top][group][sections[top][group].count - 1].append(element)
        elementCount += 1
    }

    /// Appends every element of `elements`, in order.
    @inlinable
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// How many of this array's slots (the top list's entries, the entries of its sections' and
    /// groups' lists, the elements of its chunks) are in lists or chunks that `other` does not
    /// share: what was copied since the two were one, when one is a copy of the other.
    func unsharedSlotCount(with other: ChunkedArray<Element>) -> Int {
        func same<T>(_ a: [T], _ b: [T]) -> Bool {
            a.withUnsafeBufferPointer { mine in b.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress } }
        }
        var slots = same(sections, other.sections) ? 0 : sections.count
        for (s, section) in sections.enumerated() {
            let theirSection = s < other.sections.count ? other.sections[s] : []
            if same(section, theirSection) { continue }
            slots += section.count
            for (g, group) in section.enumerated() {
                let theirGroup = g < theirSection.count ? theirSection[g] : []
                if same(group, theirGroup) { continue }
                slots += group.count
                for (c, chunk) in group.enumerated() where !same(chunk, c < theirGroup.count ? theirGroup[c] : []) {
                    slots += chunk.count
                }
            }
        }
        return slots
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }
    @inlinable public var indices: Range<Int> { 0..<count }
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    @inlinable
    public subscript(position: Int) -> Element {
        // Read in place: a field read (`ledger[i].deleted`) borrows the element instead of
        // copying the whole of it.
        _read {
            precondition(position >= 0 && position < count, "index out of range")
            let chunk = position >> Self.chunkShift
            yield sections[chunk >> (2 * Self.fanShift)][(chunk >> Self.fanShift) & Self.fanMask][chunk & Self.fanMask][position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "index out of range")
            let chunk = position >> Self.chunkShift
            yield &sections[chunk >> (2 * Self.fanShift)][(chunk >> Self.fanShift) & Self.fanMask][chunk & Self.fanMask][position & Self.chunkMask]
        }
    }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init()
        append(contentsOf: elements)
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension ChunkedArray {
    /// The positions below both counts where `differ` says `self` and `other` hold different
    /// elements, ascending; chunks both share are passed over as `positionsDiffering(from:)` does.
    public func positionsDiffering(from other: ChunkedArray<Element>, by differ: (Element, Element) -> Bool) -> [Int] {
        func same<T>(_ a: [T], _ b: [T]) -> Bool {
            a.withUnsafeBufferPointer { mine in b.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress } }
        }
        var differing: [Int] = []
        let common = Swift.min(count, other.count)
        let chunksPerSection = 1 << (2 * Self.fanShift), chunksPerGroup = 1 << Self.fanShift
        var chunk = 0
        while chunk << Self.chunkShift < common {
            let (s, g, c) = (chunk >> (2 * Self.fanShift), (chunk >> Self.fanShift) & Self.fanMask, chunk & Self.fanMask)
            if g == 0, c == 0, same(sections[s], other.sections[s]) {
                chunk += chunksPerSection
                continue
            }
            if c == 0, same(sections[s][g], other.sections[s][g]) {
                chunk += chunksPerGroup
                continue
            }
            if !same(sections[s][g][c], other.sections[s][g][c]) {
                let start = chunk << Self.chunkShift
                for position in start..<Swift.min(start + Self.chunkSize, common) where differ(self[position], other[position]) {
                    differing.append(position)
                }
            }
            chunk += 1
        }
        return differing
    }
}

extension ChunkedArray where Element: Equatable {
    /// The positions below both counts where `self` and `other` hold different elements,
    /// ascending. A chunk both share (one a copy of the other, neither changed there since) is
    /// passed over without reading it, so two versions of a million-element ledger a few steps
    /// apart compare in the time of their chunk lists and the few chunks either changed.
    public func positionsDiffering(from other: ChunkedArray<Element>) -> [Int] {
        positionsDiffering(from: other, by: !=)
    }
}
