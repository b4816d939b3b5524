import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Lazy rows and grids in scroll views.
    @Suite struct ScrollViewsTests {
        @Test(arguments: [GtkScenario.scrolling, .scrollingGrid])
        func scrollingBuildsAndShowsTheSameRowsInAWindowAsHeadless(scenario: GtkScenario) throws {
            let scrolling: TranscriptFacts = try GtkTests.facts(of: scenario)
            let run = scrolling.run
            #expect(scrolling.gui == run, "\(scenario.rawValue): scrolling builds and shows the same rows in a window as headless")
            #expect(!run.contains { $0.hasPrefix("error") }, "\(run)")
            #expect(run.contains(scenario == .scrolling ? "| row 29" : "| cell 59"), "the last row was reached: \(run)")
        }

        @Test func contentOfSeveralViewsIsStackedInTheWindow() throws {
            let facts: ScrollContentFacts = try GtkTests.facts(of: .scrollContent)
            // All five, as SwiftUI's implicit stack lays them out: a viewport holds one widget.
            #expect(facts.labels == ["Header", "row 0", "row 1", "row 2", "row 3"])
            #expect(facts.tops == facts.tops.sorted() && Set(facts.tops).count == facts.tops.count, "each below the last: \(facts.tops)")
        }
    }
}
