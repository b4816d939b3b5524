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
        // The target's identities first: comparing them with the current children reads each
        // node once and no element (each would be retained to be collected), which for a list of
        // a thousand rows where one went or two swapped was most of the pass. Only the changed
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
        var prefix = 0
        while prefix < current.count, prefix < ids.count, ObjectIdentifier(current[prefix]) == ids[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < current.count - prefix, suffix < ids.count - prefix,
              ObjectIdentifier(current[current.count - 1 - suffix]) == ids[ids.count - 1 - suffix] {
            suffix += 1
        }
        if prefix == current.count && prefix == ids.count { return }
        let replaced = prefix..<(current.count - suffix)
        if swapsEnds(of: replaced, toBecome: ids[prefix..<(ids.count - suffix)]) {
            // Two children swapped, the common case of a reorder: the last moves to the front
            // and, unless they were neighbours, the first to the end, as the diff would do it,
            // with nothing else read.
            let first = current[replaced.lowerBound], last = current[replaced.upperBound - 1]
            graph.backend.move(last, in: element, to: replaced.lowerBound)
            if replaced.count > 2 { graph.backend.move(first, in: element, to: replaced.upperBound - 1) }
            graph.backend.didChangeChildren(of: element)
            current.swapAt(replaced.lowerBound, replaced.upperBound - 1)
            return
        }
        var middle: [any RenderElement] = []
        let wanted = prefix..<(ids.count - suffix)
        if !wanted.isEmpty {
            middle.reserveCapacity(wanted.count)
            var position = 0
            for node in nodes { node.collectElements(into: &middle, at: &position, within: wanted) }
        }
        ChildListDiff.apply(replacing: current[replaced], with: middle, offset: prefix, in: element, backend: graph.backend)
        graph.backend.didChangeChildren(of: element)
        current.replaceSubrange(replaced, with: middle)
    }

    /// Whether the children at `range` become `target` by swapping the first and the last.
    private func swapsEnds(of range: Range<Int>, toBecome target: ArraySlice<ObjectIdentifier>) -> Bool {
        guard range.count >= 2, range.count == target.count,
              ObjectIdentifier(current[range.lowerBound]) == target[target.endIndex - 1],
              ObjectIdentifier(current[range.upperBound - 1]) == target[target.startIndex] else { return false }
        var index = range.lowerBound + 1
        var targetIndex = target.startIndex + 1
        while index < range.upperBound - 1 {
            if ObjectIdentifier(current[index]) != target[targetIndex] { return false }
            index += 1
            targetIndex += 1
        }
        return true
    }
}
