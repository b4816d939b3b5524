import Experiments

/// A row of the keyed benchmark table: an id that is never reused, and a label.
public struct Row: Identifiable, Equatable, Sendable {
    public let id: Int
    public var label: String
}

/// Makes rows the way js-framework-benchmark does: ids counting up from 1, labels
/// `adjective colour noun` drawn from fixed word lists of 25, 11 and 13 words.
struct RowFactory {
    static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
        "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important",
        "inexpensive", "cheap", "expensive", "fancy",
    ]
    static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    static let nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse", "keyboard"]

    private var nextID = 1
    private var random = SplitMix64(seed: 1)

    mutating func make(_ count: Int) -> [Row] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            let label = [Self.adjectives, Self.colours, Self.nouns]
                .map { $0[Int.random(in: 0..<$0.count, using: &random)] }
                .joined(separator: " ")
            return Row(id: nextID, label: label)
        }
    }
}

/// The benchmark's operations, each with the table it starts from.
public enum RowOperation: String, CaseIterable, Sendable {
    case create = "create-1k"
    case replace = "replace-1k"
    case update = "update-10th"
    case select
    case swap
    case remove
    case createMany = "create-10k"
    case append = "append-1k"
    case clear = "clear-1k"

    public var title: String {
        switch self {
        case .create: "create 1,000 rows"
        case .replace: "replace all 1,000 rows"
        case .update: "update every 10th row"
        case .select: "select a row"
        case .swap: "swap rows 2 and 999"
        case .remove: "remove one row"
        case .createMany: "create 10,000 rows"
        case .append: "append 1,000 rows to 1,000"
        case .clear: "clear 1,000 rows"
        }
    }

    /// How many rows the table holds before the operation.
    var startingRows: Int {
        switch self {
        case .create, .createMany: 0
        default: 1000
        }
    }
}

/// What every implementation of the table can do. Each call is one operation of the benchmark.
@MainActor
protocol RowTable: AnyObject {
    func create(_ rows: [Row])
    func replace(with rows: [Row])
    func updateEvery10th()
    func select(_ id: Int)
    func swap(_ first: Int, _ second: Int)
    func remove(at index: Int)
    func append(_ rows: [Row])
    func clear()
    var rowIDs: [Int] { get }
}

extension RowTable {
    /// Fills the table for `operation`, untimed.
    func prepare(for operation: RowOperation, factory: inout RowFactory) {
        if operation.startingRows > 0 { create(factory.make(operation.startingRows)) }
        // Selecting moves the highlight from one row to another.
        if operation == .select { select(rowIDs[0]) }
    }

    /// Performs `operation`: the part that is timed.
    func perform(_ operation: RowOperation, factory: inout RowFactory) {
        switch operation {
        case .create: create(factory.make(1000))
        case .replace: replace(with: factory.make(1000))
        case .update: updateEvery10th()
        case .select: select(rowIDs[1])
        case .swap: swap(1, 998)
        case .remove: remove(at: 1)
        case .createMany: create(factory.make(10000))
        case .append: append(factory.make(1000))
        case .clear: clear()
        }
    }
}
