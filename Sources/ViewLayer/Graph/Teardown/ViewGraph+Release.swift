/// Removed subtrees let go of after the frame.
extension ViewGraph {
    /// Hands the backend the removed subtrees, uninstalled, to let go of later, after the frame
    /// that shows them gone as a rule: freeing a cleared list's thousands of nodes, containers
    /// and elements is a good part of what its callbacks cost, and the frame does not need it.
    func letGoAfterFrame(of nodes: [ViewNode]) {
        guard !nodes.isEmpty else { return }
        guard uninstalledNodes.isEmpty else {
            uninstalledNodes += nodes
            return
        }
        // Taken as it is: appending a cleared list's thousand nodes to an empty array would copy
        // them into a new one, a retain apiece.
        uninstalledNodes = nodes
        letGoOfUninstalledNodesAfterFrame()
    }

    /// A turn of `letGoOfUninstalledNodes` is scheduled exactly while `uninstalledNodes` holds any.
    private func letGoOfUninstalledNodesAfterFrame() {
        backend.uncounted { $0.afterFrame { [handle] in handle.graph?.letGoOfUninstalledNodes() } }
    }

    /// Lets go of the removed subtrees a turn at a time, each at most `letGoTurn` long, as the
    /// backend's own release after the frame keeps its turns short so that input is not held up:
    /// a cleared list of ten thousand rows is tens of milliseconds of it.
    func letGoOfUninstalledNodes() {
        let deadline = ContinuousClock.now + letGoTurn
        var released = 0
        while released < uninstalledNodes.count {
            uninstalledNodes[released].letGoOfSubtree()
            released += 1
            // The clock is read every few subtrees: a row's is a few microseconds.
            if released.isMultiple(of: Self.subtreesBetweenClockReadings), ContinuousClock.now >= deadline { break }
        }
        uninstalledNodes.removeFirst(released)
        if !uninstalledNodes.isEmpty { letGoOfUninstalledNodesAfterFrame() }
    }

    static let subtreesBetweenClockReadings = 16
}
