/// The ways SwiftUI code makes a text field bound to a string.
///
/// A field's prompt, when given, is what it shows while empty; its title (or a `Text` label) names
/// it, and a script addresses it by either. A label view other than a `Text` names the field only
/// through its prompt.
extension TextField {
    /// - Parameters:
    ///   - title: what the field is for: shown in it while it is empty, and the label a script
    ///     addresses it by (`type:TITLE=TEXT`).
    ///   - text: the text the field shows and edits.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(prompt: String(title), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(prompt: titleKey.key, text: text)
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(prompt: prompt?.content ?? String(title), text: text)
        self.title = String(title)
    }

    /// A field of several lines along `.vertical`, which grows as lines are added: GTK draws a
    /// text view. Return submits it, as on macOS, and Shift+Return starts a new line, as GNOME's
    /// message fields take it.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(prompt: String(title), text: text, kind: TextFieldKind(isMultiline: axis == .vertical))
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(prompt: prompt?.content ?? String(title), text: text, kind: TextFieldKind(isMultiline: axis == .vertical))
        self.title = String(title)
    }

    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(prompt: Self.prompt(prompt, label: label), text: text, kind: TextFieldKind(isMultiline: axis == .vertical))
        title = (label as? Text)?.content
    }

    /// iOS 13's form, whose `onEditingChanged` follows the focus and `onCommit` runs on Return,
    /// as `onSubmit` does.
    @available(*, deprecated, message: "Renamed: use onSubmit and @FocusState")
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(prompt: String(title), text: text)
        editingChanged = onEditingChanged
        committed = onCommit
    }

    /// What a field with a label view and perhaps a prompt shows while empty: the prompt, else
    /// the label when it is a `Text`.
    static func prompt(_ prompt: Text?, label: some View) -> String {
        prompt?.content ?? (label as? Text)?.content ?? ""
    }
}
