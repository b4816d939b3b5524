import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Text fields in a GTK window: typing, text set from code, and scripts that type.
    @Suite struct TextFieldsTests {
        @Test func typingGoesThroughTheRealEntryKeyByKeyAndTextSetFromCodeDoesNotComeBack() throws {
            let field: TextFieldFacts = try GtkTests.facts(of: .textField)
            #expect(field.initialBodies == ["body "])
            #expect(field.personActions == ["type:Name=y"], "a person's typing at the end is logged as the type action it is")
            #expect(field.unscriptableEdits == 2, "a replacement and a deletion have no script form, and are said to have none")
            #expect(field.typingBodies == ["body B", "body Bo", "body Bob"], "each key wrote the binding once, and its update ran before the next key")
            #expect(field.typed == ["| Name: [Bob]", "| Hello Bob", "| [Fill]"], "the entry shows what was typed")
            #expect(field.fillBodies == ["body Alice"], "the entry's own change signals were not taken for edits")
            #expect(field.editsReportedForOwnSet == [], "the changed signal of the renderer's own set is ignored")
            #expect(field.fill == MutationCounts(created: 0, textUpdates: 2, toggleUpdates: 0, inserts: 0, moves: 0, removals: 0, layoutUpdates: 0, styleUpdates: 0),
                    "the entry's text and the greeting were set once each")
            #expect(field.filled == ["| Name: [Alice]", "| Hello Alice", "| [Fill]"])
            #expect(field.afterMore == ["| Name: [Alice!]", "| Hello Alice!", "| [Fill]"], "typing goes on at the end of a text set from code")
            #expect(field.missing == "no visible text field labelled \"Nope\"; visible text field labels: \"Name\"")
            #expect(field.widgetsAfter == 0, "the entry was finalized")
            #expect(field.handlersAfter == 0, "its changed handler was released")
        }

        @Test func aScriptThatTypesPrintsTheSameInAWindowAsHeadless() throws {
            let session: TranscriptFacts = try GtkTests.facts(of: .typingSession)
            let gui = session.gui
            #expect(gui == session.run)
            #expect(Array(gui.drop { $0 != "> type:Name=Bob" }.prefix(4)) == ["> type:Name=Bob", "· body Greets", "· body Greets", "· body Greets"],
                    "every character's update is in the trace")
            #expect(gui.last == "| [Fill]")
            #expect(gui.contains("| Name: [Alices]"))
        }
    }
}
