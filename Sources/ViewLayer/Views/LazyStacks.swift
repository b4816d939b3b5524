/// A column that builds its rows only as they come near the viewport of the scroll view around
/// it (rule 17).
///
/// The rows of a `ForEach` in it are built (struct, state, body, `onAppear`) when they come
/// within the viewport and a margin of a quarter viewport; a row that scrolls out of reach gets
/// `onDisappear` and keeps its state while its data is there, so scrolling back creates nothing.
/// Outside a scroll view, every row is built. Views in it other than a `ForEach`'s rows (a header,
/// a footer) are rows too: they appear and disappear as they come within reach and leave it, but
/// they are built with the stack, as a `VStack`'s are, where SwiftUI builds them when first near.
public struct LazyVStack<Content: View>: View, PrimitiveView, LazyRowContainer {
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        if let previous, previous.spacing != spacing, let element = node.element {
            node.backend.set(.layout) { $0.scrollRendering.updateLazyStack(element, spacing: spacing, columns: nil) }
        }
        node.updateLazyRows(content) { backend in
            let element = backend.make { $0.scrollRendering.makeLazyStack(axis: .vertical, spacing: spacing, columns: nil) }
            return LazyRows(element: element, position: node.context[ScrollPositionInput.self], container: node.viewNode)
        }
    }
}

/// A lazy container's rows, and the context that hands them to its content.
final class LazyContainerState {
    let rows: LazyRows
    var contexts = DerivedContextCache()

    init(rows: LazyRows) { self.rows = rows }
}

extension PrimitiveNode {
    /// The update of a lazy stack, grid or list: makes its rows (and element) on install with
    /// `makeRows`, then hands `content` the rows in its context, so that a `ForEach` in it builds
    /// only what is near the viewport.
    func updateLazyRows(_ content: any View, makeRows: (CountedBackend) -> LazyRows) {
        let state = keptState(LazyContainerState(rows: makeRows(backend))) { state in
            setElement(state.rows.element, holdsChildren: true)
        }
        // Scrolling places the views around the ForEachs anew, as it does the ForEachs' rows.
        state.rows.position?.follow(viewNode)
        let context = state.contexts.context(from: childContext) { $0[LazyPlacementInput.self] = state.rows }
        state.rows.isUpdatingContent = true
        updateChildren(ChildSpec.content(content), context: context)
        state.rows.isUpdatingContent = false
        state.rows.arrangeLater(contentChanged: true)
    }
}

/// How a stack lines up its children across its axis. Rows here take the stack's width, as the
/// desktop lays them out; the alignment is accepted for SwiftUI's sake.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
}

/// A grid that builds its cells a whole row at a time, as rows of its `columns` come near the
/// viewport of the scroll view around it (rule 17), and keeps built cells with their state while
/// their data is there.
///
/// The columns share the width equally; a `.fixed` or `.adaptive` column counts as one column.
public struct LazyVGrid<Content: View>: View, PrimitiveView, LazyRowContainer {
    let columns: [GridItem]
    let spacing: Double?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let columnCount = max(1, columns.count)
        if let previous, previous.spacing != spacing || previous.columns.count != columns.count, let element = node.element {
            node.backend.set(.layout) { $0.scrollRendering.updateLazyStack(element, spacing: spacing, columns: columnCount) }
            (node.primitiveState as? LazyContainerState)?.rows.columns = columnCount
        }
        node.updateLazyRows(content) { backend in
            let element = backend.make { $0.scrollRendering.makeLazyStack(axis: .vertical, spacing: spacing, columns: columnCount) }
            return LazyRows(element: element, position: node.context[ScrollPositionInput.self], columns: columnCount, container: node.viewNode)
        }
    }
}

/// A column of a `LazyVGrid`.
public struct GridItem: Sendable, Equatable {
    /// How wide the column is.
    public enum Size: Sendable, Equatable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?

    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }
}

/// The lazy container whose rows a `ForEach` placed in it directly builds only near the
/// viewport (rule 17). A row's own content is not placed there: the rows' context takes it away.
enum LazyPlacementInput: NodeInputKey {
    typealias Value = LazyRows
}
