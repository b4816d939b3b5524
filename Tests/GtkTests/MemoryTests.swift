import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Long sessions in real windows, as a person leaves the lab running.
    @Suite struct MemoryTests {
        /// A leak of 8 bytes a cycle raises the floor by 8,000 bytes a window; one sheet or
        /// navigation destination left behind (its node, state and widgets) is kilobytes.
        @Test func longSessionsInWindowsKeepNoMemory() throws {
            let memory: MemoryFacts = try GtkTests.facts(of: .memory)
            for experiment in ["navigation", "sheet"] {
                let rise = try #require(memory.medianRise(of: experiment))
                let floors = memory.floors[experiment, default: []].map { "\($0 / 1024) KB" }
                #expect(
                    rise < 8 * memory.windowCycles,
                    "\(experiment): the heap's floor rose by a median \(rise) bytes every \(memory.windowCycles) cycles with the log cleared (floors: \(floors.joined(separator: ", ")))"
                )
            }
        }
    }
}
