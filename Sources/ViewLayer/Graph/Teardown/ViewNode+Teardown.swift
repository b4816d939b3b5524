/// A node's removal from the graph, and the release of what it holds, in the order rule 5 and
/// rule 18 give: out of the screen in the pass, state after the disappear callbacks, the graph's
/// own memory after the frame.
extension ViewNode {
    /// Removes this node and its subtree from the graph. Its elements leave the screen in this
    /// pass; its state is released after its disappear callbacks have run.
    func remove() {
        guard !isRemoved else { return }
        withdrawShownElements()
        var shown: [ViewNode] = []
        markRemoved(collectingShown: &shown)
        container.markDirty()
        graph.nodeWasRemoved(self, shownBelow: shown)
    }

    /// Marks the subtree removed, and collects its shown nodes in the order their disappear
    /// callbacks run: deepest first.
    func markRemoved(collectingShown shown: inout [ViewNode]) {
        isRemoved = true
        if isLeaving { graph.stopLeaving(self) }
        isDirty = false
        // What the subtree's elements counted for the nodes above has been taken back (see
        // `withdrawShownElements`), and a removed node's own counts concern no one: its showing
        // handlers and its observations stop at `isRemoved`, and its handle is left alone, one
        // cache miss less a node when a long list goes.
        lifecycleObserver?.nodeWillBeRemoved(self)
        children.forEachUnretained { $0.markRemoved(collectingShown: &shown) }
        for portal in portals { portal.markRemoved(collectingShown: &shown) }
        if isShown { shown.append(self) }
    }

    /// Releases what the node and the nodes below it keep of the user's, as SwiftUI does when an
    /// identity goes (rule 5): the storage of their dynamic properties (a `@StateObject`'s object
    /// goes here), what their bodies built, their view values, and the environment. What is left,
    /// the nodes, their elements and containers, is the graph's own memory and nobody's business:
    /// the graph lets go of it with `letGoOfSubtree` later, after the frame as a rule
    /// (`RenderBackend.afterFrame`).
    func uninstall() {
        graph.statistics.liveNodes -= uninstallSubtree()
    }

    /// Uninstalls this node and the nodes below it, and says how many there were.
    func uninstallSubtree() -> Int {
        // A row's few nodes below it lie apart on the heap: they come in while this node's
        // values are released.
        children.prefetchLeadingObjects()
        if isComposite { graph.emit(.uninstall, self) }
        releaseUserValues()
        isUninstalled = true
        var count = 1
        children.forEachUnretained { count += $0.uninstallSubtree() }
        for node in portals { count += node.uninstallSubtree() }
        return count
    }

    /// Lets go of what this node and the nodes below it hold, as `uninstall` does but without a
    /// word to the graph: for nodes uninstalled already, or for a graph let go of while still
    /// showing them, which is going away. Nodes hold their parents strongly (see `parent`), and a
    /// presentation or a pushed page its root through the presenter's state: everything is let
    /// go of, or they would hold each other.
    func letGoOfSubtree() {
        let (children, portals) = letGo()
        for node in children { node.letGoOfSubtree() }
        for node in portals { node.letGoOfSubtree() }
    }

    /// Releases the node's state, view and context: what may hold the user's objects.
    func releaseUserValues() {
        dependencies.removeAll(by: self)
        userView = nil
        if stateIsHeldByElement {
            // It lets go of the user's values itself; the object, which the element's handlers
            // hold too, is the graph's own and goes with the node.
            if let state = primitiveState { unsafeDowncast(state, to: ElementHeldState.self).nodeWasUninstalled() }
        } else if primitiveState != nil {
            primitiveState = nil
        }
        view = EmptyView()
        // What the context holds (environment objects, a navigation stack's coordinator, which
        // holds its pages) goes with the node's state.
        context = NodeContext.empty
    }

    /// Releases what the node holds, and hands back the nodes below it.
    func letGo() -> (children: [ViewNode], portals: [ViewNode]) {
        if !isUninstalled { releaseUserValues() }
        primitiveState = nil
        handle?.node = nil
        element = nil
        childContainer = nil
        // Taken, not copied: a copy would retain each child, a cache miss apiece in a long list.
        let taken = (children, portals)
        children = []
        portals = []
        return taken
    }
}
