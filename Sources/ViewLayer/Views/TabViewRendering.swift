/// What a backend does to show a `TabView`.
@MainActor
public protocol TabViewRendering: RenderBackend {
    /// Tabs: pages inserted into it, one a tab, shown one at a time under a bar of tab buttons.
    /// `onSelect` is called with a tab's position when a person presses its button; the graph then
    /// calls `setTabs`.
    func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> any RenderElement
    /// Labels the tab buttons and shows the page at `selected`, hiding the others (they stop being shown).
    func setTabs(of tabView: any RenderElement, labels: [String], selected: Int)
}

extension RenderBackend {
    var tabViewRendering: any TabViewRendering { rendering(self as? any TabViewRendering, of: "TabView") }
}
