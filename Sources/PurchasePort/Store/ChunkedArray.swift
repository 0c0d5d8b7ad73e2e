/// An array kept in chunks of `chunkSize` elements, for the ledger and the event log. A copy of
/// it (an undo checkpoint's engine) shares every chunk, and a change to the copy copies only the
/// chunk it touches and the list of chunks, never the million elements a plain `Array` would
/// copy on its first change after being shared. Growing never copies the elements either, so
/// a long session's peak memory is what it holds, not the old and the new buffer of a doubling.
public struct ChunkedArray<Element> {
    @usableFromInline package static var chunkShift: Int { 10 }
    @usableFromInline package static var chunkSize: Int { 1 << chunkShift }
    @usableFromInline package static var chunkMask: Int { chunkSize - 1 }

    @usableFromInline package var chunks: [[Element]] = []
    @usableFromInline package var elementCount = 0

    @inlinable public var count: Int { elementCount }

    public init() {}

    /// Appends at the end, starting a chunk when the last is full.
    @inlinable
    public mutating func append(_ element: __owned Element) {
        if count & Self.chunkMask == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        elementCount += 1
    }

    /// Appends every element of `elements`, in order.
    @inlinable
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
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
            yield chunks[position >> Self.chunkShift][position & Self.chunkMask]
        }
        _modify {
            precondition(position >= 0 && position < count, "index out of range")
            yield &chunks[position >> Self.chunkShift][position & Self.chunkMask]
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
