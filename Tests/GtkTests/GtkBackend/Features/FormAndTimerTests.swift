import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A form as GNOME draws one, and a timer as SwiftUI code writes one, in a real GTK loop.
    @Suite struct FormAndTimerTests {
        @Test func aFormsSectionIsABoxedListAndATimerTicksUntilItsViewGoes() throws {
            let facts: FormAndTimerFacts = try GtkTests.facts(of: .formAndTimer)
            #expect(facts.listBoxes.count == 1, "the section's rows, in one list box")
            #expect(facts.listBoxes.first?.isBoxed == true, "with GNOME's boxed-list look")
            #expect(facts.listBoxes.first?.rowsActivatable == [false, false], "its rows hold controls and are not themselves activated")
            #expect(facts.shown == ["| ## Account", "| Name", "| Ada", "| Plan", "| Free", "| ticking"])
            // GTK's loop runs Foundation's main run loop, whose timers would otherwise never fire.
            #expect(facts.ticks >= 3, "\(facts.ticks) ticks in five seconds")
            #expect(facts.ticksAfterUnmount == 0, "the subscription went with the view")
            #expect(facts.widgetsAfter == 0)
            #expect(facts.handlersAfter == 0)
        }
    }
}
