/// A line of read-only text.
public struct Text: View, PrimitiveView, Equatable {
    let content: String

    public init(_ content: String) {
        self.content = content
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    func update(_ node: ViewNode) {
        let backend = node.graph.backend
        guard let state = node.primitiveState as? TextState, let element = node.element else {
            node.primitiveState = TextState(content: content)
            node.setElement(backend.makeText(content), holdsChildren: false)
            return
        }
        if state.content != content {
            state.content = content
            backend.updateText(element, to: content)
        }
    }
}

private final class TextState {
    var content: String

    init(content: String) { self.content = content }
}
