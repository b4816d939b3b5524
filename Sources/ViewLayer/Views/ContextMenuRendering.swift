/// What a backend does to give a view a context menu.
@MainActor
public protocol ContextMenuRendering: RenderBackend {
    /// An element holding a view's elements and, as its last child, a menu's items part
    /// (`makeMenuPart(.items)`), shown when a person asks for the view's menu.
    func makeContextMenu() -> any RenderElement
}

extension RenderBackend {
    var contextMenuRendering: any ContextMenuRendering { rendering(self as? any ContextMenuRendering, of: "contextMenu") }
}
