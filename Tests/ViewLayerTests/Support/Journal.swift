import Synchronization
import ViewLayer

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
