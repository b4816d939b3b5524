/// A line of read-only text.
public struct Text: View, PrimitiveView, Equatable {
    let content: String
    var isBold = false

    public init(_ content: String) {
        self.content = content
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    /// This text in bold, or not.
    public func bold(_ isActive: Bool = true) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }

    func update(_ node: ViewNode) {
        let backend = node.graph.backend
        guard let state = node.primitiveState as? TextState, let element = node.element else {
            let element = backend.makeText(content)
            if isBold { backend.setBold(element, true) }
            node.primitiveState = TextState(content: content, isBold: isBold)
            node.setElement(element, holdsChildren: false)
            return
        }
        if state.content != content {
            state.content = content
            backend.updateText(element, to: content)
        }
        if state.isBold != isBold {
            state.isBold = isBold
            backend.setBold(element, isBold)
        }
    }
}

/// What a text's element shows, so that only what changed is set.
private final class TextState {
    var content: String
    var isBold: Bool

    init(content: String, isBold: Bool) {
        self.content = content
        self.isBold = isBold
    }
}
