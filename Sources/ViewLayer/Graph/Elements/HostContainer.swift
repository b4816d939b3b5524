/// An element that holds other elements (a stack, a button's label, a page, a sheet) and the
/// nodes whose elements fill it. When the nodes' structure changes the container is marked, and
/// at the end of the pass it brings the backend's children in line with as few changes as it can.
@MainActor
final class HostContainer {
    let element: any RenderElement
    unowned let graph: ViewGraph
    /// The root of a page, sheet or window whose elements fill this container.
    private weak var source: ViewNode?
    /// The node with an element whose children fill this container. Strong, as `ViewNode.parent`
    /// is and for the same reason; the cycle is broken when the owner is uninstalled.
    private var owner: ViewNode?
    /// The children as the backend has them.
    private(set) var current: [any RenderElement] = []
    private(set) var isDirty = false

    init(element: any RenderElement, graph: ViewGraph, source: ViewNode?, owner: ViewNode?) {
        self.element = element
        self.graph = graph
        self.source = source
        self.owner = owner
    }

    func setSource(_ node: ViewNode) {
        source = node
        markDirty()
    }

    func markDirty() {
        guard !isDirty else { return }
        isDirty = true
        graph.containerNeedsSync(self)
    }

    var depth: Int32 { owner?.depth ?? source?.depth ?? 0 }

    func sync() {
        guard isDirty else { return }
        isDirty = false
        // The target's identities first, kept beside each node's flags: the diff reads each node
        // once and no element (each would be retained to be collected), which for a list of a
        // thousand rows where one went or two swapped was most of the pass. Only the changed
        // middle is collected as elements.
        var nodes: [ViewNode] = []
        if let owner {
            // The owner's own element goes away with it; its children need not be taken out one by one.
            guard !owner.isRemoved else { return }
            nodes = owner.children
        } else if let source, !source.isRemoved {
            nodes = [source]
        }
        var ids: [ObjectIdentifier] = []
        // Most children have one element each.
        ids.reserveCapacity(max(nodes.count, current.count))
        for node in nodes { node.collectElementIDs(into: &ids) }
        let changed = ChildListDiff.apply(to: &current, target: ids, elements: { wanted in
            var middle: [any RenderElement] = []
            guard !wanted.isEmpty else { return middle }
            middle.reserveCapacity(wanted.count)
            var position = 0
            for node in nodes { node.collectElements(into: &middle, at: &position, within: wanted) }
            return middle
        }, in: element, backend: graph.backend)
        if changed { graph.backend.didChangeChildren(of: element) }
    }
}
