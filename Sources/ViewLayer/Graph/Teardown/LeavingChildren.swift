/// Children removed under an animation (rule 19): they keep their identity, state, task and
/// place until their removal transition has run on the graph's clock, then leave as any removed
/// view does, `onDisappear` first and their state after.
///
/// Sources: Ryan Sobol's "if transition" case study (iOS 26) says hiding a panel "removes that
/// identity only after the transition completes, so overlapping animations delay when the
/// lifetime actually ends"; Apple's `onDisappear` runs when the view "disappears from the
/// interface", which others report is at the end of the removal animation (Tokamak PR #426,
/// Blueprint issue #48). A view brought back while it leaves is the same view, state and all
/// (Apple's `TransitionPhase`: "If a view is re-added while it is transitioning out, its phase
/// will change back to identity"). A `ForEach`'s rows leave so too. Where the lab differs:
/// pages, a tab view's tabs and a lazy container's rows leave at once, as their parents keep
/// lists of their own beside the children.
extension ViewNode {
    /// Makes the children those `entries` say, as `replaceChildren` does, but those the new
    /// list leaves out under this pass's animation stay until their transition ends, and those
    /// it inserts come in over the animation's time.
    func replaceChildrenLettingRemovedLeave(with entries: [MatchedChild], keeping: [Bool], context: NodeContext? = nil) {
        var entries = entries, keeping = keeping
        keepLeavingChildren(in: &entries, keeping: &keeping)
        let previous = graph.passAnimation != nil ? children : nil
        replaceChildren(with: entries, keeping: keeping, context: context)
        if let previous { drawInsertions(since: previous) }
    }

    /// Keeps in `entries` the children the new list leaves out that leave under this pass's
    /// animation, or were leaving already, each after the child that was before it; marks them
    /// kept. A leaving child the new list names again (`matched`) stays, as it was.
    func keepLeavingChildren(in entries: inout [MatchedChild], keeping: inout [Bool]) {
        let animation = graph.passAnimation
        guard animation != nil || (ViewGraph.leavingCount > 0 && children.contains(where: \.isLeaving)) else { return }
        // Where each kept child's entry is, to put a leaving one after its old neighbour.
        var entryOf: [Int: Int] = [:]
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .kept(let index), .changed(let index, _): entryOf[index] = position
            case .inserted: break
            }
        }
        var insertions: [(position: Int, index: Int)] = []
        var previousKept: Int?
        for index in children.indices {
            let child = children[index]
            if keeping[index] {
                if child.isLeaving { graph.comeBack(child) }
                previousKept = entryOf[index]
                continue
            }
            // A child leaving already goes on leaving, on its own transition's time.
            if !child.isLeaving {
                guard let animation, child.leavesAfterInsertions else { continue }
                graph.startLeaving(child, for: animation)
            }
            keeping[index] = true
            insertions.append((previousKept.map { $0 + 1 } ?? 0, index))
        }
        // Highest position first, so that the positions found stay good; of leaving children
        // after the same neighbour, the last first, so that they keep their order.
        for insertion in insertions.sorted(by: { ($0.position, $0.index) > ($1.position, $1.index) }) {
            entries.insert(.kept(insertion.index), at: insertion.position)
        }
    }
}

extension ViewGraph {
    /// The animation of the changes being made: the nearest `.animation(_:value:)` whose value
    /// changed, or the pass's transaction's.
    var passAnimation: Animation? {
        if let override = animationOverrides.last { return override }
        return passTransaction.animation
    }

    /// Starts `node`'s removal transition: it leaves once `animation` is over.
    func startLeaving(_ node: ViewNode, for animation: Animation) {
        node.isLeaving = true
        drawTransition(of: node, isInsertion: false, animation: animation, fromCurrent: true)
        let id = ObjectIdentifier(node)
        leavingGeneration &+= 1
        let generation = leavingGeneration
        setLeaving(id, generation: generation)
        animationClock.schedule(after: animation.totalDuration) { [handle, weak node] in
            // The node's entry goes with its last leave, whatever became of the node.
            guard let graph = handle.graph, graph.leavingNodes[id] == generation else { return }
            graph.setLeaving(id, generation: nil)
            if let node { graph.finishLeaving(node) }
        }
    }

    /// `node` is named again by its parent while it leaves: it stays, drawn back in from where
    /// its fade out got to, at once without an animation.
    func comeBack(_ node: ViewNode) {
        stopLeaving(node)
        drawTransition(of: node, isInsertion: true, animation: passAnimation, fromCurrent: true)
    }

    /// `node` is named again by its parent while it leaves, or removed with an ancestor: it
    /// leaves no more.
    func stopLeaving(_ node: ViewNode) {
        node.isLeaving = false
        setLeaving(ObjectIdentifier(node), generation: nil)
    }

    /// The transition is over: the node leaves its parent's children, as a removed view.
    private func finishLeaving(_ node: ViewNode) {
        guard node.isLeaving, !node.isRemoved, let parent = node.parent else { return }
        node.isLeaving = false
        parent.children.removeAll { $0 === node }
        node.remove()
        // A lazy container counts its rows from its children: it arranges them again.
        node.context[LazyPlacementInput.self]?.arrangeLater(contentChanged: true)
        flush()
    }
}

extension ViewNode {
    /// Lets a person see the children this update inserted under an animation come in, those
    /// whose transition takes time.
    func drawInsertions(since previous: [ViewNode]) {
        guard let animation = graph.passAnimation else { return }
        let old = Set(previous.map(ObjectIdentifier.init))
        for child in children where !old.contains(ObjectIdentifier(child)) && child.comesInOverTime {
            graph.drawTransition(of: child, isInsertion: true, animation: animation, fromCurrent: false)
        }
    }
}
