/// An array kept in chunks, for the ledger, the event log and the tables beside them. A copy of
/// it (an undo checkpoint's engine) shares every chunk, and a change to the copy copies only the
/// chunk it touches and the short lists above it, never the million elements a plain `Array`
/// would copy on its first change after being shared (issue 26, item 7).
///
/// Four lists lead to a chunk: the top list of sections; a section's list of up to 16 blocks, a
/// block's of up to 16 groups, a group's of up to 16 chunks. A first change copies one of each,
/// so what it copies hardly grows with the array: three lists of at most 16 entries and one
/// chunk below a top list of one entry for every 4,096 chunks (a million transactions: 31;
/// two million events: 62), where a flat list of chunks would copy 125,000 entries. (Lists of
/// 16 copy fewer entries than lists of 32 below some 220,000 chunks, 1.8 million events or
/// transactions, and as many a little beyond, for the same reads.) A chunk holds about 512
/// bytes (`chunkShift`): 8 elements of 64 bytes (an event), 64 of 8 (a word of
/// bits), so that the chunk a first change copies is short as well, and the memory a first
/// change takes is a page or less. Growing never copies the elements either, so a long
/// session's peak memory is what it holds, not the old and the new buffer of a doubling.
///
/// The last chunk, until it is full, is kept apart (`tail`): the appends of the event log, its
/// index and the ledger write it alone, and a first append after a checkpoint copies it alone.
public struct ChunkedArray<Element> {
    /// A chunk holds `1 << chunkShift` elements: about 512 bytes of them, at least 8.
    @inlinable package static var chunkShift: Int {
        let stride = MemoryLayout<Element>.stride
        return stride <= 4 ? 7 : stride <= 8 ? 6 : stride <= 16 ? 5 : stride <= 32 ? 4 : 3
    }
    @inlinable package static var chunkSize: Int { 1 << chunkShift }
    @inlinable package static var chunkMask: Int { chunkSize - 1 }
    /// A group lists up to 16 chunks, a block 16 groups, a section 16 blocks.
    @inlinable package static var fanShift: Int { 4 }
    @inlinable package static var fanMask: Int { (1 << fanShift) - 1 }
    /// The most entries a section's, a block's or a group's list holds.
    @inlinable package static var fanSize: Int { 1 << fanShift }

    /// Full chunk `c` is `sections[c >> 12][(c >> 8) & 15][(c >> 4) & 15][c & 15]`; the last
    /// chunk, not full (perhaps empty), is `tail`.
    @usableFromInline package var sections: [[[[[Element]]]]] = []
    /// The elements from the last multiple of `chunkSize` up to `count`: the chunk being filled,
    /// kept apart so that an append (the event log's, its index's, the ledger's: one for every
    /// event) writes one array instead of walking the four lists, each asked whether it is
    /// shared. Full, it is moved to the lists as it is, its elements not copied.
    @usableFromInline package var tail: [Element] = []
    @usableFromInline package var elementCount = 0

    @inlinable public var count: Int { elementCount }

    public init() {}

    /// An empty list with room for a full one.
    @inlinable
    package static func list<T>() -> [T] {
        var list: [T] = []
        list.reserveCapacity(1 << fanShift)
        return list
    }

    /// Appends at the end; a chunk filled is moved to the lists.
    @inlinable
    public mutating func append(_ element: consuming Element) {
        if _slowPath(tail.capacity == 0) { tail.reserveCapacity(Self.chunkSize) }
        // Moved, not copied: a copy of an event, then its release, cost as much as the append.
        tail.append(consume element)
        elementCount += 1
        if _slowPath(elementCount & Self.chunkMask == 0) { sealTail() }
    }

    /// Moves the full `tail` to the end of the lists (starting a group, a block, a section when
    /// their last is full), and starts an empty one with room for a chunk.
    @inlinable @inline(never)
    package mutating func sealTail() {
        let chunk = (elementCount >> Self.chunkShift) - 1
        let (section, block, group, slot) = Self.route(ofChunk: chunk)
        if block == 0, group == 0, slot == 0 { sections.append(Self.list()) }
        if group == 0, slot == 0 { sections[section].append(Self.list()) }
        if slot == 0 { sections[section][block].append(Self.list()) }
        var full: [Element] = []
        full.reserveCapacity(Self.chunkSize)
        swap(&full, &tail)
        sections[section][block][group].append(consume full)
    }

    /// Where full chunk `chunk` stands in the lists: its section in the top list, its block in
    /// the section, its group in the block, its slot in the group.
    @inlinable
    package static func route(ofChunk chunk: Int) -> (section: Int, block: Int, group: Int, slot: Int) {
        (chunk >> (3 * fanShift), (chunk >> (2 * fanShift)) & fanMask, (chunk >> fanShift) & fanMask, chunk & fanMask)
    }

    /// The chunk at `chunk`: a full one from the lists, or the tail.
    @inlinable
    package func chunk(at chunk: Int) -> [Element] {
        if chunk == elementCount >> Self.chunkShift { return tail }
        let route = Self.route(ofChunk: chunk)
        return sections[route.section][route.block][route.group][route.slot]
    }

    /// Appends every element of `elements`, in order.
    @inlinable
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// How many of this array's slots (the top list's entries, the entries of its sections',
    /// blocks' and groups' lists, the elements of its chunks) are in lists or chunks that `other`
    /// does not share: what was copied since the two were one, when one is a copy of the other.
    @usableFromInline package func unsharedSlotCount(with other: ChunkedArray<Element>) -> Int {
        /// The slots of `mine` not shared with `theirs`, with what `below` counts under each entry.
        func unshared<T>(_ mine: [T], _ theirs: [T], below: (T, T?) -> Int) -> Int {
            if Self.same(mine, theirs) { return 0 }
            var slots = mine.count
            for (index, entry) in mine.enumerated() { slots += below(entry, index < theirs.count ? theirs[index] : nil) }
            return slots
        }
        let listed = unshared(sections, other.sections) { section, theirSection in
            unshared(section, theirSection ?? []) { block, theirBlock in
                unshared(block, theirBlock ?? []) { group, theirGroup in
                    unshared(group, theirGroup ?? []) { chunk, theirChunk in
                        Self.same(chunk, theirChunk ?? []) ? 0 : chunk.count
                    }
                }
            }
        }
        return listed + (Self.same(tail, other.tail) ? 0 : tail.count)
    }

    /// Whether `a` and `b` are one buffer.
    @usableFromInline package static func same<T>(_ a: [T], _ b: [T]) -> Bool {
        a.withUnsafeBufferPointer { mine in b.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress } }
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
        // copying the whole of it. Through the element's address, so that the accessor yields
        // once whether the element is in the tail or in the lists: a coroutine that may yield
        // at two places is not inlined, and every read then allocated its frame and copied the
        // element (`year 50` +50 %). The address stays valid while the access lasts: `self`,
        // which holds the buffer, is borrowed (or, changed, exclusively accessed) until then.
        _read {
            precondition(position >= 0 && position < count, "index out of range")
            yield address(of: position).pointee
        }
        _modify {
            precondition(position >= 0 && position < count, "index out of range")
            yield &mutableAddress(of: position).pointee
        }
    }

    /// Where the element at `position` (below `count`) is kept. The chunk's route is spelled
    /// out here and in `mutableAddress(of:)`, not read from `route(ofChunk:)`: through it these
    /// two accessors, on every read and write of an element, cost `year 50` 0.24 % more.
    @inlinable
    package func address(of position: Int) -> UnsafePointer<Element> {
        let chunk = position >> Self.chunkShift
        let start = chunk == elementCount >> Self.chunkShift
            ? tail.withUnsafeBufferPointer { $0.baseAddress! }
            : sections[chunk >> (3 * Self.fanShift)][(chunk >> (2 * Self.fanShift)) & Self.fanMask][(chunk >> Self.fanShift) & Self.fanMask][chunk & Self.fanMask]
                .withUnsafeBufferPointer { $0.baseAddress! }
        return start + (position & Self.chunkMask)
    }

    /// Where the element at `position` (below `count`) is kept, its chunk and the lists above
    /// it first copied if another array shares them.
    @inlinable
    package mutating func mutableAddress(of position: Int) -> UnsafeMutablePointer<Element> {
        let chunk = position >> Self.chunkShift
        let start = chunk == elementCount >> Self.chunkShift
            ? tail.withUnsafeMutableBufferPointer { $0.baseAddress! }
            : sections[chunk >> (3 * Self.fanShift)][(chunk >> (2 * Self.fanShift)) & Self.fanMask][(chunk >> Self.fanShift) & Self.fanMask][chunk & Self.fanMask]
                .withUnsafeMutableBufferPointer { $0.baseAddress! }
        return start + (position & Self.chunkMask)
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
        let fan = Self.fanShift
        /// Compares chunk `chunk` of both, unless it is one buffer.
        func compare(_ mine: [Element], _ theirs: [Element], chunk: Int) {
            guard !Self.same(mine, theirs) else { return }
            let start = chunk << Self.chunkShift
            for position in start..<Swift.min(start + Self.chunkSize, common) where differ(mine[position - start], theirs[position - start]) {
                differing.append(position)
            }
        }
        // The full chunks both hold in their lists.
        let full = common >> Self.chunkShift
        var chunk = 0
        while chunk < full {
            let (section, block, group, slot) = Self.route(ofChunk: chunk)
            // Lists both share are passed over whole: a section's, a block's, a group's chunks.
            if block == 0, group == 0, slot == 0, Self.same(sections[section], other.sections[section]) {
                chunk += 1 << (3 * fan)
            } else if group == 0, slot == 0, Self.same(sections[section][block], other.sections[section][block]) {
                chunk += 1 << (2 * fan)
            } else if slot == 0, Self.same(sections[section][block][group], other.sections[section][block][group]) {
                chunk += 1 << fan
            } else {
                compare(sections[section][block][group][slot], other.sections[section][block][group][slot], chunk: chunk)
                chunk += 1
            }
        }
        // The part of a chunk below both counts: the tail of one of them at least.
        if full << Self.chunkShift < common { compare(self.chunk(at: full), other.chunk(at: full), chunk: full) }
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
