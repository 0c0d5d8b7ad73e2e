import DebuggerUI
import Foundation
import Testing

/// Issue 26, item 2, on screen: a `:storekit` line naming a file whose `_locale` Foundation
/// cannot take was applied, journalled and then trapped at the first price drawn, so every
/// `--resume` trapped again. It is refused under the line, and nothing reaches the journal.
@Suite struct StoreKitLocaleOnScreenTests {
    @Test(arguments: ["é", "en@numbers=zzzz"])
    func aStoreKitLineWithALocaleFoundationCannotTakeIsRefused(locale: String) throws {
        let folder = try SessionFixtures.temporaryFolder()
        let file = folder.appendingPathComponent("shop.storekit")
        let text = #"{ "products" : [ { "productID" : "coins", "type" : "Consumable", "displayPrice" : "0.99" } ], "settings" : { "_locale" : "LOCALE" } }"#
        try Data(text.replacingOccurrences(of: "LOCALE", with: locale).utf8).write(to: file)
        var session = try SessionFixtures.demo()
        _ = session.takeRecordChanges()
        session.enter("storekit \(file.path)")
        #expect(session.prompt.editor.error?.message.contains("settings._locale: expected a locale identifier") == true,
                "\(String(describing: session.prompt.editor.error))")
        #expect(session.takeRecordChanges().isEmpty)
        _ = DebuggerScreen.render(session, size: .minimumScreen)
    }
}
