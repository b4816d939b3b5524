/// A sidebar beside a detail. Both are shown; the detail is one view whose input changes with the
/// sidebar's selection, so its identity, and its state, stay while its input changes.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    /// A split view whose columns a person could hide on iOS: GTK shows both panes of its
    /// `GtkPaned` whatever the binding holds, and leaves it as it is.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(TupleView(SplitPane(content: sidebar), SplitPane(content: detail))) {
            $0.splitViewRendering.makeSplitView()
        }
    }
}

/// One side of a split view: a column of its content.
struct SplitPane<Content: View>: View, PrimitiveView {
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content) { $0.makeStack(axis: .vertical, spacing: nil) }
    }
}

extension NavigationSplitView {
    /// Three columns: the sidebar, then the content and the detail, as GNOME apps nest a second
    /// `GtkPaned` in the first's end pane.
    public init<Content: View, Nested: View>(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Nested
    ) where Detail == NavigationSplitView<Content, Nested> {
        let content = content(), nested = detail()
        self.init(sidebar: sidebar) { NavigationSplitView<Content, Nested>(sidebar: { content }, detail: { nested }) }
    }

    public init<Content: View, Nested: View>(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Nested
    ) where Detail == NavigationSplitView<Content, Nested> {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

/// Which columns of a split view are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String

    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a split view shares its room between its columns.
public struct NavigationSplitViewStyle: Hashable, Sendable {
    let name: String

    public static let automatic = NavigationSplitViewStyle(name: "automatic")
    public static let balanced = NavigationSplitViewStyle(name: "balanced")
    public static let prominentDetail = NavigationSplitViewStyle(name: "prominentDetail")
}

/// What a page's toolbar is for, which places its items on iOS.
public struct ToolbarRole: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Accepted, no effect on Linux: a `GtkPaned` shares its room as a person drags its handle.
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> Self { self }
    /// Accepted, no effect on Linux: a `GtkPaned`'s pane is as wide as its content asks.
    public func navigationSplitViewColumnWidth(_ width: Double) -> Self { self }
    /// Accepted, no effect on Linux: a `GtkPaned`'s pane is as wide as its content asks.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> Self { self }
    /// Accepted, no effect on Linux: the header bar places the items as GNOME does.
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }
    /// Accepted, no effect on Linux: a pushed page always has the header bar's back button.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
}
