import Foundation
import StoreKitConfig
import Testing

/// A malformed file gives one error, `path:line:column: error: what was expected`, never a trap.
struct MalformedFileTests {
    /// The one-line message `text` fails with, decoded as `test.storekit`.
    private func message(_ text: String) -> String {
        message(Data(text.utf8))
    }

    private func message(_ data: Data) -> String {
        switch StoreKitFile.decode(data, path: "test.storekit") {
        case .success: return "decoded"
        case .failure(let error): return error.description
        }
    }

    // MARK: Not JSON

    @Test func notJSON() {
        #expect(message("hello") == "test.storekit:1:1: error: expected a JSON value (an object, array, string, number, true, false or null), found 'h'")
        #expect(message("<?xml version=\"1.0\"?>") == "test.storekit:1:1: error: expected a JSON value (an object, array, string, number, true, false or null), found '<'")
    }

    @Test func missingComma() {
        let text = """
        {
          "products" : [

          ]
          "settings" : {}
        }
        """
        #expect(message(text) == "test.storekit:5:3: error: expected ',' or '}' after an object member, found '\"'")
    }

    @Test func trailingComma() {
        #expect(message("{ \"products\" : [ ], }") == "test.storekit:1:21: error: expected '\"' to start a member name, found '}'")
        #expect(message("[1, ]") == "test.storekit:1:5: error: expected a JSON value (an object, array, string, number, true, false or null), found ']'")
    }

    @Test func textAfterTheValue() {
        #expect(message("{ }\n}") == "test.storekit:2:1: error: expected the end of the file after the top-level value, found '}'")
    }

    @Test func badLiteralsAndNumbers() {
        #expect(message("{ \"a\" : tru }") == "test.storekit:1:12: error: expected 'true', found a space")
        #expect(message("{ \"a\" : -x }") == "test.storekit:1:10: error: expected a digit after '-', found 'x'")
        #expect(message("{ \"a\" : 1. }") == "test.storekit:1:11: error: expected a digit after the decimal point, found a space")
        #expect(message("{ \"a\" : 01 }") == "test.storekit:1:10: error: expected ',' or '}' after an object member, found '1'")
    }

    @Test func badStrings() {
        #expect(message("{ \"a\" : \"x\\q\" }") == "test.storekit:1:12: error: expected an escape such as \\n, \\\" or \\u00E9 after '\\', found 'q'")
        #expect(message("{ \"a\" : \"\\u12G4\" }") == "test.storekit:1:14: error: expected 4 hexadecimal digits after '\\u', found 'G'")
        #expect(message("{ \"a\" : \"\\uDE00\" }") == "test.storekit:1:10: error: expected a high surrogate \\uD800…\\uDBFF before the low surrogate \\uDE00")
        #expect(message("{ \"a\" : \"\\uD83Dx\" }") == "test.storekit:1:10: error: expected a low surrogate \\uDC00…\\uDFFF after the high surrogate \\uD83D")
        #expect(message("{ \"a\" : \"one\ntwo\" }") == "test.storekit:1:13: error: expected '\"' to close the string that starts at 1:9 before the end of the line")
        #expect(message("{ \"a\" : \"tab\there\" }") == "test.storekit:1:13: error: expected an escape such as \\t instead of the control character U+0009 in a string")
    }

    @Test func invalidUTF8() {
        var bytes = Array("{ \"a\" : \"caf".utf8)
        bytes += [0xC3, 0x28]  // a lead byte without its continuation
        bytes += Array("\" }".utf8)
        #expect(message(Data(bytes)) == "test.storekit:1:13: error: expected UTF-8 text, found byte 0xC3")
        #expect(message(Data([0xFF])) == "test.storekit:1:1: error: expected a JSON value (an object, array, string, number, true, false or null), found byte 0xFF")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(message("{ \"café\" : 1, \"products\" : 5 }") == "test.storekit:1:28: error: products: expected an array, found a number")
    }

    @Test func duplicateKey() {
        let text = """
        {
          "products" : [],
          "products" : []
        }
        """
        #expect(message(text) == "test.storekit:3:3: error: expected each key once in an object, found \"products\" again (first at 2:3)")
    }

    // MARK: Wrong types and values

    @Test func wrongType() {
        let text = """
        {
          "products" : [
            { "productID" : "a", "type" : "Consumable", "displayPrice" : "0.99" },
            { "productID" : "b", "type" : "Consumable", "displayPrice" : "0.99" },
            { "productID" : "c", "type" : "Consumable", "displayPrice" : 1.99 }
          ]
        }
        """
        #expect(message(text) == "test.storekit:5:66: error: products[2].displayPrice: expected a string, found a number")
    }

    @Test func topLevelIsNotAnObject() {
        #expect(message("[ ]") == "test.storekit:1:1: error: expected an object (a StoreKit configuration) at the top level, found an array")
        #expect(message("  \"products\"") == "test.storekit:1:3: error: expected an object (a StoreKit configuration) at the top level, found a string")
    }

    @Test func wrongTypesElsewhere() {
        #expect(message("{ \"products\" : {} }") == "test.storekit:1:16: error: products: expected an array, found an object")
        #expect(message("{ \"products\" : [ 1 ] }") == "test.storekit:1:18: error: products[0]: expected an object, found a number")
        #expect(message("{ \"settings\" : { \"_askToBuyEnabled\" : \"yes\" } }") == "test.storekit:1:39: error: settings._askToBuyEnabled: expected true or false, found a string")
        #expect(message("{ \"settings\" : { \"_timeRate\" : 2.5 } }") == "test.storekit:1:32: error: settings._timeRate: expected an integer, found 2.5")
        #expect(message("{ \"version\" : { \"major\" : null } }") == "test.storekit:1:15: error: version: expected a member \"major\" (an integer)")
    }

    @Test func missingProductID() {
        let text = """
        {
          "products" : [
            { "type" : "Consumable", "displayPrice" : "0.99" }
          ]
        }
        """
        #expect(message(text) == "test.storekit:3:5: error: products[0]: expected a member \"productID\" (a string)")
    }

    @Test func unknownProductType() {
        let text = #"{ "products" : [ { "productID" : "a", "type" : "RecurringSubscription" } ] }"#
        #expect(message(text) == "test.storekit:1:48: error: products[0].type: expected \"Consumable\", \"NonConsumable\" or \"NonRenewingSubscription\", found \"RecurringSubscription\"")
    }

    @Test func badSubscriptionPeriodAndOffer() {
        let period = #"{ "subscriptionGroups" : [ { "name" : "g", "subscriptions" : [ { "productID" : "s", "recurringSubscriptionPeriod" : "monthly" } ] } ] }"#
        #expect(message(period) == "test.storekit:1:117: error: subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod: expected a period such as P1W, P1M, P3M or P1Y, found \"monthly\"")
        let mode = #"{ "subscriptionGroups" : [ { "subscriptions" : [ { "productID" : "s", "recurringSubscriptionPeriod" : "P1M", "introductoryOffer" : { "paymentMode" : "trial", "subscriptionPeriod" : "P1W" } } ] } ] }"#
        #expect(message(mode) == "test.storekit:1:150: error: subscriptionGroups[0].subscriptions[0].introductoryOffer.paymentMode: expected \"free\", \"payAsYouGo\" or \"payUpFront\", found \"trial\"")
    }

    // MARK: Truncated, empty, huge, deep

    @Test func truncated() {
        let text = """
        {
          "products" : [
            {
              "productID" : "a"
        """
        #expect(message(text) == "test.storekit:4:24: error: unexpected end of file, expected ',' or '}' after an object member")
        #expect(message("{\n  \"produc") == "test.storekit:2:10: error: unexpected end of file, expected '\"' to close the string that starts at 2:3")
        #expect(message("{ \"a\" : ") == "test.storekit:1:9: error: unexpected end of file, expected a JSON value (an object, array, string, number, true, false or null)")
    }

    @Test func truncatedCorpusFileFailsAtItsEnd() throws {
        let data = try #require(Fixtures.data("russell-archer--StoreHelper--Products"))
        let cut = data.prefix(1000)
        let lines = String(decoding: cut, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let lastLine = try #require(lines.last)
        let expected = "test.storekit:\(lines.count):\(lastLine.unicodeScalars.count + 1): error: unexpected end of file"
        #expect(message(Data(cut)).hasPrefix(expected))
    }

    @Test func empty() {
        #expect(message("") == "test.storekit:1:1: error: unexpected end of file, expected a JSON value (an object, array, string, number, true, false or null)")
        #expect(message("\n\n  ") == "test.storekit:3:3: error: unexpected end of file, expected a JSON value (an object, array, string, number, true, false or null)")
    }

    @Test func huge() {
        let data = Data(repeating: UInt8(ascii: " "), count: StoreKitFile.maximumSize + 1)
        #expect(message(data) == "test.storekit:1:1: error: expected at most 8 MiB (8388608 bytes), found 8388609 bytes")
    }

    @Test func hugeFileIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-huge-\(UUID().uuidString).storekit")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(StoreKitFile.maximumSize) * 2)
        try handle.close()
        let result = StoreKitFile.load(path: url.path)
        #expect(throws: StoreKitFileError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.description == "\(url.path):1:1: error: expected at most 8 MiB (8388608 bytes), found 16777216 bytes")
        }
    }

    @Test func missingFile() {
        let result = StoreKitFile.load(path: "/nonexistent/Products.storekit")
        if case .failure(let error) = result {
            #expect(error.description == "/nonexistent/Products.storekit:1:1: error: expected a readable file, found none at this path")
        } else {
            Issue.record("a missing file decoded")
        }
    }

    @Test func anEndlessDeviceIsRefusedUnopened() {
        let result = StoreKitFile.load(path: "/dev/zero")
        if case .failure(let error) = result {
            #expect(error.description == "/dev/zero:1:1: error: expected a readable file, found one that cannot be read: it is a character device, not a regular file")
        } else {
            Issue.record("/dev/zero decoded")
        }
    }

    @Test func directoryIsNotAFile() throws {
        let directory = try #require(Fixtures.directory)
        let result = StoreKitFile.load(path: directory.path)
        if case .failure(let error) = result {
            #expect(error.description == "\(directory.path):1:1: error: expected a readable file, found one that cannot be read: it is a folder, not a regular file")
        } else {
            Issue.record("a directory decoded")
        }
    }

    @Test func largeValidFileDecodes() throws {
        let products = (0..<20_000).map { index in
            #"{ "productID" : "p\#(index)", "type" : "Consumable", "displayPrice" : "0.99", "localizations" : [ { "locale" : "en_US", "displayName" : "Coins – \#(index) 🪙" } ] }"#
        }
        let text = "{ \"products\" : [\n" + products.joined(separator: ",\n") + "\n] }"
        #expect(text.utf8.count > 2_000_000)
        let file = try Fixtures.decode(text).get()
        #expect(file.products.count == 20_000)
        #expect(file.products.last?.displayName == "Coins – 19999 🪙")
        #expect(file.products.last?.source.location.position == SourcePosition(line: 20_001, column: 1))
    }

    @Test func deeplyNested() {
        let arrays = String(repeating: "[", count: 100_000)
        #expect(message(arrays) == "test.storekit:1:101: error: expected at most 100 nested arrays and objects")
        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(message(objects) == "test.storekit:1:501: error: expected at most 100 nested arrays and objects")
        let deepButAllowed = String(repeating: "[", count: 99) + String(repeating: "]", count: 99)
        #expect(message("{ \"x\" : \(deepButAllowed) }") == "decoded")
    }

    @Test func loadsAFileFromDisk() throws {
        let directory = try #require(Fixtures.directory)
        let path = directory.appendingPathComponent("space-code--flare--Flare.storekit").path
        let file = try StoreKitFile.load(path: path).get()
        #expect(file.path == path)
        #expect(file.products.count == 5)
    }
}
