/// An array kept in chunks of `chunkSize` elements, for the ledger and the event log. A copy of
/// it (an undo checkpoint's engine) shares every chunk, and a change to the copy copies only the
/// chunk it touches and the lists of chunks above it, never the million elements a plain `Array`
/// would copy on its first change after being shared. The chunks are listed in groups of
/// `groupSize`, so that the lists a first change copies are short too: a million elements are
/// 123 groups of 64 chunks, not one list of 7,813; and a chunk holds 128 elements, so that the
/// chunk a first change copies is short as well (issue 26, item 7). Growing never copies the
/// elements either, so a long session's peak memory is what it holds, not the old and the new
/// buffer of a doubling.
public struct ChunkedArray<Element> {
    @usableFromInline static var chunkShift: Int { 7 }
    @usableFromInline static var chunkSize: Int { 1 << chunkShift }
    @usableFromInline static var chunkMask: Int { chunkSize - 1 }
    @usableFromInline static var groupShift: Int { 6 }
    @usableFromInline static var groupSize: Int { 1 << groupShift }
    @usableFromInline static var groupMask: Int { groupSize - 1 }

    /// Chunk `c` is `groups[c >> groupShift][c & groupMask]`.
    @usableFromInline var groups: [[[Element]]] = []
    @usableFromInline var elementCount = 0

    @inlinable public var count: Int { elementCount }

    public init() {}

    /// Appends at the end, starting a chunk when the last is full (and a group when its last is).
    @inlinable
    public mutating func append(_ element: __owned Element) {
        if count & Self.chunkMask == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            if (count >> Self.chunkShift) & Self.groupMask == 0 {
                var group: [[Element]] = []
                group.reserveCapacity(Self.groupSize)
                groups.append(group)
            }
            groups[groups.count - 1].append(chunk)
        }
        let last = groups.count - 1
        groups[last][groups[last].count - 1].append(element)
        elementCount += 1
    }

    /// Appends every element of `elements`, in order.
    @inlinable
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Whether chunk `chunk` is the same buffer in `self` and `other`.
    @usableFromInline
    func sharesChunk(_ chunk: Int, with other: ChunkedArray<Element>) -> Bool {
        let (group, slot) = (chunk >> Self.groupShift, chunk & Self.groupMask)
        return groups[group][slot].withUnsafeBufferPointer { mine in
            other.groups[group][slot].withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
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
            yield groups[chunk >> Self.groupShift][chunk & Self.groupMask][position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "index out of range")
            let chunk = position >> Self.chunkShift
            yield &groups[chunk >> Self.groupShift][chunk & Self.groupMask][position & Self.chunkMask]
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
        var differing: [Int] = []
        let common = Swift.min(count, other.count)
        var chunk = 0
        while chunk << Self.chunkShift < common {
            if chunk & Self.groupMask == 0, groups[chunk >> Self.groupShift].withUnsafeBufferPointer({ mine in
                other.groups[chunk >> Self.groupShift].withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }) {
                chunk += Self.groupSize
                continue
            }
            if !sharesChunk(chunk, with: other) {
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
