import Foundation
import Testing
@testable import StoreCore

/// What was made to cost less as a session grows (issue 26, item 8) gives what the plain way
/// gave, over seeded random sessions.
struct GrowthEquivalenceTests {
    /// A new pass starts where the account's entitling passes of its product end, if later than
    /// now: found from the newest activation back, it is what reading every live pass finds,
    /// through Ask to Buy approved out of order, refunds, revocations, deletions, expiries and
    /// time passing.
    @Test func aStackedPassStartsWhereReadingEveryPassSaysItDoes() {
        let span = TimeSpan.days(30)
        var activated = 0
        for seed in UInt64(1)...UInt64(60) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            _ = try? engine.apply(.product(StoreProduct(id: "pass", kind: .nonRenewing(span))))
            _ = try? engine.apply(.launch)
            for _ in 0..<60 {
                let count = engine.store.transactions.count
                let reference: TransactionReference = count == 0 || Bool.random(using: &rng) ? .last : .id(TransactionID(Int.random(in: 1...count, using: &rng)))
                let outcomes: [PurchaseOutcome] = [.success, .success, .success, .askToBuy, .askToBuy, .unverified, .cancel]
                let choices: [Command] = [
                    .buy(productID: "pass", outcome: outcomes.randomElement(using: &rng)!), .buy(productID: "pass", outcome: .success),
                    .buyElsewhere(productID: "pass"), .approve(reference), .approve(.id(TransactionID(Int.random(in: 1...max(1, count), using: &rng)))),
                    .decline(reference), .refund(reference, .other), .revoke(reference), .delete(reference), .expire(reference),
                    .advance(TimeSpan(seconds: Int64.random(in: 1...(50 * 86_400), using: &rng))),
                ]
                let before = engine.store
                _ = try? engine.apply(choices.randomElement(using: &rng)!)
                let store = engine.store
                for tx in store.transactions where tx.expirationDate != nil && (!before.contains(tx.id) || before.transactions[id: tx.id].expirationDate == nil) {
                    // Activated this step: by reading every other pass of its account.
                    var start = store.now
                    for other in store.transactions where other.id != tx.id && other.productID == tx.productID && other.account == tx.account
                        && other.entitles(at: store.now) {
                        if let end = other.expirationDate, end > start { start = end }
                    }
                    #expect(tx.expirationDate == start.addingTimeInterval(span.timeInterval), "seed \(seed), #\(tx.id)")
                    activated += 1
                }
            }
        }
        #expect(activated > 500)
    }

    /// The apps the monitor judges get the credits and handovers of the step sorted by device
    /// once (`StepFactsByDevice`), not looked through for each app: what each app is judged on is
    /// what looking through gives, over seeded random sessions on three devices.
    @Test func creditsSortedByDeviceOnceGiveWhatLookingThroughGives() {
        var compared = 0, credited = 0
        for seed in UInt64(1)...UInt64(60) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
            for name in ["tablet", "laptop", "phone"] {
                _ = try? engine.apply(.device(name))
                _ = try? engine.apply(.launch)
            }
            for _ in 0..<50 {
                let command: Command = Int.random(in: 0..<3, using: &rng) == 0
                    ? .buy(productID: "coins", outcome: .success) : PropertyTests.randomCommand(&rng)
                _ = try? engine.apply(command)
                let (world, trace) = (engine.world, engine.trace)
                let sorted = StepFactsByDevice(trace)
                credited += trace.credits.count
                compared += expectJudgedAppsAgree(world, trace, sorted, "seed \(seed), \(command)")
            }
        }
        #expect(compared > 3_000 && credited > 300)
    }

    /// The reference client keeps its grants (`GrantTable`) and its first owned unlock as its
    /// knowledge changes, and the monitor judges only the kept grants a step can have changed
    /// (`Monitor.judgeKept`): over seeded random sessions on two devices, with the reference
    /// client and the faults built on it (whose kept grants breach), after every step the kept
    /// grants are what the client's knowledge gives read anew, the first unlock is what looking
    /// through what is owned finds, and the violations are those of a monitor judging every
    /// grant at every step.
    @Test func keptGrantsAndTheMonitorJudgingChangesGiveWhatRecomputingGives() {
        var steps = 0, violations = 0, grants = 0, shown = 0
        let clients: [ClientChoice] = [.reference, .fault(.ignoreRevocation), .fault(.grantUnverified), .fault(.cachedBool),
                                       .fault(.cancelledReadAsNone), .fault(.pricesBeforeOwnership)]
        let extra = (0..<6).map { StoreProduct(id: "u\($0)", kind: .unlock) }
            + (0..<3).map { StoreProduct(id: "s\($0)", kind: .subscription(group: "h\($0)", period: SubscriptionPeriod(count: 1, unit: .week), level: 1)) }
        for seed in UInt64(1)...UInt64(120) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var incremental = Engine(), everything = Engine()
            incremental.monitor.judgesChangesFrom = 0
            everything.monitor.judgesChangesFrom = .max
            var setup: [Command] = [.client(clients[Int(seed) % clients.count])]
            setup += (PropertyTests.products + extra).map { .product($0) }
            setup += [.launch, .device("tablet"), .launch]
            for command in setup {
                _ = try? incremental.apply(command)
                _ = try? everything.apply(command)
            }
            for _ in 0..<60 {
                let product = ([unlockID, "pro", "pass"] + extra.map(\.id)).randomElement(using: &rng)!
                let outcome: PurchaseOutcome = [.success, .success, .askToBuy, .unverified].randomElement(using: &rng)!
                let command: Command = Int.random(in: 0..<3, using: &rng) == 0 ? .buy(productID: product, outcome: outcome) : PropertyTests.randomCommand(&rng)
                _ = try? incremental.apply(command)
                _ = try? everything.apply(command)
                steps += 1
                #expect(incremental.violations.map(\.summary) == everything.violations.map(\.summary), "seed \(seed), \(command)")
                let world = incremental.world
                for d in world.devices.deviceIndices where world.devices[d].process.running {
                    let context = world.clientContext(d)
                    let client: ReferenceClient
                    switch world.devices[d].process.client {
                    case let reference as ReferenceClient: client = reference
                    case let variant as any ReferenceVariant: client = variant.base
                    default: continue
                    }
                    let kept = world.report(onDevice: d).grants
                    grants += kept.count
                    #expect(Set(kept) == Set(client.grants(at: context.now)) && kept.count == client.grants(at: context.now).count,
                            "seed \(seed), \(command)")
                    #expect(client.firstUnlockIsCurrent, "seed \(seed), \(command)")
                    // What it shows, with what it keeps forgotten: looked for anew.
                    var anew = client
                    (anew.firstUnlock, anew.firstUnlockStale, anew.firstRunning) = (nil, true, nil)
                    #expect("\(client.access(context))" == "\(anew.access(context))", "seed \(seed), \(command)")
                    shown += 1
                    #expect(client.firstUnlock?.id == ReferenceClient.firstUnlock(among: client.owned.keys, context.configuration.catalogue)?.id,
                            "seed \(seed), \(command)")
                }
            }
            violations += incremental.violations.count
        }
        #expect(steps == 7_200 && violations > 100 && grants > 5_000 && shown > 5_000)
    }

    /// A kept grant resting on a transaction the ledger changes while the grant stays as it was
    /// (a grant from an Ask to Buy, then declined, approved, refunded) is judged again: the
    /// monitor judging changes finds what judging every grant finds.
    @Test func aKeptGrantIsJudgedAgainWhenItsTransactionChanges() {
        for ending in [Command.decline(.id(1)), .approve(.id(1))] {
            var incremental = Engine(), everything = Engine()
            incremental.monitor.judgesChangesFrom = 0
            everything.monitor.judgesChangesFrom = .max
            var script: [Command] = (0..<3).map { .product(StoreProduct(id: "u\($0)", kind: .unlock)) }
            script += [.launch, .buy(productID: "u0", outcome: .askToBuy)]
            for command in script {
                _ = try? incremental.apply(command)
                _ = try? everything.apply(command)
            }
            // An app that grants u0 from the waiting #1.
            for d in [0] {
                guard var client = incremental.world.devices[d].process.client as? ReferenceClient else { Issue.record("no reference client"); return }
                client.owned["u0"] = ReferenceClient.OwnedItem(transactionID: 1, ownership: .purchased, purchaseDate: incremental.store.now)
                incremental.world.devices[d].process.client = client
                everything.world.devices[d].process.client = client
            }
            for command in [Command.buy(productID: "u1", outcome: .success), ending, .buy(productID: "u2", outcome: .success), .refund(.id(1), .other)] {
                _ = try? incremental.apply(command)
                _ = try? everything.apply(command)
                #expect(incremental.violations.map(\.summary) == everything.violations.map(\.summary), "\(ending), \(command)")
            }
            #expect(!everything.violations.isEmpty, "\(everything.violations.map(\.summary))")
        }
    }
}

/// On every running device, the grants a judged app finds looking through the step's facts are
/// those it finds in the facts sorted by device once; the number of apps compared.
func expectJudgedAppsAgree(_ world: World, _ trace: Trace, _ sorted: StepFactsByDevice, _ note: @autoclosure () -> String,
                           sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    var compared = 0
    for d in world.devices.deviceIndices where world.devices[d].process.running {
        let report = world.report(onDevice: d)
        let lookedThrough = JudgedApp(device: d, report: report, in: world, after: trace)
        let once = JudgedApp(device: d, report: report, in: world, after: trace, stepFacts: sorted)
        #expect(lookedThrough.grants.map { "\($0.productID) #\($0.transaction) @\($0.position)" }
                == once.grants.map { "\($0.productID) #\($0.transaction) @\($0.position)" }, "\(note())", sourceLocation: sourceLocation)
        compared += 1
    }
    return compared
}
