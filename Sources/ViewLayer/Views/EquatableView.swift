/// A view compared with its own `==` before it is updated: when `==` says the new value equals
/// the old one, the content is not updated, and its body does not run.
///
/// Without it, a view of plain values is compared field by field whatever its `Equatable`
/// conformance says (rule 13); wrapping it in `.equatable()` makes its `==` the rule.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // Reached with a previous value only when `==` said the content changed: that alone
        // decides, so the content is updated even if its fields compare the same.
        if previous != nil, let child = node.children.first {
            child.receive(content, context: node.childContext, force: true)
        } else {
            node.updateChildren(ChildSpec.content(content))
        }
    }
}

extension EquatableView: StructuralComparison {
    static func makeComparator() -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { withValuesInPlace($0, $1, as: Self.self) { $0.content == $1.content } }
    }
}

extension View where Self: Equatable {
    /// This view, compared with its own `==` before each update; see `EquatableView`.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
