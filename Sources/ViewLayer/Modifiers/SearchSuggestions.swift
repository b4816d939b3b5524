extension View {
    /// Suggestions for the `.searchable` field this modifier is around, shown under the field
    /// while a person searches (`\.isSearching`), above the content. A suggestion marked with
    /// `.searchCompletion(_:)` is a button that puts its completion in the field:
    ///
    ///     List(fruits) { FruitRow(fruit: $0) }
    ///         .searchable(text: $query)
    ///         .searchSuggestions {
    ///             Text("🍎 Apple").searchCompletion("apple")
    ///             Text("🍐 Pear").searchCompletion("pear")
    ///         }
    ///
    /// Written after `.searchable`, as Apple's examples write it, the suggestions reach its field;
    /// written inside the searchable content they reach no field here.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        SearchSuggestionsView(content: self, suggestions: AnyView(erasing: suggestions()))
    }

    /// Accepted, no effect on Linux: suggestions are shown wherever the field is.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// Makes this suggestion a button that puts `completion` in the search field.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionView(content: self, completion: completion)
    }
}

/// Where search suggestions show: accepted, and on Linux always under the field.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    public static let content = SearchSuggestionsPlacement(name: "content")

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let menu = Set(rawValue: 1)
        public static let content = Set(rawValue: 2)
    }
}

/// The suggestions of the `.searchSuggestions` around a `.searchable` view.
@MainActor
final class SearchSuggestions {
    let view: AnyView
    init(view: AnyView) { self.view = view }
}

enum SearchSuggestionsInput: NodeInputKey {
    typealias Value = SearchSuggestions
}

/// `.searchSuggestions`: nothing drawn; hands its suggestions to the searchable view below, anew
/// at each update, so that the field shows them as they are now.
struct SearchSuggestionsView<Content: View>: View, PrimitiveView {
    let content: Content
    let suggestions: AnyView

    func update(_ node: PrimitiveNode, previous: Self?) {
        var context = node.childContext
        context[SearchSuggestionsInput.self] = SearchSuggestions(view: suggestions)
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// A searchable view's content, which the suggestions around its field do not reach: a
/// `.searchable` inside shows none of them.
struct WithoutSearchSuggestions<Content: View>: View, PrimitiveView {
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        var context = node.childContext
        context[SearchSuggestionsInput.self] = nil
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// A suggestion that fills the search field: a flat button over it.
struct SearchCompletionView<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompleter) private var complete

    var body: some View {
        Button { complete?(completion) } label: { content }
            .buttonStyle(.plain)
    }
}

/// What a suggestion's completion does: puts it in the field of the searchable view around.
struct SearchCompleter {
    let complete: @MainActor (String) -> Void
    @MainActor func callAsFunction(_ completion: String) { complete(completion) }
}

private enum SearchCompleterKey: EnvironmentKey {
    static var defaultValue: SearchCompleter? { nil }
}

extension EnvironmentValues {
    var searchCompleter: SearchCompleter? {
        get { self[SearchCompleterKey.self] }
        set { self[SearchCompleterKey.self] = newValue }
    }
}
