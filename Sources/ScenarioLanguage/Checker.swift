import Foundation
import StoreCore
import StoreKitConfig

/// `storedbg check`: validates scenario and `.storekit` files without running them. A scenario's
/// `.storekit` files are checked with what the scenario expects of them.
package enum Checker {
    package struct Report: Sendable {
        /// Every problem, one line each: `path:line:column: error|warning: …`.
        package var lines: [String] = []
        package var errors = 0
        package var warnings = 0
        package var files = 0
    }

    package static func check(_ paths: [String], clients: ClientRegistry = ClientRegistry(), fileManager: FileManager = .default) -> Report {
        var report = Report()
        let (files, missing) = ScenarioRunner.discover(paths, extensions: [".scenario", ".storekit"], fileManager: fileManager)
        report.lines += missing.map(\.description)
        report.errors += missing.count
        if files.isEmpty, missing.isEmpty {
            report.lines.append(ScenarioDiagnostic(path: paths.first ?? "", line: 1, column: 1,
                                                   message: "no .scenario or .storekit files found").description)
            report.errors += 1
        }
        for file in files { checkFile(file, clients: clients, into: &report) }
        return report
    }

    private static func checkFile(_ path: String, clients: ClientRegistry, into report: inout Report) {
        report.files += 1
        if path.hasSuffix(".storekit") {
            add(storeKitProblems(path: path, context: StoreKitCheckContext()), to: &report)
            return
        }
        switch ScenarioRunner.load(path: path, clients: clients) {
        case .failure(let diagnostics):
            report.lines += diagnostics.diagnostics.map(\.description)
            report.errors += diagnostics.diagnostics.count
        case .success(let scenario):
            for problem in ownContentProblems(of: scenario) {
                report.lines.append(problem.description)
                if problem.isWarning { report.warnings += 1 } else { report.errors += 1 }
            }
            let context = expectations(of: scenario)
            for step in scenario.steps {
                guard case .storekit(let written, _) = step.command else { continue }
                let resolved = written.hasPrefix("/") ? written
                    : (URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(written).path)
                add(storeKitProblems(path: resolved, context: context), to: &report)
            }
        }
    }

    private static func storeKitProblems(path: String, context: StoreKitCheckContext) -> [StoreKitProblem] {
        do {
            // Read into bytes, as the decoder reads them: a Data was copied into them once more.
            let bytes = try FileReader.readBytes(path: path, limit: StoreKitFile.maximumSize)
            return StoreKitCheck.check(bytes: bytes, path: path, context: context)
        } catch {
            return [StoreKitProblem(severity: .error, path: path, location: StoreKitLocation(jsonPath: "", position: .start),
                                    message: error.message)]
        }
    }

    private static func add(_ problems: [StoreKitProblem], to report: inout Report) {
        for problem in problems {
            report.lines.append(problem.description)
            if problem.severity == .error { report.errors += 1 } else { report.warnings += 1 }
        }
    }

    /// What a run of the scenario would refuse for its own content, whatever happened before (a
    /// price "increase" that lowers the price or changes its currency, family sharing of a product
    /// that cannot be shared), as errors; and offers App Store Connect cannot create, as warnings.
    /// Read against the catalogue the scenario's own lines build, in order.
    package static func ownContentProblems(of scenario: Scenario) -> [ScenarioDiagnostic] {
        var catalogue = Catalogue()
        var locale = StoreSettings().locale
        var problems: [ScenarioDiagnostic] = []
        func add(_ step: Scenario.Step, _ message: String, error: Bool) {
            problems.append(ScenarioDiagnostic(path: scenario.path, line: step.line, column: step.column, message: message, isWarning: !error))
        }
        for step in scenario.steps {
            switch step.command {
            case .product(let product):
                _ = catalogue.add(product, replacing: true)
            case .storekit(_, let configuration):
                for product in configuration.products { _ = catalogue.add(product, replacing: true) }
                locale = configuration.settings.locale
            case .offer(let id, let offer):
                guard let product = catalogue[id] else { continue }
                if case .subscription(_, let period, _) = product.kind, let problem = offer.appStoreConnectProblem(subscriptionPeriod: period) {
                    add(step, problem, error: false)
                }
                _ = catalogue.addOffer(offer, to: id)
            case .priceIncrease(let id, let price, _):
                guard var product = catalogue[id] else { continue }
                if let problem = product.priceIncreaseProblem(to: price, locale: locale) {
                    add(step, problem, error: true)
                } else {
                    product.price = price
                    _ = catalogue.add(product, replacing: true)
                }
            case .familyShare(let id):
                if let problem = catalogue[id]?.familySharingProblem { add(step, problem, error: true) }
            default:
                break
            }
        }
        return problems
    }

    /// What a scenario expects of the `.storekit` files it loads.
    static func expectations(of scenario: Scenario) -> StoreKitCheckContext {
        var context = StoreKitCheckContext()
        var referenced: [String] = []
        for step in scenario.steps {
            switch step.command {
            case .evaluation(let policy): context.evaluationUnlock = policy.unlockProductID
            case .trial(let id, let target, _): context.trials.append(.init(productID: id, unlocks: target))
            case .buy(let id, _), .buyElsewhere(let id), .consume(let id, _), .familyShare(let id), .familyStop(let id),
                 .buyWithOffer(let id, _, _), .redeemCode(let id, _, _), .offer(let id, _), .expect(.introEligible(let id, _)):
                referenced.append(id)
            case .expect(.owned(let id)), .expect(.notOwned(let id)), .expect(.pending(let id)), .expect(.balance(let id, _)):
                referenced.append(id)
            default: break
            }
        }
        var seen = Set<String>()
        context.referencedProductIDs = referenced.filter { seen.insert($0).inserted }
        return context
    }
}
