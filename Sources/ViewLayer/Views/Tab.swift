/// A tab of a `TabView`, as iOS 18 writes them: its title, symbol and value, and its content.
///
///     TabView(selection: $tab) {
///         Tab("Library", systemImage: "books.vertical", value: .library) { LibraryView() }
///         Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { SearchView() }
///     }
///
/// The same tab as `content.tabItem { Label(title, systemImage: image) }.tag(value)`: GTK shows
/// its title in the switcher, and the tab is built when first shown (rule 17). A tab's role
/// changes nothing here.
public struct Tab<Value: Hashable, Content: View>: View, PrimitiveView, TabContentWrapper {
    let title: String
    let value: Value?
    let content: Content

    public init(_ title: some StringProtocol, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.value = value
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey).content, systemImage: systemImage, value: value, role: role, content: content)
    }

    public init(_ title: some StringProtocol, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: image, value: value, role: role, content: content)
    }

    var tabLabel: String? { title }
    var tabTag: AnyHashable? { value.map { AnyHashable($0) } }
    var wrappedView: any View { content }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}

extension Tab where Value == Never? {
    /// A tab with no value, for a `TabView` without a selection: identified by its place.
    public init(_ title: some StringProtocol, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        value = nil
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey).content, systemImage: systemImage, role: role, content: content)
    }
}

/// What a tab is for: `.search` puts the search tab apart on iOS; nothing here.
public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}

/// Tabs grouped under a heading in a sidebar-adaptable tab view: here their tabs, in order, as
/// if written without it.
public struct TabSection<Content: View>: View, PrimitiveView, TabSectionContent {
    let content: Content

    public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var sectionContent: any View { content }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
    }
}

/// A view whose tabs a `TabView` takes as its own.
@MainActor
protocol TabSectionContent {
    var sectionContent: any View { get }
}
