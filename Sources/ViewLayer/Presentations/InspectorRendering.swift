/// What a backend does to show `.inspector(isPresented:content:)`.
@MainActor
public protocol InspectorRendering: RenderBackend {
    /// Content with an inspector pane beside it: the first element inserted is the content, the
    /// second the pane, which is shown only while presented. Hiding the pane stops showing what
    /// is in it, which stays.
    func makeInspector() -> any RenderElement
    func setInspector(_ inspector: any RenderElement, presented: Bool)
}

extension RenderBackend {
    var inspectorRendering: any InspectorRendering { rendering(self as? any InspectorRendering, of: "an inspector") }
}
