import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Gestures in GTK: `GtkGestureMultiPress`, `GtkGestureLongPress` and `GtkGestureDrag` on an
    /// event box, reached by pointer events sent through the main loop.
    @Suite struct GestureTests {
        @Test func gtksRecognisersRunTheGesturesAndTheirPrioritiesHold() throws {
            let facts: GestureFacts = try GtkTests.facts(of: .gestures)
            #expect(facts.journal == ["once", "twice", "pressing true", "pressing false", "perform"],
                    "a tap, a double tap counted by GTK's presses in a row, a long press held for GTK's delay")
            #expect(facts.nested == ["inner A", "outer B", "outer C", "inner C"],
                    "the inner .gesture claims the press from the view around; a high-priority one around claims it first; a simultaneous one takes nothing")
            #expect(facts.sequence == ["dragged 30 after the long press"], "GTK's long press and drag, grouped, recognise one press in turn")
            #expect(facts.personActions == ["tap:Once", "(unscriptable)"], "a person's own tap is logged as a script's; a drag has no script form")
            #expect(facts.widgetsAfter == 0)
            #expect(facts.handlersAfter == 0, "the recognisers and their handlers go with their event box")
        }
    }
}
