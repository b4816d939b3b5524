import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Long sessions in real windows, as a person leaves the lab running.
    @Suite struct MemoryTests {
        @Test func longSessionsInWindowsKeepNoMemory() throws {
            let memory: MemoryFacts = try GtkTests.facts(of: .memory)
            let growth = memory.growth
            let cycles = memory.cycles
            for experiment in ["navigation", "sheet"] {
                let bytes = try #require(growth[experiment])
                #expect(bytes < 64 * 1024, "\(experiment): \(bytes) bytes stayed after \(cycles) cycles with the log cleared")
            }
        }
    }
}
