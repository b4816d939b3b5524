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

    func update(_ node: PrimitiveNode, previous: Self?) {
        let backend = node.backend
        guard let element = node.element else {
            node.setElement(makeElement(backend), holdsChildren: false)
            return
        }
        apply(to: element, from: previous, backend: backend)
    }

    func makeElement(_ backend: CountedBackend) -> any RenderElement {
        let element = backend.make { $0.makeText(content) }
        if isBold { backend.set(.style) { $0.setBold(element, true) } }
        return element
    }

    func apply(to element: any RenderElement, from previous: Text?, backend: CountedBackend) {
        guard let previous else { return }
        if previous.content != content { backend.set(.text) { $0.updateText(element, to: content) } }
        if previous.isBold != isBold { backend.set(.style) { $0.setBold(element, isBold) } }
    }
}
