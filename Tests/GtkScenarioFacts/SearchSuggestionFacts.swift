/// `search-suggestions`: a search suggestion chosen with the pointer while the search field,
/// empty, has the focus.
public struct SearchSuggestionFacts: Codable, Sendable {
    /// The labels `show` lists once the field has the focus, and after the click.
    public var shownWhileSearching: [String]
    public var shownAfterClick: [String]
    /// Whether the field still has the focus after the click.
    public var fieldKeepsFocus: Bool

    public init(shownWhileSearching: [String], shownAfterClick: [String], fieldKeepsFocus: Bool) {
        self.shownWhileSearching = shownWhileSearching
        self.shownAfterClick = shownAfterClick
        self.fieldKeepsFocus = fieldKeepsFocus
    }
}
