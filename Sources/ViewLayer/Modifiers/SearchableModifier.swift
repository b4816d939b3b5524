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

/// The content under its search field, in a column.
struct SearchableView<Content: View>: View, PrimitiveView {
    /// SwiftUI's own prompt when none is given.
    static var defaultPrompt: String { "Search" }

    let content: Content
    let text: Binding<String>
    let prompt: String

    func update(_ node: PrimitiveNode, previous: Self?) {
        let field = TextField(prompt: prompt, text: text, kind: TextFieldKind(isSearch: true))
        node.updateStack(ViewBuilder.buildBlock(field, content), axis: .vertical, spacing: 0, previous: 0)
    }
}
