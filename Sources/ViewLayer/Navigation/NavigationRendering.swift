/// What a backend does to show a `NavigationStack` and the `NavigationLink`s that push onto it.
@MainActor
public protocol NavigationRendering: RenderBackend {
    /// A navigation stack. Elements inserted into it form the root page; `onBack` is called
    /// when the person asks to go back from the top pushed page.
    func makeNavigationStack(onBack: @escaping @MainActor () -> Void) -> any RenderElement
    /// A row that pushes a page when activated; its label is made of the elements inserted into it.
    func makeNavigationLink(action: @escaping @MainActor () -> Void) -> any RenderElement
    /// Pushes an empty page onto `stack` and returns it, to be filled with `insert`.
    func pushPage(onto stack: any RenderElement) -> any RenderElement
    func popPage(_ page: any RenderElement, from stack: any RenderElement)
}

extension RenderBackend {
    var navigationRendering: any NavigationRendering { rendering(self as? any NavigationRendering, of: "NavigationStack") }
}
