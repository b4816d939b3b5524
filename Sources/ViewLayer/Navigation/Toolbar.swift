extension View {
    /// Items for the bar at the top of the window while this view is shown: GTK puts them in the
    /// header bar, leading placements at its start and the others at its end.
    ///
    ///     NoteList()
    ///         .toolbar {
    ///             ToolbarItem(placement: .primaryAction) {
    ///                 Button("Add", systemImage: "plus") { add() }
    ///             }
    ///         }
    ///
    /// Views given without a `ToolbarItem` take the automatic placement, at the end.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarView(content: self, items: content())
    }

    /// The navigation bar's items by their first spelling, deprecated in iOS 14 and still common:
    /// the leading one at the header bar's start, the trailing one at its end, as `.toolbar` with
    /// `.navigationBarLeading` and `.navigationBarTrailing` items places them.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Accepted, no effect on Linux: a GTK header bar is always shown.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted, no effect on Linux: a GTK header bar has the theme's background.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    /// Accepted, no effect on Linux: a GTK header bar has the theme's background.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
}

/// A bar toolbar items can be shown in: the navigation bar, the bottom bar.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// Where a toolbar item goes in its bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Whether GTK puts it at the header bar's start, as a back button or a cancel button is.
    public let isLeading: Bool
    let name: String

    public static let automatic = ToolbarItemPlacement(isLeading: false, name: "automatic")
    public static let principal = ToolbarItemPlacement(isLeading: false, name: "principal")
    public static let navigation = ToolbarItemPlacement(isLeading: true, name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(isLeading: false, name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(isLeading: false, name: "secondaryAction")
    public static let status = ToolbarItemPlacement(isLeading: false, name: "status")
    public static let confirmationAction = ToolbarItemPlacement(isLeading: false, name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(isLeading: true, name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(isLeading: false, name: "destructiveAction")
    public static let topBarLeading = ToolbarItemPlacement(isLeading: true, name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(isLeading: false, name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true, name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false, name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(isLeading: false, name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(isLeading: false, name: "keyboard")
}

/// One item of a toolbar, with its placement.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: placement, previous: previous?.placement, counted: .layout) {
            $0.toolbarRendering.makeToolbarItem(placement: $1)
        } update: { _, _, _ in
            // A placement that changes moves nothing: SwiftUI keeps an item where it was put.
        }
    }
}

extension ToolbarItem where ID == Void {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items with one placement.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        ToolbarItem<Void, Content>(placement: placement, content: content).update(node, previous: previous.map { ToolbarItem(placement: $0.placement, content: $0.content) })
    }
}

struct ToolbarView<Content: View, Items: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let items: Items

    func update(_ node: PrimitiveNode, previous: Self?) {
        // The toolbar first: it is at the top of the window, and `show` lists in on-screen order.
        node.updateContainer(TupleView(ToolbarItems(items: items), content)) {
            $0.toolbarRendering.makeToolbarHost()
        }
    }
}

/// The items of one `.toolbar`: views given bare take the automatic placement.
struct ToolbarItems<Items: View>: View, PrimitiveView {
    let items: Items

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(items) {
            $0.toolbarRendering.makeToolbar()
        }
    }
}

/// What a backend does to show `.toolbar`: a host around the view's content, whose toolbar's items
/// go where the window's bar is.
@MainActor
public protocol ToolbarRendering: RenderBackend {
    /// A container of the view's content and its toolbar.
    func makeToolbarHost() -> any RenderElement
    /// The toolbar: its children are the items.
    func makeToolbar() -> any RenderElement
    /// An item: its content's elements go inside it.
    func makeToolbarItem(placement: ToolbarItemPlacement) -> any RenderElement
}

extension RenderBackend {
    var toolbarRendering: any ToolbarRendering { rendering(self as? any ToolbarRendering, of: "toolbar") }
}
