/// The order in which one pass runs its lifecycle callbacks (rule 11): deepest first, that is a
/// post-order walk of the tree, each node after the nodes below it, siblings in their order.
///
/// The order is taken from the tree as it stands, not from when nodes were made: a root uncovered
/// by a pop may have children made long after their later siblings.
@MainActor
enum CallbackOrder {
    /// `nodes`, nodes of the graph still in the tree, in callback order.
    static func deepestFirst(_ nodes: [ViewNode]) -> [ViewNode] {
        guard nodes.count > 1 else { return nodes }
        var members = Set<ObjectIdentifier>()
        members.reserveCapacity(nodes.count)
        for node in nodes { members.insert(ObjectIdentifier(node)) }

        // The members no other member is above: the subtrees to walk.
        var tops: [ViewNode] = []
        for node in nodes where !hasAncestor(of: node, in: members) { tops.append(node) }
        if tops.count > 1 {
            var positions = TreePositions()
            let paths = tops.map { positions.path(of: $0) }
            let order = tops.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }
            tops = order.map { tops[$0] }
        }

        var ordered: [ViewNode] = []
        ordered.reserveCapacity(nodes.count)
        for top in tops {
            top.forEachInSubtreeDeepestFirst { node in
                if members.remove(ObjectIdentifier(node)) != nil { ordered.append(node) }
            }
        }
        return ordered
    }

    private static func hasAncestor(of node: ViewNode, in members: Set<ObjectIdentifier>) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if members.contains(ObjectIdentifier(ancestor)) { return true }
            current = ancestor.parent
        }
        return false
    }
}

/// Where nodes stand in the tree, as paths of positions from the root, with each parent's
/// positions indexed once: many rows of one list cost one index of the list's children.
@MainActor
private struct TreePositions {
    private var indexes: [ObjectIdentifier: [ObjectIdentifier: Int]] = [:]

    mutating func path(of node: ViewNode) -> [Int] {
        var path: [Int] = []
        var current = node
        while let parent = current.parent {
            path.append(position(of: current, in: parent))
            current = parent
        }
        path.reverse()
        return path
    }

    private mutating func position(of node: ViewNode, in parent: ViewNode) -> Int {
        let key = ObjectIdentifier(parent)
        if indexes[key] == nil {
            var index: [ObjectIdentifier: Int] = [:]
            let members = parent.children + parent.portals
            index.reserveCapacity(members.count)
            for position in members.indices { index[ObjectIdentifier(members[position])] = position }
            indexes[key] = index
        }
        // A node its parent no longer lists (removed in this pass) goes after its siblings.
        return indexes[key]?[ObjectIdentifier(node)] ?? Int.max
    }
}
