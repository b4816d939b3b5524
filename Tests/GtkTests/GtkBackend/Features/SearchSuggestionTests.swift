import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A search suggestion clicked while the empty search field has the focus fills the field:
    /// its button takes no focus on the click, so the search goes on until the release lands.
    @Suite struct SearchSuggestionTests {
        @Test func aSuggestionClickedFromAnEmptyFieldFillsIt() throws {
            let facts: SearchSuggestionFacts = try GtkTests.facts(of: .searchSuggestions)
            #expect(facts.shownWhileSearching == ["Search", "Apple", "Pear", "query "])
            #expect(facts.shownAfterClick.first == "Search")
            #expect(facts.shownAfterClick.last == "query pear", "\(facts.shownAfterClick)")
            #expect(facts.fieldKeepsFocus)
        }
    }
}
