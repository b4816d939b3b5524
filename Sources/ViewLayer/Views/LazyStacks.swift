/// A column that builds its rows only as they come near the viewport of the scroll view around
/// it (rule 17).
///
/// The rows of a `ForEach` in it are built (struct, state, body, `onAppear`) when they come
/// within the viewport and a margin of a quarter viewport; a row that scrolls out of reach gets
/// `onDisappear` and keeps its state while its data is there, so scrolling back creates nothing.
/// Outside a scroll view, every row is built. Views in it other than a `ForEach`'s rows are built
/// with it, as a `VStack`'s are.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: ViewNode, previous: Self?) {
        let state = node.primitiveState as? LazyStackState
        let rows: LazyRows
        if let state {
            rows = state.rows
            if let previous, previous.spacing != spacing, let element = node.element { node.graph.backend.updateStack(element, spacing: spacing) }
        } else {
            let element = node.graph.backend.makeLazyStack(axis: .vertical, spacing: spacing)
            node.setElement(element, holdsChildren: true)
            rows = LazyRows(element: element, position: node.context.scrollPosition)
            node.primitiveState = LazyStackState(rows: rows)
        }
        let context = (node.primitiveState as? LazyStackState)?.contexts.context(from: node.childContext) { $0.lazyRows = rows }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// A lazy stack's rows, and the context that hands them to its content.
private final class LazyStackState {
    let rows: LazyRows
    var contexts = DerivedContextCache()

    init(rows: LazyRows) { self.rows = rows }
}

/// How a stack lines up its children across its axis. Rows here take the stack's width, as the
/// desktop lays them out; the alignment is accepted for SwiftUI's sake.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
}
