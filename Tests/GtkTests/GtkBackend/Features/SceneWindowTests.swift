import GtkScenarioFacts
import Testing

extension GtkTests {
    /// `\.scenePhase` and `\.horizontalSizeClass` follow the GTK window (issue 32).
    @Suite struct SceneWindowTests {
        /// Each step's last body line: what the view shows once the window has settled.
        static func last(_ lines: [String]) -> String { lines.last ?? "no body ran" }

        @Test func theWindowsWidthAndVisibilityReachAViewThatReadsThem() throws {
            let facts: SceneWindowFacts = try GtkTests.facts(of: .sceneWindow)
            #expect(facts.shown.first == "body active regular", "before the window reports, the views start active and regular: \(facts.shown)")
            // Focus under Xvfb comes and goes with the pointer (no window manager gives it), so
            // the phase of a window shown is not checked here, only what does not depend on it.
            #expect(Self.last(facts.shown).hasSuffix(" compact"), "the stage is 400 points wide: \(facts.shown)")
            #expect(Self.last(facts.widened).hasSuffix(" regular"), "900 points: \(facts.widened)")
            #expect(Self.last(facts.narrowed).hasSuffix(" compact"), "400 points again: \(facts.narrowed)")
            #expect(facts.hidden == ["body background compact"], "a hidden window's scene is in the background, one body run")
            #expect(!Self.last(facts.shownAgain).contains("background"), "shown again: \(facts.shownAgain)")
            #expect(facts.focusIgnored.isEmpty || facts.focusIgnored == ["body active compact"], "focus not followed, as while a script drives the window: active")
            #expect(facts.handlersAfter == 0, "the window's handlers go with the graph's root")
        }
    }
}
