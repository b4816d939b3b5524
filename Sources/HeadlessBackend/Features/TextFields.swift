import Driving
import ViewLayer

/// Text fields: an element holding its text and prompt, typed into one character at a time.
extension HeadlessBackend: TextFieldRendering {
    public func makeTextField(
        prompt: String, text: String, kind: TextFieldKind,
        onChange: @escaping @MainActor (String) -> Void, onSubmit: @escaping @MainActor () -> Void,
        onEndEditing: (@MainActor () -> Void)?
    ) -> any RenderElement {
        let element = make(.textField)
        element.prompt = prompt
        element.text = text
        element.isSecureText = kind.isSecure
        element.isMultiline = kind.isMultiline
        element.takesNumber = kind.takesNumber
        element.textChanged = onChange
        element.hasFrame = kind.hasFrame
        element.isEditor = kind.isEditor
        // Return in a `TextEditor` starts a line: it submits nothing.
        element.textSubmitted = kind.isEditor ? nil : onSubmit
        if let onEndEditing { element.focusHandlers.append { if !$0 { onEndEditing() } } }
        return element
    }

    /// Presses Enter in the field, as a person submitting it does.
    public func submit(_ label: String, occurrence: Int) throws(DriveError) {
        try submit(label, occurrence: occurrence, within: nil)
    }

    /// The same, in the field among a view's `elements` only (see `actionable(within:)`).
    package func submit(_ label: String, occurrence: Int, within elements: [any RenderElement]?) throws(DriveError) {
        let field = try HeadlessElement.findControl(label, occurrence: occurrence, kind: "text field", among: actionable(within: elements), where: \.isTextField)
        guard field.isEnabled else { return }
        field.textSubmitted?()
    }

    public func setText(ofTextField element: any RenderElement, to text: String) {
        headless(element).text = text
    }

    public func updateTextFieldPrompt(_ element: any RenderElement, _ prompt: String) {
        headless(element).prompt = prompt
    }

    /// Appends each character to the field and reports each as an edit of its own, as the keys of
    /// a person typing at the end of the field would.
    public func type(_ text: String, into label: String, occurrence: Int) throws(DriveError) {
        try type(text, into: label, occurrence: occurrence, within: nil)
    }

    /// The same, in the field among a view's `elements` only (see `actionable(within:)`).
    package func type(_ text: String, into label: String, occurrence: Int, within elements: [any RenderElement]?) throws(DriveError) {
        let field = try HeadlessElement.findControl(label, occurrence: occurrence, kind: "text field", among: actionable(within: elements), where: \.isTextField)
        // A disabled field takes no keys, as an insensitive entry takes none.
        guard field.isEnabled else { return }
        // As a person clicks into the field first, and as GTK's field takes the focus.
        moveFocus(to: field)
        for character in text {
            field.text.append(character)
            field.textChanged?(field.text)
        }
    }
}
