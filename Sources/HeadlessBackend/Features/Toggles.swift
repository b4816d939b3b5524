import Driving
import ViewLayer

/// Toggles: an element that is on or off, whose label is the elements inserted into it.
extension HeadlessBackend: ToggleRendering {
    public func makeToggle(isOn: Bool, style: ToggleStyleKind, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement {
        let element = make(.toggle)
        element.isOn = isOn
        element.toggleChanged = onChange
        return element
    }

    public func updateToggle(_ element: any RenderElement, isOn: Bool) {
        headless(element).isOn = isOn
    }
}
