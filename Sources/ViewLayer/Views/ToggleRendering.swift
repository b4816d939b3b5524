/// What a backend does to show a `Toggle`.
@MainActor
public protocol ToggleRendering: RenderBackend {
    /// A labelled on/off control drawn as `style` asks; its label is made of the elements
    /// inserted into it.
    func makeToggle(isOn: Bool, style: ToggleStyleKind, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement
    func updateToggle(_ element: any RenderElement, isOn: Bool)
}

extension RenderBackend {
    var toggleRendering: any ToggleRendering { rendering(self as? any ToggleRendering, of: "Toggle") }
}
