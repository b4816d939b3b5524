import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Opacity in GTK: drawn or not, never unmapped.
    @Suite struct OpacityTests {
        @Test func opacityZeroDrawsNothingButKeepsTheWidgetMappedAndTheStateAlive() throws {
            let opacity: OpacityFacts = try GtkTests.facts(of: .opacity)
            let hidden = opacity.hidden
            #expect(hidden.role == "opacity")
            #expect(hidden.opacity == 0, "gtk_widget_get_opacity of the wrapper")
            #expect(hidden.mapped == true, "the wrapper stays mapped")
            #expect(hidden.contentMapped == true, "and so does what it holds")
            #expect(hidden.shown == ["| [Hide]", "| [Show]"], "a person cannot see it")
            #expect(hidden.journal == ["model init", "page appear"], "no disappear, no deinit")
            #expect(opacity.shownAgain == ["| page", "| [Hide]", "| [Show]"])
            #expect(opacity.opacityAgain == 1)
            #expect(opacity.journalAgain == ["model init", "page appear"], "the same page, never made again nor re-appeared")
            #expect(opacity.widgetsAfter == 0, "every widget made for the views was finalized")
            #expect(opacity.handlersAfter == 0, "every signal closure was released")
        }
    }
}
