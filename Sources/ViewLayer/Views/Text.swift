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

    func update(_ node: ViewNode, previous: Self?) {
        let backend = node.graph.backend
        guard let element = node.element else {
            let element = backend.makeText(content)
            if isBold { backend.setBold(element, true) }
            node.setElement(element, holdsChildren: false)
            return
        }
        guard let previous else { return }
        if previous.content != content { backend.updateText(element, to: content) }
        if previous.isBold != isBold { backend.setBold(element, isBold) }
    }
}
