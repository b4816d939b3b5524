import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A concatenated text as one label whose parts keep their own look.
    @Suite struct ConcatenatedTextTests {
        @Test func eachPartIsDrawnInItsOwnWeight() throws {
            let facts: ConcatenatedTextFacts = try GtkTests.facts(of: .concatenatedText)
            #expect(facts.text == "Subtotal")
            #expect(facts.weights == [[0, 3, 400], [3, 8, 700]])
            // The first part's colour is its own: "42" is drawn in the theme's.
            #expect(facts.colours == [[0, 6, 224, 27, 36]], "\(facts.colours)")
            // A dimmed part is dimmed by its alpha, not the whole label by a class.
            #expect(facts.alphas == [[0, 1, 36044]], "\(facts.alphas)")
            #expect(!facts.isDimmedWhole)
        }
    }
}
