/// What a backend does to show a `TextField`.
@MainActor
public protocol TextFieldRendering: RenderBackend {
    /// A one-line editable text field holding `text`, showing `prompt` while it is empty, and
    /// hiding what it holds when `isSecure`. `onChange` is called with the whole text after each
    /// edit a person makes (every keystroke), and never for the backend's own
    /// `setText(ofTextField:to:)`; `onSubmit` when a person presses Enter in it.
    func makeTextField(
        prompt: String, text: String, isSecure: Bool, onChange: @escaping @MainActor (String) -> Void, onSubmit: @escaping @MainActor () -> Void
    ) -> any RenderElement
    /// Replaces what a text field holds. The graph calls it only when the text differs from what
    /// the field shows, so that a person's edit is never written back over itself.
    func setText(ofTextField element: any RenderElement, to text: String)
    func updateTextFieldPrompt(_ element: any RenderElement, _ prompt: String)
}

extension RenderBackend {
    var textFieldRendering: any TextFieldRendering { rendering(self as? any TextFieldRendering, of: "TextField") }
}
