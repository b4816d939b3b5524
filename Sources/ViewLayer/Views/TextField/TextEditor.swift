/// A view for editing a long text, such as a review or a note's body:
///
///     Section("Write a review") {
///         TextEditor(text: $review)
///     }
///
/// As SwiftUI's, it writes its binding on every edit, Return starts a new line (it runs no
/// `onSubmit`), and it takes the room it is offered and scrolls what does not fit. GTK draws a
/// `GtkTextView` in a scrolled frame. It has no title, so `show` prints it with an empty label,
/// `| : [TEXT]`, and a test types into it as `type(_:into: "")`; a script's actions need a label,
/// so a script cannot address it.
public struct TextEditor: View, PrimitiveView {
    let field: TextField

    public init(text: Binding<String>) {
        field = TextField(prompt: "", text: text, kind: TextFieldKind(isEditor: true))
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        field.update(node, previous: previous?.field)
    }
}
