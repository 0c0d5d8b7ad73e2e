import Foundation
import PurchasePort
import Testing

/// The port's `TransactionID` is its own type, not an `Int`, yet reads, prints, encodes and is
/// written as the bare ledger number it wraps (issue 27, item 4).
@Suite struct TransactionIDTests {
    @Test func printsAsTheBareNumber() {
        let id = TransactionID(42)
        #expect(id.description == "42")
        #expect("#\(id)" == "#42")
        #expect(String(describing: id) == "42")
        #expect(String(id) == "42")
        #expect([TransactionID(3), 12].description == "[3, 12]")
    }

    @Test func aLiteralIsATransactionID() {
        let id: TransactionID = 3
        #expect(id.rawValue == 3)
        #expect(id == TransactionID(rawValue: 3))
        guard case .finish(let finished) = ClientAction.finish(transactionID: 3) else {
            Issue.record("not a finish")
            return
        }
        #expect(finished == TransactionID(3))
        #expect(Grant(productID: "pro", transactionID: 7).transactionID.rawValue == 7)
    }

    @Test func encodesAndDecodesAsAPlainJSONNumber() throws {
        struct Held: Codable, Equatable { let id: TransactionID; let ids: [TransactionID] }
        let held = Held(id: 7, ids: [1, 2, 30])
        let data = try JSONEncoder().encode(held)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("\"id\":7") && json.contains("\"ids\":[1,2,30]"), "\(json)")
        #expect(try JSONDecoder().decode(Held.self, from: Data(#"{"id": 12, "ids": []}"#.utf8)) == Held(id: 12, ids: []))
        #expect(try JSONDecoder().decode(TransactionID.self, from: Data("5".utf8)) == 5)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TransactionID.self, from: Data(#""5""#.utf8)) }
    }

    @Test func parsesTheBareNumberOnly() {
        #expect(TransactionID("12") == 12)
        #expect(TransactionID("#12") == nil)
        #expect(TransactionID("twelve") == nil)
    }

    /// Ordered as the ledger recorded them, hashed as the number, a run of them a range.
    @Test func ordersAndStepsAsTheLedgerNumbers() {
        #expect(TransactionID(2) < 10)
        #expect([TransactionID(9), 2, 5].sorted() == [2, 5, 9])
        #expect(Set<TransactionID>([1, 1, 2]).count == 2)
        #expect((TransactionID(3)...5).map(\.rawValue) == [3, 4, 5])
        #expect(TransactionID(3).distance(to: 10) == 7)
        #expect(TransactionID(3).advanced(by: 2) == 5)
    }

    /// What a client keeps by transaction, keyed by the id: its consumable credits.
    @Test func theCreditTableIsKeyedByTransaction() {
        var credits = CreditTable()
        credits[TransactionID(4)] = 2
        credits[9] = 1
        #expect(credits[4] == 2 && credits[TransactionID(9)] == 1 && credits[5] == nil)
        #expect(credits.keys == [4, 9])
    }

    /// Free: the wrapper is laid out as the `Int` it holds, so a ledger of a million costs the same.
    @Test func isLaidOutAsAnInt() {
        #expect(MemoryLayout<TransactionID>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<TransactionID>.stride == MemoryLayout<Int>.stride)
        #expect(MemoryLayout<TransactionID?>.size == MemoryLayout<Int?>.size)
    }
}
