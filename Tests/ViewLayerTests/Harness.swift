import HeadlessBackend
import Synchronization
import ViewLayer

/// Mounts a view on the headless backend and records what happens to it.
@MainActor
final class Harness {
    let backend = HeadlessBackend()
    let graph: ViewGraph
    private(set) var events: [TraceEvent] = []

    init<Root: View>(_ root: Root) {
        graph = ViewGraph(backend: backend)
        graph.traceHandler = { [unowned self] in events.append($0) }
        graph.mount(root, in: backend.window)
    }

    /// What `show` would print.
    var shown: [String] { backend.shownItems().map(\.line) }

    /// The texts shown, in order.
    var texts: [String] { backend.shownItems().filter { $0.kind == .text }.map(\.label) }

    func tap(_ label: String, _ occurrence: Int = 1) async throws {
        try backend.tap(label, occurrence: occurrence)
        await graph.settle()
    }

    func settle() async { await graph.settle() }

    func bodies(of view: String) -> Int { graph.statistics.bodyEvaluations[view] ?? 0 }

    /// The trace lines (`install X`, `body X`, …) since the last call.
    func takeEvents() -> [String] {
        defer { events.removeAll() }
        return events.map { "\($0.kind.rawValue) \($0.view)" }
    }

    func unmount() async {
        graph.unmount()
        await graph.settle()
    }
}

/// A log that models and callbacks write to from any thread, read by the test.
final class Journal: Sendable {
    private let storage = Mutex<[String]>([])

    func log(_ line: String) { storage.withLock { $0.append(line) } }

    var lines: [String] { storage.withLock { $0 } }

    func take() -> [String] {
        storage.withLock { lines in
            defer { lines.removeAll() }
            return lines
        }
    }
}

/// An object that logs its birth and death.
final class Tracked: ObservableObject {
    let name: String
    let journal: Journal
    @Published var count = 0

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        journal.log("\(name) init")
    }

    deinit { journal.log("\(name) deinit") }
}
