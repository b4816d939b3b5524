import Driving
import ViewLayer

/// The keyboard's focus: on one element at a time, moved by the graph or by a script's `focus:`.
extension HeadlessBackend: FocusRendering {
    public func observeFocus(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void) {
        headless(element).focusHandlers.append(handler)
    }

    public func setFocus(_ element: any RenderElement, _ isFocused: Bool) {
        let element = headless(element)
        if isFocused {
            moveFocus(to: element)
        } else if focusedElement === element {
            moveFocus(to: nil)
        }
    }

    /// Gives the focus to `element`, telling the element that had it first.
    func moveFocus(to element: HeadlessElement?) {
        guard focusedElement !== element else { return }
        let previous = focusedElement
        focusedElement = element
        for handler in previous?.focusHandlers ?? [] { handler(false) }
        for handler in element?.focusHandlers ?? [] { handler(true) }
    }

    public func focus(_ label: String, occurrence: Int) throws(DriveError) {
        try focus(label, occurrence: occurrence, within: nil)
    }

    /// Gives the focus to the control labelled `label` among a view's `elements` only (see
    /// `actionable(within:)`), as a person's click or Tab gives it.
    package func focus(_ label: String, occurrence: Int, within elements: [any RenderElement]?) throws(DriveError) {
        let control = try HeadlessElement.findControl(label, occurrence: occurrence, kind: "control", among: actionable(within: elements), where: \.isFocusable)
        guard control.isEnabled else { return }
        moveFocus(to: control)
    }
}
