/// Whether a node is shown: how many of its topmost elements the backend has on screen, which
/// the graph's pass turns into appear and disappear callbacks (`ViewGraph+ShownChanges.swift`).
extension ViewNode {
    /// Watches `element`, the node's own, being shown and hidden, if anything cares.
    func watchShowing(of element: any RenderElement) {
        guard showingMatters else { return }
        graph.statistics.watchedElements += 1
        let handle = madeHandle
        graph.backend.uncounted {
            $0.observeShowing(of: element) { isShown in handle.node?.elementShowingChanged(isShown) }
        }
    }

    /// Whether anything the element's showing reaches cares about it: a modifier with
    /// appear or disappear callbacks (`onAppear`, `.task`, `onChange(initial:)`), or a user-written
    /// view when the trace reports its appear and disappear. Most
    /// elements of a long list sit under another element with nothing of the kind in between,
    /// and are not observed.
    var showingMatters: Bool {
        let userViewsMatter = graph.reportsViewAppearance
        var node: ViewNode? = self
        while let current = node {
            if (current.isComposite && userViewsMatter) || current.stateWatchesAppearance { return true }
            if current.isPortalRoot { return false }
            node = current.parent
            if node?.element != nil { return false }
        }
        return false
    }

    /// An element on screen counts as shown for its own node and the element-less nodes above it.
    func elementShowingChanged(_ isShown: Bool) {
        addToShownCounts(isShown ? 1 : -1)
    }

    /// Adds `delta` to the count of this node and of the element-less nodes above it, up to the
    /// nearest node with an element of its own or the root of its page or sheet. A removed node's
    /// counts concern no one, and what its subtree counted for the nodes above it was taken back
    /// as it was removed (`withdrawShownElements`): their showing stops there, even while
    /// the removal is still going through the subtree and a page it pops puts some of them back
    /// on screen.
    func addToShownCounts(_ delta: Int32) {
        var node: ViewNode? = self
        while let current = node, !current.isRemoved {
            current.shownElementCount += delta
            graph.touch(current)
            if current.isPortalRoot { break }
            node = current.parent
            if node?.element != nil { break }
        }
    }

    /// Takes what this subtree's elements count as shown from the element-less nodes above it,
    /// as their hiding would in the pass's sync. A removed subtree's own counts concern no
    /// one, and the handlers of its thousand elements, when a long list is cleared, would each
    /// walk up to the list for nothing.
    func withdrawShownElements() {
        guard shownElementCount != 0, !isPortalRoot, let parent, parent.element == nil else { return }
        parent.addToShownCounts(-shownElementCount)
    }
}

extension ViewNode {
    /// Whether this node is in a lazy container's row taken off screen (`isDetached`), in its
    /// own page or presentation: a sheet presented from such a row is shown for itself.
    var isInRowOffScreen: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isDetached { return true }
            if current.isPortalRoot { return false }
            node = current.parent
        }
        return false
    }
}
