import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A button's role, style and tint, drawn as GNOME draws buttons.
    @Suite struct ButtonLooksTests {
        @Test func rolesAndStylesAreStyleClassesAndATintIsTheFill() throws {
            let facts: ButtonLookFacts = try GtkTests.facts(of: .buttonLooks)
            #expect(facts.classes["Prominent"] == ["suggested-action"])
            #expect(facts.classes["Tinted"] == ["suggested-action"])
            #expect(facts.classes["Delete"] == ["destructive-action"])
            // Plain and destructive: red text on no fill.
            #expect(facts.classes["Discard"] == ["destructive-action", "flat"])
            #expect(facts.classes["Plain"] == ["flat"])
            // `.tint(.orange)` fills the prominent button orange; without it, the theme's blue.
            let tinted = facts.fills["Tinted"] ?? [], prominent = facts.fills["Prominent"] ?? []
            #expect(tinted.count == 3 && tinted[0] > 200 && tinted[2] < 100, "\(tinted)")
            #expect(prominent.count == 3 && prominent[2] > prominent[0], "\(prominent)")
        }

        @Test func aCustomStyleDrawsTheButtonAndRunsAgainWhenItIsHeldDown() throws {
            let facts: ButtonLookFacts = try GtkTests.facts(of: .buttonLooks)
            // A frameless button, the style's body its only fill: its red, not the theme's grey.
            #expect(facts.classes["Pill"] == ["flat", "lab-custom-style"])
            #expect(facts.fills["Pill"] == [255, 0, 0])
            // `isPressed` follows GTK's active state: the body runs again on press and release.
            #expect(facts.pressedTexts == [["up", "Pill"], ["down", "Pill"], ["up", "Pill"]])
        }
    }
}
