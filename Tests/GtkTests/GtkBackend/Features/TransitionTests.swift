import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Transitions in GTK: a person sees them, and the lifecycle waits for them.
    @Suite struct TransitionTests {
        @Test func aViewHiddenUnderAnAnimationFadesOutAndLeavesAtItsEnd() throws {
            let facts: TransitionFacts = try GtkTests.facts(of: .transition)
            #expect(facts.midwayOpacity > 0.05 && facts.midwayOpacity < 0.95, "halfway, the text is partly drawn: \(facts.midwayOpacity)")
            #expect(facts.midwayShown == ["| [Hide]", "| panel"], "and still there")
            #expect(facts.midwayJournal.isEmpty, "without a disappear yet")
            #expect(facts.afterShown == ["| [Hide]"])
            #expect(facts.afterJournal == ["panel disappear"])
        }
    }
}
