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
    }
}
