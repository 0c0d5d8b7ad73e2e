import StoreCore

/// The app on the current device: `launch`, `quit`, `relaunch`, `reinstall`, `use-feature`,
/// `online`, `offline`, `products load|fail|empty`, `restore`, `refresh [cancelled]`, `consume ID N`.
enum AppSyntax: CommandSyntax {
    enum Name: String, CaseIterable, Sendable {
        case launch, quit, relaunch, reinstall, useFeature = "use-feature", online, offline, products, restore
        case refresh, consume
    }

    static func example(_ name: Name) -> String {
        switch name {
        case .launch: return "launch"
        case .quit: return "quit"
        case .relaunch: return "relaunch"
        case .reinstall: return "reinstall"
        case .useFeature: return "use-feature"
        case .online: return "online"
        case .offline: return "offline"
        case .products: return "products fail"
        case .restore: return "restore"
        case .refresh: return "refresh"
        case .consume: return "consume com.example.coins 10"
        }
    }

    static func parse(_ name: Name, _ reader: inout LineReader) throws(LineError) -> Command {
        switch name {
        case .launch: return .launch
        case .quit: return .quit
        case .relaunch: return .relaunch
        case .reinstall: return .reinstall
        case .useFeature: return .useFeature
        case .online: return .online
        case .offline: return .offline
        case .products: return .products(try reader.choice(ProductsOutcome.self))
        case .restore: return .restore
        case .refresh: return .refresh(cancelled: reader.take(Vocabulary.cancelled))
        default: return .consume(productID: try reader.productID(.consumable), units: try reader.number(atLeast: 1, noun: "count"))
        }
    }

    static func format(_ command: Command) -> String? {
        switch command {
        case .launch: return line(.launch)
        case .quit: return line(.quit)
        case .relaunch: return line(.relaunch)
        case .reinstall: return line(.reinstall)
        case .useFeature: return line(.useFeature)
        case .online: return line(.online)
        case .offline: return line(.offline)
        case .products(let outcome): return line(.products, outcome.rawValue)
        case .restore: return line(.restore)
        case .refresh(let cancelled): return cancelled ? line(.refresh, Vocabulary.cancelled) : line(.refresh)
        case .consume(let id, let units): return line(.consume, quoted(id), String(units))
        default: return nil
        }
    }

    static func next(after previous: [String]) -> ScenarioWords.NextWord? {
        switch (Name(rawValue: previous[0]), previous.count) {
        case (.consume, 1): return .product
        case (.products, 1): return .words(ProductsOutcome.allCases.map(\.rawValue))
        default: return nil
        }
    }
}
