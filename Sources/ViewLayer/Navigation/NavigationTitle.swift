extension View {
    /// The title of the page this view is on: GTK shows the title of the page on top in the
    /// window's header bar, as GNOME's apps title their views.
    ///
    ///     NavigationStack {
    ///         NoteList().navigationTitle("Notes")
    ///     }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleView(content: self, title: String(title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(content: self, title: title.content)
    }

    /// The title by its first name, deprecated in iOS 14 and still common: as `navigationTitle(_:)`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// As `navigationTitle(_:)`; a GTK header bar has one title size, whatever the mode.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// A subtitle under the title: the header bar's subtitle in GTK.
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        NavigationTitleView(content: self, title: String(subtitle), isSubtitle: true)
    }
}

struct NavigationTitleView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let title: String
    var isSubtitle = false

    func update(_ node: PrimitiveNode, previous: Self?) {
        let isSubtitle = isSubtitle
        node.updateContainer(content, value: title, previous: previous?.title, counted: .text) {
            $0.navigationTitleRendering.makeTitled($1, isSubtitle: isSubtitle)
        } update: {
            $0.navigationTitleRendering.setTitle($1, $2)
        }
    }
}

/// What a backend does to show `.navigationTitle(_:)`: a container around the page's content that
/// names the page; the backend shows the title of the page on top where titles go.
@MainActor
public protocol NavigationTitleRendering: RenderBackend {
    func makeTitled(_ title: String, isSubtitle: Bool) -> any RenderElement
    func setTitle(_ element: any RenderElement, _ title: String)
}

extension RenderBackend {
    var navigationTitleRendering: any NavigationTitleRendering { rendering(self as? any NavigationTitleRendering, of: "navigationTitle") }
}
