import Foundation
import ScenarioLanguage
import StoreCore
import Testing

private func read(_ text: String, path: String = "flows/demo.scenario") -> Result<Scenario, ScenarioDiagnostics> {
    Scenario.parse(text: text, context: ParseContext(path: path, loadStoreKit: loadTestStoreKit))
}

private func read(bytes: [UInt8]) -> Result<Scenario, ScenarioDiagnostics> {
    Scenario.parse(Data(bytes), context: ParseContext(path: "bytes.scenario", loadStoreKit: loadTestStoreKit))
}

@Test func aFileBecomesStepsWithTheirLinesColumnsAndText() throws {
    let text = """
    # The built-in demo, as a scenario.
    product com.example.app.permanentUnlock unlock price 9.99 USD name "Permanent Unlock"
    evaluation 14d unlocks com.example.app.permanentUnlock

      launch   # first launch starts the evaluation
    expect access evaluation 14
    advance 14d
    expect access expired
    buy com.example.app.permanentUnlock
    expect transaction #1 purchased
    """
    let scenario = try read(text).get()
    #expect(scenario.path == "flows/demo.scenario")
    #expect(scenario.steps.map(\.line) == [2, 3, 5, 6, 7, 8, 9, 10])
    #expect(scenario.steps[2] == Scenario.Step(line: 5, column: 3, text: "launch", command: .launch))
    #expect(scenario.steps[0].text == "product com.example.app.permanentUnlock unlock price 9.99 USD name \"Permanent Unlock\"")
    #expect(scenario.steps[7].command == .expect(.transactionState(.id(1), .purchased)))
}

@Test func everyErrorOfAFileIsReportedWithItsLine() {
    let text = """
    product com.example.pro unlock
    aprove #1
    launch
    advance ten
    buy com.example.pr
    expect access unlocked
    device-clock 2d
    """
    #expect(read(text).failureDescription == """
        flows/demo.scenario:2:1: error: expected a command, found 'aprove'; did you mean 'approve'?
        flows/demo.scenario:4:9: error: expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h, found 'ten' (e.g. `advance 1d`)
        flows/demo.scenario:5:5: error: unknown product 'com.example.pr'; did you mean 'com.example.pro'? (e.g. `buy com.example.pro`)
        flows/demo.scenario:7:14: error: expected a signed duration such as +2d or -1h, found '2d' (e.g. `device-clock +1h`)
        """)
}

@Test func productsDefinedLaterAreUnknownEarlier() {
    let text = """
    buy com.example.pro
    product com.example.pro unlock
    buy com.example.pro
    """
    #expect(read(text).failureDescription == "flows/demo.scenario:1:5: error: unknown product 'com.example.pro'; "
        + "expected a product defined earlier by 'product', 'trial' or 'storekit' (e.g. `buy com.example.pro`)")
}

@Test func aProductDefinedTwiceInOneFileIsReported() {
    #expect(read("product a unlock\nproduct a consumable").failureDescription
        == "flows/demo.scenario:2:9: error: product 'a' is defined twice (e.g. `product com.example.lifetime unlock price 19.99 USD`)")
}

@Test func storeKitProductsCanBeNamedByLaterLines() throws {
    let scenario = try read("storekit ../products.storekit\nbuy com.example.gold\nrenew last").get()
    #expect(scenario.steps.map(\.command) == [
        .storekit(path: "../products.storekit", configuration: storeKitConfiguration),
        .buy(productID: "com.example.gold", outcome: .success),
        .renew(.last),
    ])
}

@Test func windowsLineEndingsAndAByteOrderMarkAreAccepted() throws {
    let scenario = try read("\u{FEFF}launch\r\nadvance 1d\r\n\r\nquit\r\n").get()
    #expect(scenario.steps.map(\.command) == [.launch, .advance(.days(1)), .quit])
    #expect(scenario.steps.map(\.line) == [1, 2, 4])
}

@Test func anEmptyFileHasNoSteps() throws {
    #expect(try read("").get().steps.isEmpty)
    #expect(try read("\n# only a comment\n\n").get().steps.isEmpty)
}

@Test func bytesThatAreNotUTF8GiveOneErrorWhereTheyStart() {
    let bytes = Array("launch\nadvance 1d\nquit ".utf8) + [0xFF, 0xFE] + Array("\nlaunch".utf8)
    #expect(read(bytes: bytes).failureDescription
        == "bytes.scenario:3:6: error: expected UTF-8 text, found a byte sequence that is not UTF-8")
    #expect(read(bytes: [0xC3]).failureDescription
        == "bytes.scenario:1:1: error: expected UTF-8 text, found a byte sequence that is not UTF-8")
}

@Test func utf8BytesAreRead() throws {
    let scenario = try read(bytes: Array("device \"Zoë's iPhone\"\n".utf8)).get()
    #expect(scenario.steps.map(\.command) == [.device("Zoë's iPhone")])
}

@Test func aNulCharacterGivesOneError() {
    #expect(read(bytes: Array("launch\nadv\u{0}ance 1d\nfoo\u{0}".utf8)).failureDescription
        == "bytes.scenario:2:4: error: expected UTF-8 text, found a NUL character")
}

@Test func aLineTooLongIsReportedAndTheRestStillRead() {
    let long = "device " + String(repeating: "x", count: 5000)
    #expect(read("launch\n\(long)\nfrobnicate").failureDescription == """
        flows/demo.scenario:2:4097: error: line is too long (at most 4096 characters)
        flows/demo.scenario:3:1: error: expected a command, found 'frobnicate'
        """)
    let longest = "device " + String(repeating: "x", count: 4096 - 7)
    #expect((try? read(longest).get())?.steps.count == 1)
}

@Test func columnsCountUnicodeScalars() {
    #expect(read("device \"Zoë\" extra").failureDescription
        == "flows/demo.scenario:1:14: error: unexpected 'extra' after the command (e.g. `device phone`)")
}

@Test func aVeryLongWordIsShortenedInMessages() {
    let word = String(repeating: "z", count: 200)
    #expect(read("launch \(word)").failureDescription
        == "flows/demo.scenario:1:8: error: unexpected '\(String(repeating: "z", count: 57))...' after the command (e.g. `launch`)")
}
