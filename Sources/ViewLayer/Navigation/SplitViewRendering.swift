/// What a backend does to show a `NavigationSplitView`.
@MainActor
public protocol SplitViewRendering: RenderBackend {
    /// A sidebar beside a detail: the first element inserted is the sidebar, the second the detail.
    func makeSplitView() -> any RenderElement
}

extension RenderBackend {
    var splitViewRendering: any SplitViewRendering { rendering(self as? any SplitViewRendering, of: "NavigationSplitView") }
}
