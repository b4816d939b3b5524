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

    /// How many of the scroll view's rows come before the lazy container `node`'s, or nil when
    /// the container is the scroll view's content, seen through padding and opacity.
    ///
    /// As the backends count a scroll view's rows (`InspectableElement.scrolledRows`): the rows
    /// are the children of the content's stack, each one row, or a lazy container's rows. A lazy
    /// container deeper down is not among them, and counts as at the top.
    func rowsBefore(_ node: ViewNode) -> Int? {
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
                return 0
            }
            // The elements of the stack's children before the one on the way down.
            let onTheWay = chain[chain.count - index - 2]
            var before: [any RenderElement] = []
            for child in link.children {
                if child === onTheWay { break }
                child.collectElements(into: &before)
            }
            return before.count
        }
        return nil
    }
}

/// A stack whose children are a scroll view's rows when it is the scroll view's content.
protocol RowStack {}

/// A view around a scroll view's content that the rows are counted through: padding, opacity.
protocol ScrolledThrough {}
