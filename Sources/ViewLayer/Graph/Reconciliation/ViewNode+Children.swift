/// A node's children, brought in line with a new list of children: matched by identity
/// (`KeyedMatcher`), updated, made, removed and moved about, as few as can be.
extension ViewNode {
    /// The context handed to children; modifiers that change the environment override it.
    var childContext: NodeContext { context }

    /// Makes the children match `specs`: a child with the same key and type as an existing one
    /// is that child, updated; others are created; existing children left over are removed.
    func updateChildren(_ specs: [ChildSpec], context: NodeContext? = nil, allowsLeaving: Bool = true) {
        let context = context ?? childContext
        if specs.count == children.count, hasSameIdentities(specs) {
            // A leaving child named again stays, as it was.
            if ViewGraph.leavingCount > 0 {
                for child in children where child.isLeaving { graph.comeBack(child) }
            }
            for index in specs.indices { children[index].receive(specs[index].view, context: context) }
            return
        }
        // A new node's children are all new: nothing to match them with.
        if children.isEmpty {
            var entries: [MatchedChild] = []
            entries.reserveCapacity(specs.count)
            for spec in specs { entries.append(.inserted(spec)) }
            replaceChildren(with: entries, keeping: [], context: context)
            // An `if` turned true under an animation: its content comes in. (A node being
            // installed, in its first evaluation, comes in with its parent.)
            if allowsLeaving, generation > 1, graph.passAnimation != nil { drawInsertions(since: []) }
            return
        }
        // Each spec takes the child with its key and type, if any; the others are created, a
        // repeated identity's too.
        var current: [NodeIdentity] = []
        current.reserveCapacity(children.count)
        for child in children { current.append(NodeIdentity(key: child.key, type: child.viewType)) }
        var matcher = KeyedMatcher(current: current)
        var entries: [MatchedChild] = []
        entries.reserveCapacity(specs.count)
        for spec in specs {
            if case .child(let index) = matcher.match(NodeIdentity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))) {
                entries.append(.changed(index, spec.view))
            } else {
                entries.append(.inserted(spec))
            }
        }
        if allowsLeaving {
            replaceChildrenLettingRemovedLeave(with: entries, keeping: matcher.isMatched, context: context)
        } else {
            replaceChildren(with: entries, keeping: matcher.isMatched, context: context)
        }
    }

    /// Whether `specs` name the current children, in order. A loop rather than `zip` and
    /// `allSatisfy`, for the reason given at `withRawPointers`.
    func hasSameIdentities(_ specs: [ChildSpec]) -> Bool {
        for index in specs.indices {
            let spec = specs[index], child = children[index]
            if spec.key != child.key || ObjectIdentifier(type(of: spec.view)) != child.viewType { return false }
        }
        return true
    }

    /// Makes the children those of `entries`, in order, already matched to the current children;
    /// the children whose position in `keeping` is false are removed.
    func replaceChildren(with entries: [MatchedChild], keeping: [Bool], context: NodeContext? = nil) {
        let context = context ?? childContext
        var made: [ViewNode] = []
        for entry in entries {
            switch entry {
            case .kept:
                break
            case .changed(let index, let view):
                children[index].receive(view, context: context)
            case .inserted(let spec):
                made.append(makeChild(spec, context: context, container: childContainer ?? container))
            }
        }
        // In the children's order, so that removal callbacks run in a stable order.
        for index in children.indices where !keeping[index] { children[index].remove() }
        // Only a change of the elements' order or number concerns the container; an update that
        // kept every child in place (a new environment, say) leaves it alone.
        let isRearranged: Bool
        if made.isEmpty {
            isRearranged = rearrangeChildren(as: entries, keeping: keeping)
        } else {
            var updated: [ViewNode] = []
            updated.reserveCapacity(entries.count)
            var madeIndex = 0
            for entry in entries {
                switch entry {
                case .kept(let index), .changed(let index, _):
                    updated.append(children[index])
                case .inserted:
                    updated.append(made[madeIndex])
                    madeIndex += 1
                }
            }
            children = updated
            isRearranged = true
        }
        if isRearranged { (childContainer ?? container).markDirty() }
    }

    /// Makes the children the kept ones, in the order of `entries`, which insert none, by moving
    /// them about the array: the unchanged rows of a long list, when one goes or two swap, are
    /// neither read, retained nor released, each a cache miss. Says whether any moved or went.
    func rearrangeChildren(as entries: [MatchedChild], keeping: [Bool]) -> Bool {
        // Each kept child's place once the removed ones are out, and where each entry's child is then.
        var rank = Array(repeating: 0, count: children.count)
        var keptCount = 0
        for index in children.indices where keeping[index] {
            rank[index] = keptCount
            keptCount += 1
        }
        var order: [Int] = []
        order.reserveCapacity(entries.count)
        var isInOrder = true
        for entry in entries {
            switch entry {
            case .kept(let index), .changed(let index, _):
                if rank[index] != order.count { isInOrder = false }
                order.append(rank[index])
            case .inserted:
                preconditionFailure("rearranging children cannot insert one")
            }
        }
        precondition(order.count == keptCount, "each kept child is an entry once")
        if keptCount == children.count, isInOrder { return false }
        children.withUnsafeMutableBufferPointer { buffer in
            // The kept to the front, in their order; what is between is removed.
            var next = 0
            for index in buffer.indices where keeping[index] {
                if index != next { buffer.swapAt(index, next) }
                next += 1
            }
            guard !isInOrder else { return }
            // Then each cycle of the permutation, which takes the child at `order[i]` to `i`.
            var isPlaced = Array(repeating: false, count: keptCount)
            for start in 0..<keptCount where !isPlaced[start] {
                var position = start
                while order[position] != start {
                    buffer.swapAt(position, order[position])
                    isPlaced[position] = true
                    position = order[position]
                }
                isPlaced[position] = true
            }
        }
        children.removeLast(children.count - keptCount)
        return true
    }

    /// Creates and installs the root of content shown in `container` (a page, a sheet).
    func addPortal(_ view: any View, in container: HostContainer, context: NodeContext) -> ViewNode {
        let node = makeChild(ChildSpec(key: .explicit("portal-\(portals.count)"), view: view), context: context, container: container, portal: true)
        portals.append(node)
        return node
    }

    func removePortal(_ node: ViewNode) {
        portals.removeAll { $0 === node }
        node.remove()
    }

    func makeChild(_ spec: ChildSpec, context: NodeContext, container: HostContainer, portal: Bool = false) -> ViewNode {
        let child = ViewNode(graph: graph, parent: self, key: spec.key, view: spec.view, context: context, container: container)
        if portal {
            child.isPortalRoot = true
            container.setSource(child)
        }
        child.install()
        return child
    }
}

/// A child of a new list of children, matched to the current children by identity.
enum MatchedChild {
    /// The existing child at this index of the children, whose view is known to be unchanged.
    case kept(Int)
    /// The existing child at this index, given a view it compares with its own.
    case changed(Int, any View)
    /// A child to create.
    case inserted(ChildSpec)
}

/// A child's structural identity among its siblings: its key and its view's type.
struct NodeIdentity: Hashable {
    let key: ChildKey
    let type: ObjectIdentifier
}
