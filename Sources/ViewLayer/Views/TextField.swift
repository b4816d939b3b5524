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

    func update(_ node: ViewNode, previous: Self?) {
        let backend = node.graph.backend
        // The field's one read of the bound value. It makes the field depend on the value, so that
        // a change from elsewhere comes back here to be shown.
        let value = node.track { text.currentValue }
        if let state = node.primitiveState as? TextFieldState, let element = node.element {
            state.binding = text
            if let previous, previous.title != title { backend.updateTextFieldPrompt(element, title) }
            // Compared with what the field shows rather than with the previous value: after a
            // person's edit the two agree already, and setting the text again would move their
            // cursor and report a change nobody made.
            if state.shown != value {
                state.shown = value
                backend.setText(ofTextField: element, to: value)
            }
        } else {
            let state = TextFieldState(binding: text, shown: value)
            node.primitiveState = state
            node.setElement(backend.makeTextField(prompt: title, text: value) { [weak state, unowned backend] edited in
                guard let state, state.shown != edited else { return }
                // What the field shows changed already; the binding's owner catches up. A binding
                // that refuses the edit (a constant) makes the field show its value again.
                state.shown = edited
                state.binding.wrappedValue = edited
                let kept = state.binding.wrappedValue
                if kept != edited, let element = state.element {
                    state.shown = kept
                    backend.setText(ofTextField: element, to: kept)
                }
            }, holdsChildren: false)
            state.element = node.element
        }
    }
}

/// What a text field keeps between updates: the latest binding, which its edits write through,
/// and the text its element shows, which updates compare with before setting it.
private final class TextFieldState {
    var binding: Binding<String>
    var shown: String
    weak var element: (any RenderElement)?

    init(binding: Binding<String>, shown: String) {
        self.binding = binding
        self.shown = shown
    }
}
