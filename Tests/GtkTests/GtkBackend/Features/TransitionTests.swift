import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Transitions in GTK: a person sees them, and the lifecycle waits for them.
    @Suite struct TransitionTests {
        @Test func aViewHiddenUnderAnAnimationFadesOutAndLeavesAtItsEnd() throws {
            let facts: TransitionFacts = try GtkTests.facts(of: .transition)
            #expect(facts.midwayOpacity > 0.05 && facts.midwayOpacity < 0.95, "halfway, the text is partly drawn: \(facts.midwayOpacity)")
            #expect(facts.midwayShown == ["| [Hide]", "| [Show]", "| panel"], "and still there")
            #expect(facts.midwayJournal.isEmpty, "without a disappear yet")
            #expect(facts.reshownOpacity == 1, "shown again on its way out, it is drawn whole again")
            #expect(facts.reshownJournal.isEmpty, "the same view: it never disappeared")
            #expect(facts.afterShown == ["| [Hide]", "| [Show]"])
            #expect(facts.afterJournal == ["panel disappear"])
            #expect(facts.fadeInOpacity > 0.05 && facts.fadeInOpacity < 0.95, "shown anew, it fades in: \(facts.fadeInOpacity)")
        }
    }
}
