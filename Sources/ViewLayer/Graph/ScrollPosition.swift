/// Where a scroll view is scrolled to, in rows, shared with what is inside it through the context:
/// the lazy stacks in it follow it, and build the rows that come near its viewport.
///
/// One object for the scroll view's life, so that scrolling changes no context: only the lazy
/// rows that follow it are updated, not everything in the scroll view.
@MainActor
final class ScrollPosition {
    /// The first row on screen.
    private(set) var firstRow = 0
    /// The nodes to update when it moves: the `ForEach`s of lazy stacks inside.
    private var followers: [WeakNode] = []
    /// The scroll view's node; nil for a list, which scrolls its own rows.
    private weak var scrollView: ViewNode?

    init(scrollView: ViewNode? = nil) {
        self.scrollView = scrollView
    }

    func moved(to row: Int) {
        guard row != firstRow else { return }
        firstRow = row
        followers.removeAll { $0.node == nil }
        for follower in followers { follower.node?.invalidate() }
    }

    func follow(_ node: ViewNode) {
        for follower in followers where follower.node === node { return }
        followers.append(WeakNode(node))
    }

    /// How many of the scroll view's rows come before the lazy container `node`'s and after
    /// them, or nil when the container is the scroll view's content, seen through padding and
    /// opacity.
    ///
    /// As the backends count a scroll view's rows (Driving's `InspectableElement.scrolledRows`): the rows
    /// are the children of the content's stack, each one row, or a lazy container's rows. A lazy
    /// container deeper down is not among them, and counts as at the top.
    func rowsAround(_ node: ViewNode) -> (before: Int, after: Int)? {
        guard let scrollView else { return nil }
        var chain: [ViewNode] = []
        var current: ViewNode? = node
        while let link = current, link !== scrollView {
            chain.append(link)
            current = link.parent
        }
        guard current != nil else { return nil }
        for (index, link) in chain.reversed().enumerated() where link !== node && link.element != nil {
            guard link.view is any RowStack else {
                if link.view is any ScrolledThrough { continue }
                return (0, 0)
            }
            // Between the stack and the container, only padding and opacity keep its rows among
            // the scroll view's; anything else there is one row, as the backends count it.
            let below = chain[..<(chain.count - index - 1)]
            guard below.allSatisfy({ $0 === node || $0.element == nil || $0.view is any ScrolledThrough }) else { return (0, 0) }
            // The rows of the stack's children before and after the one on the way down: a lazy
            // container's all its rows, any other element one.
            let onTheWay = chain[chain.count - index - 2]
            var before = 0, after = 0, isPast = false
            for child in link.children {
                if child === onTheWay {
                    isPast = true
                } else if isPast {
                    after += Self.rows(placedBy: child)
                } else {
                    before += Self.rows(placedBy: child)
                }
            }
            return (before, after)
        }
        return nil
    }
}

extension ScrollPosition {
    /// The scroll view's rows that the elements `node` places make: a lazy container's (seen
    /// through padding and opacity) all its rows, any other element one.
    fileprivate static func rows(placedBy node: ViewNode) -> Int {
        guard !node.isDetached else { return 0 }
        guard node.element != nil else { return node.children.reduce(0) { $0 + rows(placedBy: $1) } }
        var inner = node
        while inner.view is any ScrolledThrough, let next = inner.firstDescendantWithElement { inner = next }
        return (inner.primitiveState as? LazyContainerState).map { max($0.rows.rowCount, 1) } ?? 1
    }
}

extension ViewNode {
    /// The first node under this one with an element of its own.
    fileprivate var firstDescendantWithElement: ViewNode? {
        for child in children {
            if child.element != nil { return child }
            if let found = child.firstDescendantWithElement { return found }
        }
        return nil
    }
}

/// A stack whose children are a scroll view's rows when it is the scroll view's content.
protocol RowStack {}

/// A view around a scroll view's content that the rows are counted through: padding, opacity.
protocol ScrolledThrough {}
