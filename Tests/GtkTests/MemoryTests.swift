import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Long sessions in real windows, as a person leaves the lab running.
    @Suite struct MemoryTests {
        /// One sheet or navigation destination left behind (its node, state and widgets) is
        /// kilobytes a cycle, megabytes a window. GTK's and GLib's caches move the floor by tens
        /// of bytes a cycle in either direction over a run (see `MemoryFacts`), so a leak smaller
        /// than 128 bytes a cycle is below what this measure can tell from them.
        @Test func longSessionsInWindowsKeepNoMemory() throws {
            let memory: MemoryFacts = try GtkTests.facts(of: .memory)
            for experiment in ["navigation", "sheet"] {
                let trend = try #require(memory.trend(of: experiment))
                let floors = memory.floors[experiment, default: []].map { "\($0 / 1024) KB" }
                #expect(
                    trend < 128 * memory.windowCycles,
                    "\(experiment): the heap's floor rose by \(trend) bytes every \(memory.windowCycles) cycles with the log cleared (floors: \(floors.joined(separator: ", ")))"
                )
            }
        }
    }
}
