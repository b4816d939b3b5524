import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A lazy grid's adaptive columns in GTK follow the width the window gives it (issue 30:
    /// they were one whatever the width).
    @Suite struct AdaptiveGridTests {
        @Test func adaptiveColumnsFollowTheWindowsWidth() throws {
            let facts: AdaptiveGridFacts = try GtkTests.facts(of: .adaptiveGrid)
            #expect(facts.narrowColumns >= 1 && facts.narrowColumns <= 2, "about 400 points: \(facts.narrowColumns)")
            #expect(facts.wideColumns >= 4 && facts.wideColumns <= 5, "about 1000 points: \(facts.wideColumns)")
            #expect(facts.wideFirstRow.prefix(4) == ["| cell 0", "| cell 1", "| cell 2", "| cell 3"])
        }
    }
}
