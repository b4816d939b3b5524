/// A one-line text field that hides what it holds: a password's.
///
///     SecureField("Password", text: $password)
///         .onSubmit { signIn() }
///
/// GTK draws a `GtkEntry` that shows dots; `show` prints a bullet a character,
/// `| Password: [•••]`.
public struct SecureField: View, PrimitiveView {
    var field: TextField

    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(prompt: String(title), text: text, kind: TextFieldKind(isSecure: true))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.key, text: text)
    }

    /// A field whose `prompt` is shown in it while it is empty, and which a script addresses by.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(prompt: prompt?.content ?? String(title), text: text, kind: TextFieldKind(isSecure: true))
        field.title = String(title)
    }

    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        field = TextField(prompt: TextField.prompt(prompt, label: label), text: text, kind: TextFieldKind(isSecure: true))
        field.title = (label as? Text)?.content
    }

    /// iOS 13's form, which Apple's `SecureField` overview still shows: `onCommit` runs on
    /// Return, before the `onSubmit` actions around the field. Deprecated in SwiftUI; not marked
    /// so here, so that code written with it builds without warnings.
    ///
    ///     SecureField("Password", text: $password) {
    ///         handleLogin(username: username, password: password)
    ///     }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField(prompt: String(title), text: text, kind: TextFieldKind(isSecure: true))
        field.committed = onCommit
        self.field = field
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey.key, text: text, onCommit: onCommit)
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        field.update(node, previous: previous?.field)
    }
}
