/// The latest views of a ForEach's children, in their order, side by side: comparing a
/// thousand rows' new views with these reads one array rather than a thousand nodes scattered
/// through memory, which on a GTK desktop, among the widgets' own allocations, is most of the cost.
final class ForEachRows<Content: View> {
    private(set) var views: [Content]
    /// The children's keys, which go with `views`.
    private(set) var keys: [ChildKey]
    /// The arrays these replaced, emptied, for the next update to fill.
    private var spareViews: [Content] = []
    private var spareKeys: [ChildKey] = []
    /// The context the children were given with these views.
    let context: NodeContext
    /// The range a `ForEach(_:content:)` was installed with, which it keeps showing.
    var initialRange: Range<Int>?

    init(keys: [ChildKey], views: [Content], context: NodeContext) {
        self.keys = keys
        self.views = views
        self.context = context
    }

    /// Whether `views` and `keys` are the node's children's, one for one, in their order: they
    /// are unless an id was repeated, whose later elements have no child, or a row removed
    /// under an animation is still leaving.
    @MainActor func isBesideChildren(of node: ViewNode) -> Bool {
        views.count == node.children.count && (ViewGraph.leavingCount == 0 || !node.children.contains(where: \.isLeaving))
    }

    /// Makes `views` the latest; the previous ones are released now.
    func replace(keys newKeys: [ChildKey], views newViews: [Content]) {
        spareViews = views
        spareKeys = keys
        views = newViews
        keys = newKeys
        spareViews.removeAll(keepingCapacity: true)
        spareKeys.removeAll(keepingCapacity: true)
    }

    func takeSpareViews() -> [Content] {
        defer { spareViews = [] }
        return spareViews
    }

    func takeSpareKeys() -> [ChildKey] {
        defer { spareKeys = [] }
        return spareKeys
    }
}
