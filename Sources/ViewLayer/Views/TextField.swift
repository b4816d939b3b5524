/// A one-line editable text bound to a string.
///
/// As SwiftUI's, it writes its binding on every edit a person makes, keystroke by keystroke, so a
/// body that reads the bound value runs once per character typed. When the bound value changes
/// from elsewhere, the field shows the new value.
public struct TextField: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    /// Whether the field hides what it holds, as a `SecureField`.
    var isSecure = false

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
        // Enter runs the `onSubmit` actions around the field, as they are at this update.
        let submitActions = node.context[SubmitActionsInput.self] ?? []
        if let state = node.primitiveState as? TextFieldState, let element = node.element {
            state.submitActions = submitActions
            state.binding = text
            if let previous, previous.title != title {
                backend.set(.text) { $0.textFieldRendering.updateTextFieldPrompt(element, title) }
            }
            state.update(to: value)
        } else {
            let state = TextFieldState(binding: text, shown: value) { [unowned backend] element, text in
                backend.set(.text) { $0.textFieldRendering.setText(ofTextField: element, to: text) }
            }
            state.submitActions = submitActions
            node.primitiveState = state
            let isSecure = isSecure
            let element = backend.make {
                $0.textFieldRendering.makeTextField(prompt: title, text: value, isSecure: isSecure, onChange: { [weak state] edited in
                    state?.personChanged(to: edited)
                }, onSubmit: { [weak state] in state?.submit() })
            }
            node.setElement(element, holdsChildren: false)
            state.element = node.element
        }
        if let state = node.primitiveState as? TextFieldState { node.updateEnablement(&state.isEnabled) }
    }
}

/// What a text field keeps: its bound text, and the `onSubmit` actions Enter runs.
final class TextFieldState: BoundControlState<String> {
    var submitActions: [@MainActor () -> Void] = []

    /// A person pressed Enter in the field.
    func submit() {
        for action in submitActions { action() }
    }
}

/// A one-line text field that hides what it holds: a password's.
///
///     SecureField("Password", text: $password)
///         .onSubmit { signIn() }
///
/// GTK draws a `GtkEntry` that shows dots; `show` prints a bullet a character,
/// `| Password: [•••]`.
public struct SecureField: View, PrimitiveView {
    let field: TextField

    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        var field = TextField(title, text: text)
        field.isSecure = true
        self.field = field
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.key, text: text)
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        field.update(node, previous: previous?.field)
    }
}
