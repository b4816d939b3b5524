/// A one-line editable text bound to a string.
///
/// As SwiftUI's, it writes its binding on every edit a person makes, keystroke by keystroke, so a
/// body that reads the bound value runs once per character typed. When the bound value changes
/// from elsewhere, the field shows the new value.
public struct TextField: View, PrimitiveView {
    let title: String
    let text: Binding<String>

    /// - Parameters:
    ///   - title: what the field is for: shown in it while it is empty, and the label a script
    ///     addresses it by (`type:TITLE=TEXT`).
    ///   - text: the text the field shows and edits.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let backend = node.backend
        // The field's one read of the bound value. It makes the field depend on the value, so that
        // a change from elsewhere comes back here to be shown.
        let value = node.track { text.currentValue }
        if let state = node.primitiveState as? BoundControlState<String>, let element = node.element {
            state.binding = text
            if let previous, previous.title != title {
                backend.set(.text) { $0.textFieldRendering.updateTextFieldPrompt(element, title) }
            }
            state.update(to: value)
        } else {
            let state = BoundControlState(binding: text, shown: value) { [unowned backend] element, text in
                backend.set(.text) { $0.textFieldRendering.setText(ofTextField: element, to: text) }
            }
            node.primitiveState = state
            let element = backend.make {
                $0.textFieldRendering.makeTextField(prompt: title, text: value) { [weak state] edited in state?.personChanged(to: edited) }
            }
            node.setElement(element, holdsChildren: false)
            state.element = node.element
        }
        if let state = node.primitiveState as? BoundControlState<String> { node.updateEnablement(&state.isEnabled) }
    }
}
