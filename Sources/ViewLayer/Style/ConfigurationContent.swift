/// What a style's configuration hands its body as a view (a button's label, a label's title and
/// icon): a placeholder that shows the content the control was given. The content is kept here
/// rather than in the placeholder, so that the style's body sees the same configuration when
/// only the content changed and does not run again for it; the placeholders show the new
/// content themselves.
///
/// Apple documents the configuration's parts as type-erased views ("A type-erased label of a
/// button"), and no source says whether a style's body runs again when only the label changes:
/// this follows that design, in which the body depends on the style and the control's state
/// (`isPressed`, `role`), not on what the label shows.
@MainActor
final class ConfigurationContent {
    private(set) var content: any View
    /// The placeholders showing the content: a body may place it more than once, or not at all.
    private var placeholders: [WeakNode] = []

    init(_ content: any View) {
        self.content = content
    }

    /// Shows `content` from now on, in every placeholder placed before.
    func update(_ content: any View) {
        self.content = content
        placeholders.removeAll { $0.node == nil }
        for placeholder in placeholders { placeholder.node?.invalidate() }
    }

    /// Places the content as `node`'s child.
    func place(in node: PrimitiveNode) {
        if !placeholders.contains(where: { $0.node === node.viewNode }) { placeholders.append(WeakNode(node: node.viewNode)) }
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }

    private struct WeakNode {
        weak var node: ViewNode?
    }
}
