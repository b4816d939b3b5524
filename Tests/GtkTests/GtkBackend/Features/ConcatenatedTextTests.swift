import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A concatenated text as one label whose parts keep their own look.
    @Suite struct ConcatenatedTextTests {
        @Test func eachPartIsDrawnInItsOwnWeight() throws {
            let facts: ConcatenatedTextFacts = try GtkTests.facts(of: .concatenatedText)
            #expect(facts.text == "Subtotal")
            #expect(facts.weights == [[0, 3, 400], [3, 8, 700]])
        }
    }
}
