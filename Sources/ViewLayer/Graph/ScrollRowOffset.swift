/// Where a scroll view or a list is scrolled to, in rows, shared with what is inside it through
/// the context: the lazy stacks in it follow it, and build the rows that come near its viewport.
/// (Not SwiftUI's `ScrollPosition`, the public value a `.scrollPosition` binding holds: this is
/// the row offset the backend scrolls by, which that binding and `ScrollViewProxy` move.)
///
/// One object for the scroll view's life, so that scrolling changes no context: only the lazy
/// rows that follow it are updated, not everything in the scroll view.
@MainActor
final class ScrollRowOffset {
    /// The first row on screen.
    private(set) var firstRow = 0
    /// The nodes to update when it moves: the `ForEach`s of lazy stacks inside.
    private var followers: [WeakNode] = []
    /// The scroll view's node; nil for a list, which scrolls its own rows.
    private(set) weak var scrollView: ViewNode?
    /// The list's node, for a list, whose rows are its own (`ScrollTargets.swift`).
    weak var list: ViewNode?
    /// The direction it scrolls in, which says which coordinate of an anchor counts.
    let axis: Axis
    /// The `.scrollPosition` binding around, told of every move (`ScrollPositionLink`).
    weak var link: ScrollPositionLink?
    /// The `.defaultScrollAnchor`s it was made with, whose size changes role it follows.
    var sizeChangeAnchors: DefaultScrollAnchors?
    /// Its row count after the last pass, once it has a size changes anchor.
    var anchoredRowCount: Int?

    init(scrollView: ViewNode? = nil, axis: Axis = .vertical) {
        self.scrollView = scrollView
        self.axis = axis
    }

    /// The backend moved the first row: a script's step, a person's scrolling, or a move this
    /// offset asked for (`scroll(toFirstRow:)`).
    func moved(to row: Int) {
        guard row != firstRow else { return }
        firstRow = row
        updateFollowers()
        link?.scrolled(self)
    }

    /// Updates the lazy rows that follow it, which build and place the rows near it.
    private func updateFollowers() {
        followers.removeAll { $0.node == nil }
        for follower in followers { follower.node?.invalidate() }
    }

    /// Whether its lazy rows wait to be built: a `.scrollPosition` binding's first value is
    /// still to be scrolled to, once the rows' places are known, so that the rows at the start
    /// are not built, placed and made to appear only to be left at once.
    private(set) var isHeld = false

    func hold() { isHeld = true }

    /// Lets the lazy rows be built where the scroll view now is.
    func release() {
        guard isHeld else { return }
        isHeld = false
        updateFollowers()
    }

    /// Takes the `.scrollPosition` binding around as its own, or none.
    func follow(_ link: ScrollPositionLink?) {
        guard link !== self.link else { return }
        self.link = link
        link?.offset = self
    }

    func follow(_ node: ViewNode) {
        for follower in followers where follower.node === node { return }
        followers.append(WeakNode(node))
    }

    /// How many of the scroll view's rows come before the lazy container `node`'s and after
    /// them, by the rule the backends count them by (`ScrollRowRule`): (0, 0) when the container
    /// is the scroll view's content, or deeper down than its rows; nil for a list, which
    /// scrolls its own rows.
    func rowsAround(_ node: ViewNode) -> (before: Int, after: Int)? {
        guard let scrollView else { return nil }
        let rule = Self.rule
        let makers = rule.rowMakers(content: scrollView.placedElementNodes)
        guard let index = makers.firstIndex(where: { rule.lazyRows(of: $0) === node }) else { return (0, 0) }
        let rows = { (maker: ViewNode) in Self.rows(madeBy: maker, rule) }
        return (makers[..<index].reduce(0) { $0 + rows($1) }, makers[(index + 1)...].reduce(0) { $0 + rows($1) })
    }

    /// The rows a row maker makes: a lazy container its rows, built or not; anything else one.
    private static func rows(madeBy maker: ViewNode, _ rule: ScrollRowRule<ViewNode>) -> Int {
        guard let lazy = rule.lazyRows(of: maker) else { return 1 }
        return (lazy.primitiveState as? LazyContainerState)?.rows.rowCount ?? 0
    }

    /// The rule over the graph's nodes: those with elements, as the backend has them.
    static let rule = ScrollRowRule<ViewNode>(kind: { node in
        if node.view is any RowStack { return .stack }
        if node.view is any LazyRowContainer { return .lazyRows }
        return node.view is any ScrolledThrough ? .lookedThrough : .other
    }, children: { $0.placedElementNodes })
}

extension ViewNode {
    /// The topmost nodes under this one with elements placed: what its element holds, in order.
    /// A detached node (a lazy container's row out of reach) places none.
    var placedElementNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        func visit(_ node: ViewNode) {
            for child in node.children where !child.isDetached {
                if child.element != nil { nodes.append(child) } else { visit(child) }
            }
        }
        visit(self)
        return nodes
    }
}

/// A lazy stack or grid: a view that makes a scroll view's rows of its own. A `List` is not one:
/// it scrolls its own rows, so in the row model a scroll view around it sees one row, as the GTK
/// renderer shows it (a scrolled list inside the scroll view's content).
protocol LazyRowContainer {}

/// A stack whose children are a scroll view's rows when it is the scroll view's content.
protocol RowStack {}

/// A view around a scroll view's content that the rows are counted through: padding, opacity.
/// The backends count through the same containers by their roles (`ScrolledRows.swift` in
/// `Driving`): a view that conforms here has its role listed there.
protocol ScrolledThrough {}
