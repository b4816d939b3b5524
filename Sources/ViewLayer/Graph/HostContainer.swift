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
        var target: [any RenderElement] = []
        if let owner {
            // The owner's own element goes away with it; its children need not be taken out one by one.
            guard !owner.isRemoved else { return }
            // Most children have one element each.
            target.reserveCapacity(owner.children.count)
            for child in owner.children { child.collectElements(into: &target) }
        } else if let source, !source.isRemoved {
            source.collectElements(into: &target)
        }
        if ChildListDiff.apply(from: current, to: target, in: element, backend: graph.backend) {
            graph.backend.didChangeChildren(of: element)
        }
        current = target
    }
}
