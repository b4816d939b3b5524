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
/// will change back to identity"). Only the children a body or a modifier lists leave this way;
/// a `ForEach`'s rows and pages leave at once.
extension ViewNode {
    /// Keeps in `entries` the children the new list leaves out that leave under this pass's
    /// animation, or were leaving already, each after the child that was before it; marks them
    /// kept. A leaving child the new list names again (`matched`) stays, as it was.
    func keepLeavingChildren(in entries: inout [MatchedChild], keeping: inout [Bool]) {
        let animation = graph.passAnimation
        guard animation != nil || children.contains(where: \.isLeaving) else { return }
        // Where each kept child's entry is, to put a leaving one after its old neighbour.
        var entryOf: [Int: Int] = [:]
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .kept(let index), .changed(let index, _): entryOf[index] = position
            case .inserted: break
            }
        }
        var insertions: [(after: Int?, index: Int)] = []
        var previousKept: Int?
        for index in children.indices {
            let child = children[index]
            if keeping[index] {
                if child.isLeaving { graph.stopLeaving(child) }
                previousKept = entryOf[index]
                continue
            }
            // A child leaving already goes on leaving, on its own transition's time.
            if !child.isLeaving {
                guard let animation, child.leavesAfterInsertions else { continue }
                graph.startLeaving(child, for: animation)
            }
            keeping[index] = true
            insertions.append((previousKept, index))
        }
        // Back to front, so that the positions found stay good.
        for insertion in insertions.reversed() {
            let position = insertion.after.map { $0 + 1 } ?? 0
            entries.insert(.kept(insertion.index), at: position)
        }
    }
}

extension ViewGraph {
    /// The animation of the pass under way, if its transaction has one.
    var passAnimation: Animation? { passTransaction.animation }

    /// Starts `node`'s removal transition: it leaves once `animation` is over.
    func startLeaving(_ node: ViewNode, for animation: Animation) {
        node.isLeaving = true
        let id = ObjectIdentifier(node)
        let deadline = animationClock.now + animation.totalDuration
        leavingDeadlines[id] = deadline
        animationClock.schedule(after: animation.totalDuration) { [weak self, weak node] in
            guard let self, let node, self.leavingDeadlines[id] == deadline else { return }
            self.finishLeaving(node)
        }
    }

    /// `node` is named again by its parent while it leaves: it stays, as it was.
    func stopLeaving(_ node: ViewNode) {
        node.isLeaving = false
        leavingDeadlines[ObjectIdentifier(node)] = nil
    }

    /// The transition is over: the node leaves its parent's children, as a removed view.
    private func finishLeaving(_ node: ViewNode) {
        leavingDeadlines[ObjectIdentifier(node)] = nil
        guard node.isLeaving, !node.isRemoved, let parent = node.parent else { return }
        node.isLeaving = false
        parent.children.removeAll { $0 === node }
        node.remove()
        flush()
    }
}
