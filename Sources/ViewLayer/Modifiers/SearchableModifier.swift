/// A search field for a view's content, bound to the text searched for.
///
///     List(filtered) { Text($0.name) }
///         .searchable(text: $query, prompt: "Find a fruit")
///         .onSubmit(of: .search) { recordSearch(query) }
///
/// GTK draws a `GtkSearchEntry` above the content, as GNOME's lists put theirs under the header
/// bar; it writes the text at each keystroke, as a text field does, and Return in it runs the
/// `onSubmit(of: .search)` actions around it. A script types into it by its prompt,
/// `type:Search=ap` (the prompt is "Search" unless given), and `show` prints it as a text field
/// before the content. `placement` is accepted: the field is above the content wherever it asks.
extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.content ?? SearchableView<Self>.defaultPrompt)
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: prompt.key)
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }
}

/// Where a search field goes: accepted, and on Linux always above the content.
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }

    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }
}

/// The content under its search field, in a column. The content reads `\.isSearching` and
/// `\.dismissSearch`.
struct SearchableView<Content: View>: View, PrimitiveView {
    /// SwiftUI's own prompt when none is given.
    static var defaultPrompt: String { "Search" }

    let content: Content
    let text: Binding<String>
    let prompt: String

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(SearchState())
        state.node = node.viewNode
        var field = TextField(prompt: prompt, text: text, kind: TextFieldKind(isSearch: true))
        let text = text
        field.editingChanged = { [weak state] isFocused in
            MainActor.assumeIsolated { state?.focusChanged(isFocused, hasText: !text.currentValue.isEmpty) }
        }
        let isSearching = state.isSearching
        let dismiss = DismissSearchAction(search: ObjectIdentifier(state)) { [weak state] in
            // Apple: "Calling this instance has no effect if the user isn't interacting with a
            // search field."
            guard let state, state.isSearching else { return }
            text.wrappedValue = ""
            state.dismiss()
        }
        let searched = content.environment(\.isSearching, isSearching).environment(\.dismissSearch, dismiss)
        // The suggestions around, under the field while a person searches.
        let suggestions = node.context[SearchSuggestionsInput.self].flatMap { isSearching ? $0.view : nil }
        let completer = SearchCompleter { text.wrappedValue = $0 }
        // A click on a suggestion leaves the focus in the field, so that the search goes on.
        let shownSuggestions = suggestions.map { view in
            VStack(alignment: .leading) { view }.environment(\.searchCompleter, completer).environment(\.buttonsTakeFocusOnClick, false)
        }
        // The suggestions are this field's, not a field's inside the content.
        let content = WithoutSearchSuggestions(content: searched)
        node.updateStack(ViewBuilder.buildBlock(field, shownSuggestions, content), axis: .vertical, spacing: 0, previous: 0)
        state.field = node.firstChildElement
        state.backend = node.backend
    }
}

/// Whether a person is searching: from the field taking the focus until it loses it empty, or
/// the search is dismissed.
@MainActor
private final class SearchState {
    weak var node: ViewNode?
    weak var field: (any RenderElement)?
    weak var backend: CountedBackend?
    private(set) var isSearching = false

    func focusChanged(_ isFocused: Bool, hasText: Bool) {
        set(isFocused || hasText)
    }

    /// Ends the search: the field loses the focus, and its text is cleared by the caller.
    func dismiss() {
        if let field, let backend { backend.uncounted { $0.focusRendering.setFocus(field, false) } }
        set(false)
    }

    private func set(_ searching: Bool) {
        guard searching != isSearching else { return }
        isSearching = searching
        node?.invalidate()
    }
}

/// Ends the search of the `.searchable` around the view reading it: its field loses the focus
/// and its text is cleared, and `isSearching` becomes false. Read it with
/// `@Environment(\.dismissSearch)` and call it.
public struct DismissSearchAction: Sendable, Equatable {
    /// The search it ends, for comparing actions: two actions are the same when they end the
    /// same search.
    let search: ObjectIdentifier?
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.search == rhs.search }
}

private enum IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(search: nil) {} }
}

extension EnvironmentValues {
    /// Whether a person is searching in the `.searchable` field around this view: true from the
    /// moment the field takes the keyboard's focus (Apple: "When the user first taps or clicks in
    /// a search field, the isSearching property becomes true"), and false again once it loses
    /// the focus with no text in it, or the search is dismissed (`dismissSearch`). Text set by
    /// code while the field has no focus does not change it.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `.searchable` around this view; outside one it does nothing.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
