import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Gestures in GTK: `GtkGestureMultiPress`, `GtkGestureLongPress`, `GtkGestureDrag`,
    /// `GtkGestureZoom` and `GtkGestureRotate` on an event box, reached by pointer events and a
    /// touchpad's pinch sent through the main loop.
    @Suite struct GestureTests {
        @Test func gtksRecognisersRunTheGesturesAndTheirPrioritiesHold() throws {
            let facts: GestureFacts = try GtkTests.facts(of: .gestures)
            #expect(facts.journal == ["once", "twice", "pressing true", "pressing false", "perform"],
                    "a tap, a double tap counted by GTK's presses in a row, a long press held for GTK's delay")
            #expect(facts.nested == ["inner A", "outer B", "outer C", "inner C"],
                    "the inner .gesture claims the press from the view around; a high-priority one around claims it first; a simultaneous one takes nothing")
            #expect(facts.sequence == ["dragged 30 after the long press"], "GTK's long press and drag, grouped, recognise one press in turn")
            #expect(facts.pinch == ["pinch - 10°", "pinch 150% 10°", "pinch 150% 30°", "pinch 200% 30°", "pinch 200% -10°", "pinched 200% -10° inside true"],
                    "a touchpad's pinch drives GtkGestureZoom and GtkGestureRotate at once (GTK runs the rotate, attached last, first); GTK's 350° is the layer's -10°; a scale that did not change is no change; the pinch began where the fingers are")
            #expect(facts.personActions == ["tap:Once", "(unscriptable)", "(unscriptable)", "(unscriptable)"],
                    "a person's own tap is logged as a script's; a drag has no script form, nor has a pinch (its zoom and its turn each end)")
            #expect(facts.widgetsAfter == 0)
            #expect(facts.handlersAfter == 0, "the recognisers and their handlers go with their event box")
        }
    }
}
