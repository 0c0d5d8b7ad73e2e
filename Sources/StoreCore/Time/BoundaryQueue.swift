import Foundation
import PurchasePort

/// A min-heap of (instant, chain position): which subscription changes next while time advances.
/// Ties go to the chain that began first, so renewals are numbered the same way every run.
struct BoundaryQueue {
    private var heap: [(date: Date, position: Int)] = []

    var isEmpty: Bool { heap.isEmpty }

    private static func before(_ a: (date: Date, position: Int), _ b: (date: Date, position: Int)) -> Bool {
        a.date != b.date ? a.date < b.date : a.position < b.position
    }

    mutating func push(_ date: Date, _ position: Int) {
        heap.append((date, position))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.before(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (date: Date, position: Int)? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, Self.before(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Self.before(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
