import GtkScenarioFacts
import Testing

extension GtkTests {
    /// The forms course code writes, through their real GTK widgets: `.labelsHidden()`,
    /// `.textFieldStyle(.plain)`, `TextEditor` and `.allowsHitTesting(false)`.
    @Suite struct CompatFormsTests {
        @Test func theFormsDrawAndTakeInputAsTheirCodeSays() throws {
            let facts: CompatFormFacts = try GtkTests.facts(of: .compatForms)
            #expect(facts.labelVisible == ["Wake": false, "Alarm": true, "Genre": false, "Volume": false],
                    "the labels hidden are hidden, those made of views too, and the toggle's is not")
            #expect(facts.hasFrame == ["Title": false, "Author": true, "editor": true])
            #expect(facts.editorScrolls && facts.editorHeight >= 100, "the editor scrolls its lines and takes room for several")
            #expect(facts.editorText == "Good\nok", "Return in the editor started a line")
            #expect(facts.journal.isEmpty, "and submitted nothing")
            #expect(facts.lockedClick == "plays 0", "the event box took the click on the locked button")
            #expect(facts.unlockedClick == "plays 1", "once hit testing is allowed the click reaches the button")
            #expect(facts.widgetsAfter == 0, "nothing outlives the views")
            #expect(facts.handlersAfter == 0)
        }
    }
}
