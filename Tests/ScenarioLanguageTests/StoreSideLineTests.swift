import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// `storefront`, `app-transaction`, `sheet`, `promote`, `tap` and `expect transaction TX
/// app-account-token`: bad input is refused at its column with what was expected.
let storeSideBadLines: [BadLine] = [
    BadLine("storefront usa", 12, "expected a storefront's three-letter country code in capitals (USA, FRA), found 'usa' (e.g. `storefront FRA locale fr_FR`)"),
    BadLine("storefront FRANCE", 12, "expected a storefront's three-letter country code in capitals (USA, FRA), found 'FRANCE' (e.g. `storefront FRA locale fr_FR`)"),
    BadLine("storefront", 11, "expected a storefront's three-letter country code (USA, FRA) (e.g. `storefront FRA locale fr_FR`)"),
    BadLine("storefront FRA locale é", 23, "expected \(PriceLocale.expectation), found 'é' (e.g. `storefront FRA locale fr_FR`)"),
    BadLine("storefront FRA fr_FR", 16, "unexpected 'fr_FR' after the command (e.g. `storefront FRA locale fr_FR`)"),
    BadLine("app-transaction version 1.0", 17, "expected 'original-version' or 'app-version', found 'version' (e.g. `app-transaction original-version 1.0`)"),
    BadLine("app-transaction original-version", 33, "expected a version such as 1.2 (e.g. `app-transaction original-version 1.0`)"),
    BadLine("app-transaction original-version 1.4 purchased yesterday", 48, "expected an instant such as 2026-01-01T09:00:00Z, found 'yesterday' (e.g. `app-transaction original-version 1.0`)"),
    BadLine("sheet dismiss", 7, "expected 'close', 'cancel', 'cancel-subscription', 'change-plan', 'redeem' or 'request-refund', found 'dismiss' (e.g. `sheet cancel-subscription`)"),
    BadLine("sheet change-plan com.example.pro", 19, "expected an auto-renewable subscription, found 'com.example.pro' (unlock) (e.g. `sheet cancel-subscription`)"),
    BadLine("sheet redeem com.example.annual SPRING", 33, "unknown offer code 'SPRING' of com.example.annual; expected one of 'FRIENDS' (e.g. `sheet cancel-subscription`)"),
    BadLine("promote", 8, "expected a product id (e.g. `promote com.example.pro`)"),
    BadLine("tap", 4, "expected the name of a control of the app (manage-subscription) (e.g. `tap manage-subscription`)"),
    BadLine("expect transaction #1 app-account-token 42", 41, "expected a UUID such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F, or none, found '42' (e.g. `expect transaction #1 purchased`)"),
]

@Test("a bad store-side line reports its exact message and column", arguments: storeSideBadLines)
func storeSideBadLineReportsWhatWasExpected(_ bad: BadLine) {
    switch parse(bad.line) {
    case .success(let command):
        Issue.record("parsed as \(String(describing: command))")
    case .failure(let errors):
        #expect(errors.diagnostics == [ScenarioDiagnostic(path: "test.scenario", line: 1, column: bad.column, message: bad.message)])
    }
}

@Test("a store-side line is written back as it was read", arguments: [
    "storefront FRA locale fr_FR",
    "storefront JPN",
    "app-transaction original-version 1.4 purchased 2024-03-01T10:00:00Z unverified",
    "app-transaction app-version 2.1",
    "sheet change-plan com.example.annual",
    "sheet redeem com.example.annual FRIENDS A1B2",
    "sheet request-refund \"bought by mistake\"",
    "promote com.example.pro",
    "tap manage-subscription",
    "expect transaction #1 app-account-token E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "expect transaction last app-account-token none",
])
func storeSideLineIsWrittenBack(_ line: String) throws {
    let command = try #require(try parse(line).get())
    #expect(CommandFormatter.format(command) == line)
}
