import Foundation
import Testing
@testable import StoreCore

struct TimeSpanTests {
    @Test(arguments: [("90s", 90), ("15m", 900), ("36h", 129_600), ("14d", 1_209_600), ("2w", 1_209_600), ("1d12h", 129_600), ("0s", 0)])
    func parsesDurations(text: String, seconds: Int64) throws {
        #expect(try TimeSpan.parse(Substring(text)).get() == TimeSpan(seconds: seconds))
    }

    @Test(arguments: [("", DurationError.empty), ("d", .missingNumber), ("12", .missingUnit), ("3x", .badUnit("x")),
                      ("99999999999999999999d", .tooLong), ("9223372036854775807w", .tooLong), ("400000d", .tooLong)])
    func rejectsBadDurations(text: String, error: DurationError) {
        #expect(throws: error) { try TimeSpan.parse(Substring(text)).get() }
    }

    @Test func spellsItselfShortest() {
        #expect(TimeSpan.days(14).description == "14d")
        #expect(TimeSpan(seconds: 129_600).description == "1d12h")
        #expect(TimeSpan(seconds: -90).description == "-1m30s")
    }
}

struct SubscriptionPeriodTests {
    @Test func renewsByCalendar() {
        let month = SubscriptionPeriod(iso8601: "P1M")!
        #expect(month.advance(date("2026-01-31T12:00:00Z")) == date("2026-02-28T12:00:00Z"))
        #expect(SubscriptionPeriod(iso8601: "P1Y")!.advance(date("2028-02-29T00:00:00Z")) == date("2029-02-28T00:00:00Z"))
        #expect(SubscriptionPeriod(iso8601: "P1W")!.advance(date("2026-01-01T00:00:00Z")) == date("2026-01-08T00:00:00Z"))
    }

    @Test(arguments: ["P0M", "P1X", "1M", "P", "PM", "P100D", "P-1M", "P+M", "P1", "P1m", "P1M ", "P\u{0301}1M", "P1M\u{0301}",
                      "\u{0600}P1M", "P1\u{0600}M", "P++1M", "P1+M", "P-0M", "P00000000000000000000000000100M"])
    func rejectsBadPeriods(text: String) {
        #expect(SubscriptionPeriod(iso8601: text) == nil)
    }

    @Test(arguments: [("P1D", 1, SubscriptionPeriod.Unit.day), ("P2W", 2, .week), ("P+3M", 3, .month), ("P007Y", 7, .year),
                      ("P99D", 99, .day), ("P0000000000000000000000000012M", 12, .month)])
    func readsPeriodsAsIntReadsTheirCount(text: String, count: Int, unit: SubscriptionPeriod.Unit) {
        #expect(SubscriptionPeriod(iso8601: text) == SubscriptionPeriod(count: count, unit: unit))
        #expect(SubscriptionPeriod(iso8601: text[...]) == SubscriptionPeriod(count: count, unit: unit))
    }

    /// Issue 26, item 9 (sixth round): periods are read byte by byte; over seeded text of the
    /// characters that matter (and some that join others into one character), they are read
    /// as the characters were: first `P`, last the unit, the middle a count `Int` reads.
    @Test func readsWhatTheCharactersRead() {
        func byCharacters(_ text: String) -> SubscriptionPeriod? {
            guard text.count >= 3, text.first == "P", let last = text.last, let unit = SubscriptionPeriod.Unit(rawValue: String(last)),
                  let count = Int(text.dropFirst().dropLast()), (1...99).contains(count) else { return nil }
            return SubscriptionPeriod(count: count, unit: unit)
        }
        let pieces = ["0", "1", "2", "9", "+", "P", "P", "0", "1", "2", "9", "9", "+", "-", "D", "W", "M", "Y", "m", " ", "\u{0301}", "\u{0600}", "\r\n", "\u{200D}", "é", "٣"]
        var rng = PropertyTests.SeededGenerator(state: 8_601)
        var read = 0
        for step in 0..<20_000 {
            var text = step % 2 == 0 ? "P" : ""
            // Every other text mostly digits: most of those are periods.
            let choices = step % 4 < 2 ? 6 : pieces.count
            for _ in 0..<Int(rng.next() % 6) { text += pieces[Int(rng.next() % UInt64(choices))] }
            if step % 3 == 0 { text += ["D", "W", "M", "Y"][Int(rng.next() % 4)] }
            let expected = byCharacters(text)
            if expected != nil { read += 1 }
            #expect(SubscriptionPeriod(iso8601: text) == expected, "\(Array(text.unicodeScalars))")
        }
        #expect(read > 400)
    }
}

struct PriceTests {
    @Test func formatsForTheLocaleNeverAHardCodedSymbol() {
        let price = Price(amount: text("7.99"), currencyCode: "USD")
        #expect(price.formatted(for: Locale(identifier: "en_US")) == "$7.99")
        let francs = Price(amount: text("7.99"), currencyCode: "CHF")
        #expect(francs.formatted(for: Locale(identifier: "de_CH")).contains("7.99"))
        #expect(francs.formatted(for: Locale(identifier: "de_CH")).contains("CHF"))
        let euros = Price(amount: text("7.99"), currencyCode: "EUR")
        #expect(euros.formatted(for: Locale(identifier: "de_DE")).contains("7,99"))
    }

    @Test(arguments: ["abc", "", "1,99", ".5", "5.", "1.2.3", "-1"])
    func rejectsUnparseableAmounts(text: String) {
        #expect(Price(amount: text, currencyCode: "USD") == nil)
    }

    func text(_ value: String) -> Decimal { Decimal(string: value)! }
}

struct CatalogueTests {
    @Test func problemsAreValuesNotTraps() {
        var catalogue = Catalogue()
        #expect(catalogue.add(StoreProduct(id: "pro", kind: .unlock)) == [])
        #expect(catalogue.add(StoreProduct(id: "pro", kind: .unlock)) == [.duplicate("pro")])
        #expect(catalogue.add(StoreProduct(id: "t", kind: .trial(of: "nope", lasting: .days(7)))) == [.trialOfMissing(trial: "t", target: "nope")])
        #expect(catalogue.add(StoreProduct(id: "c", kind: .consumable)) == [])
        #expect(catalogue.add(StoreProduct(id: "t", kind: .trial(of: "c", lasting: .days(7)))) == [.trialOfNonUnlock(trial: "t", target: "c")])
        #expect(catalogue.add(StoreProduct(id: "t", kind: .trial(of: "pro", lasting: .days(7)), price: Price(amount: 1, currencyCode: "USD"), familyShareable: true))
                == [.trialNotFree("t"), .trialFamilyShareable("t")])
        #expect(catalogue.add(StoreProduct(id: "s", kind: .subscription(group: "", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))) == [.subscriptionWithoutGroup("s")])
        #expect(catalogue.products.map(\.id) == ["pro", "c"])
        #expect(catalogue.closestID(to: "prp") == "pro")
    }

    /// An offer is priced in its product's currency (a scenario took a euro offer on a dollar
    /// subscription).
    @Test func anOfferInAnotherCurrencyIsRefused() {
        let month = SubscriptionPeriod(count: 1, unit: .month)
        var catalogue = Catalogue([StoreProduct(id: "m", kind: .subscription(group: "g", period: month, level: 1), price: Price(amount: 9.99, currencyCode: "USD"))])
        let euro = SubscriptionOffer(kind: .promotional, id: "half", paymentMode: .payUpFront, period: month, price: Price(amount: 1, currencyCode: "EUR"))
        #expect(catalogue.addOffer(euro, to: "m") == .otherCurrency("m", "promotional 'half'", currency: "USD"))
        #expect(catalogue["m"]?.offers == [])
        let dollar = SubscriptionOffer(kind: .promotional, id: "half", paymentMode: .payUpFront, period: month, price: Price(amount: 1, currencyCode: "USD"))
        #expect(catalogue.addOffer(dollar, to: "m") == nil)
    }

    @Test func aStoreDatedTrialCountsOnlyWhenPurchased() {
        var engine = Engine()
        engine.mustApply(.product(StoreProduct(id: "pro", kind: .unlock, familyShareable: true)),
                         .trial(id: "trial", of: "pro", lasting: .days(7)), .launch)
        #expect(engine.access.state == .notStarted)
        engine.mustApply(.buy(productID: "trial", outcome: .success))
        #expect(engine.access.state == .evaluation(daysLeft: 7, endsAt: date("2026-01-08T09:00:00Z")))
        engine.mustApply(.advance(.days(7)))
        #expect(engine.access.state == .expired)
        engine.mustApply(.buy(productID: "pro", outcome: .success))
        #expect(engine.access.state == .unlocked)
    }
}

struct CivilTimeTests {
    @Test func agreesWithFoundationsCalendarOverFourCenturies() {
        var seconds: Int64 = -2_208_988_800 // 1900-01-01
        while seconds < 10_000_000_000 {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let c = Calendars.utc.dateComponents([.year, .month, .day], from: date)
            let civil = CivilTime(secondsSince1970: seconds)
            #expect([civil.year, civil.month, civil.day] == [Int64(c.year!), Int64(c.month!), Int64(c.day!)])
            #expect(civil.secondsSince1970 == seconds)
            seconds += 86_400 * 37 + 3_607
        }
    }

    @Test func monthsClampToTheLastDay() {
        for (start, months, end) in [("2026-01-31T10:00:00Z", 1, "2026-02-28T10:00:00Z"), ("2028-01-31T10:00:00Z", 1, "2028-02-29T10:00:00Z"),
                                     ("2026-12-15T00:00:00Z", 1, "2027-01-15T00:00:00Z"), ("2026-03-31T00:00:00Z", -1, "2026-02-28T00:00:00Z")] {
            let civil = CivilTime.of(date(start)).addingMonths(Int64(months))
            #expect(civil.secondsSince1970 == Int64(date(end).timeIntervalSince1970))
        }
        #expect(InstantFormat.iso(date("2026-03-05T07:08:09Z")) == "2026-03-05T07:08:09Z")
        #expect(InstantFormat.short(date("2026-12-14T10:00:00Z")) == "14 Dec 10:00")
        #expect(InstantFormat.short(date("2026-12-14T10:00:00Z"), in: TimeZone(identifier: "Asia/Tokyo")!) == "14 Dec 19:00")
        #expect(InstantFormat.short(date("2026-01-01T00:05:59Z")) == "1 Jan 00:05")
        #expect(InstantFormat.short(date("2026-09-30T23:59:00Z")) == "30 Sep 23:59")
        #expect(InstantFormat.short(date("2027-01-02T09:00:00Z"), relativeTo: date("2026-12-31T09:00:00Z")) == "2 Jan 2027 09:00")
        #expect(InstantFormat.short(date("2026-12-31T09:00:00Z"), relativeTo: date("2026-01-01T09:00:00Z")) == "31 Dec 09:00")
    }
}

struct StoreDatedTrialFromAFileTests {
    @Test func anUnlockAlreadyDefinedBecomesTheTrialKeepingItsPriceAndFlags() {
        var catalogue = Catalogue([StoreProduct(id: "pro", kind: .unlock), StoreProduct(id: "trial", kind: .unlock, price: Price(amount: 0, currencyCode: "USD"))])
        let free = catalogue.trial(id: "trial", of: "pro", lasting: .days(7))
        #expect(free.replacing)
        #expect(catalogue.add(free.product, replacing: free.replacing) == [])
        #expect(catalogue["trial"]?.kind == .trial(of: "pro", lasting: .days(7)))

        let priced = Catalogue([StoreProduct(id: "pro", kind: .unlock), StoreProduct(id: "t", kind: .unlock, price: Price(amount: 1, currencyCode: "USD"), familyShareable: true)])
        let trial = priced.trial(id: "t", of: "pro", lasting: .days(7))
        #expect(priced.problems(adding: trial.product, replacing: trial.replacing) == [.trialNotFree("t"), .trialFamilyShareable("t")])
    }
}

extension TimeSpanTests {
    /// Issue 26, item 9 (fourth round): an ASCII duration is read as bytes; it must read as the
    /// character-by-character reading does, value or error, over 30,000 seeded texts of digits,
    /// units, other letters, signs, spaces and line breaks (and non-ASCII text, which the bytes
    /// leave to the characters).
    @Test func durationsReadAsBytesAsTheyReadAsCharacters() {
        let pieces = ["0", "1", "7", "9", "12", "999999999999", "w", "d", "h", "m", "s", "x", "D", "-", " ", "\n", "\r", "\r\n", "٣", "é", ""]
        var random = PropertyTests.SeededGenerator(state: 604_800)
        var bytesRead = 0
        for _ in 0..<30_000 {
            let text = (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let characters = TimeSpan.parseCharacters(Substring(text))
            #expect(TimeSpan.parse(Substring(text)) == characters, "\(text.debugDescription)")
            if TimeSpan.parseASCII(Substring(text).utf8) != nil { bytesRead += 1 }
        }
        #expect(bytesRead > 15_000)
    }
}
