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
}
