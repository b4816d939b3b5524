import GtkScenarioFacts
import Testing

extension GtkTests {
    /// `.accessibilityLabel` in GTK: the named widget carries the name for the screen reader
    /// (its ATK name), `show` and a script name the view by it, and a person's click on it is
    /// logged under it.
    @Suite struct AccessibilityLabelTests {
        @Test func aNamedViewIsNamedForTheScreenReaderAScriptAndTheLog() throws {
            let facts: AccessibilityLabelFacts = try GtkTests.facts(of: .accessibilityLabel)
            #expect(facts.shown == ["Add item", "★★★", "Plain"])
            #expect(facts.buttonName == "Add item")
            #expect(facts.textName == "Three stars")
            #expect(facts.tapped == ["add", "dot"])
            #expect(facts.personAction == ["tap:Add item"])
        }
    }
}
