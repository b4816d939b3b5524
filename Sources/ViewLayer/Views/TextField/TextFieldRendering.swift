/// What a backend does to show a `TextField`.
@MainActor
public protocol TextFieldRendering: RenderBackend {
    /// An editable text field of `kind` holding `text`, showing `prompt` while it is empty.
    /// `onChange` is called with the whole text after each edit a person makes (every keystroke),
    /// and never for the backend's own `setText(ofTextField:to:)`; `onSubmit` when a person
    /// presses Return in it; `onEndEditing`, when given, when the field loses the keyboard's focus.
    func makeTextField(
        prompt: String, text: String, kind: TextFieldKind,
        onChange: @escaping @MainActor (String) -> Void, onSubmit: @escaping @MainActor () -> Void,
        onEndEditing: (@MainActor () -> Void)?
    ) -> any RenderElement
    /// Replaces what a text field holds. The graph calls it only when the text differs from what
    /// the field shows, so that a person's edit is never written back over itself.
    func setText(ofTextField element: any RenderElement, to text: String)
    func updateTextFieldPrompt(_ element: any RenderElement, _ prompt: String)
}

/// Which text field a backend makes.
public struct TextFieldKind: Sendable, Hashable {
    /// Whether it hides what it holds (`SecureField`).
    public var isSecure = false
    /// Whether it holds several lines, growing as they are added (`axis: .vertical`).
    public var isMultiline = false
    /// Whether it holds a number a script may `set:` (`TextField(_:value:format:)` of a number).
    public var takesNumber = false
    /// Whether it is a view's search field (`.searchable`).
    public var isSearch = false
    /// Whether it is drawn in an entry's frame: false for `.textFieldStyle(.plain)`.
    public var hasFrame = true
    /// Whether it is a `TextEditor`: several lines in a view that takes the room it is offered
    /// and scrolls, where Return starts a line rather than submitting.
    public var isEditor = false

    public init(isSecure: Bool = false, isMultiline: Bool = false, takesNumber: Bool = false, isSearch: Bool = false, hasFrame: Bool = true, isEditor: Bool = false) {
        self.isSecure = isSecure
        self.isMultiline = isMultiline || isEditor
        self.takesNumber = takesNumber
        self.isSearch = isSearch
        self.hasFrame = hasFrame
        self.isEditor = isEditor
    }
}

extension RenderBackend {
    var textFieldRendering: any TextFieldRendering { rendering(self as? any TextFieldRendering, of: "TextField") }
}
