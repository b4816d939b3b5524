/// The pass's callbacks: what changed while updating, and the views that stopped or started being
/// shown, in the order rule 11 gives.
extension ViewGraph {
    // Loops and nonisolated comparators rather than main-actor closures handed to `filter` and
    // `sorted`: such a closure gets a dynamic executor check at every call (see `withRawPointers`),
    // which clearing a list of a thousand rows, five thousand nodes, pays tens of thousands of times.
    /// Runs the callbacks of one pass (rule 11): the value-change actions found while updating;
    /// then `onDisappear` of the views that stopped being shown and the cancellation of their
    /// tasks; then the release of removed state; then `onAppear` of the views that started being
    /// shown; then the same for removed views whose removal transition kept them until the
    /// insertions appeared (rule 18, `RemovalTiming.swift`); only then the appeared views'
    /// `.task`s; last, actions that wait for all of it (`onDismiss`). Each phase runs deepest first: a child before its parent, and of
    /// modifiers chained on one view the innermost (the first written) first. The appear order is
    /// what iOS 17 was seen to do with the program in `CallbackOrderTests`; Apple documents
    /// neither order, and the disappear order, children first too, is what developers report
    /// rather than something measured here.
    func runLifecycleCallbacks() {
        let changes = pendingChangeActions
        pendingChangeActions.removeAll()
        runDeepestFirst(changes)

        let touched = touchedNodes
        touchedNodes.removeAll()
        for node in touched { node.isTouched = false }
        let removed = removedNodes
        removedNodes.removeAll()
        let removedShown = removedShownNodes
        removedShownNodes.removeAll()
        let removedLater = removedAfterInsertions
        removedAfterInsertions.removeAll()
        let removedShownLater = removedShownAfterInsertions
        removedShownAfterInsertions.removeAll()

        // Views covered or hidden, in the tree's order; then the removed subtrees' shown views,
        // each subtree deepest first, in the order they were removed (their parents no longer
        // list them), as they were collected when they were removed.
        var covered: [ViewNode] = []
        for node in touched where node.isShown && node.shownElementCount <= 0 && !node.isRemoved { covered.append(node) }
        // Those shown again appear below with the others, being touched and still on screen.
        for node in reappearingNodes where node.isShown && !node.isRemoved && node.shownElementCount > 0 { covered.append(node) }
        reappearingNodes.removeAll()
        disappear(CallbackOrder.deepestFirst(covered), thenRemoved: removedShown)
        release(removed)

        var appearing: [ViewNode] = []
        for node in touched where !node.isShown && node.shownElementCount > 0 && !node.isRemoved { appearing.append(node) }
        appearing = CallbackOrder.deepestFirst(appearing)
        var appeared: [ViewNode] = []
        appeared.reserveCapacity(appearing.count)
        for node in appearing where !node.isShown && !node.isRemoved {
            node.isShown = true
            appeared.append(node)
            if node.isComposite && reportsViewAppearance { emit(.appear, node) }
            node.lifecycleObserver?.nodeDidAppear(node)
        }
        disappear([], thenRemoved: removedShownLater)
        release(removedLater)
        // An appear action may have hidden or removed a view again; its tasks then do not start.
        for node in appeared where node.isShown && !node.isRemoved {
            node.lifecycleObserver?.nodeDidFinishAppearing(node)
        }

        let finally = pendingFinalActions
        pendingFinalActions.removeAll()
        for action in finally { action() }
    }

    /// Runs the disappear actions of `covered`, then of the shown nodes of removed subtrees, then
    /// cancels their tasks.
    private func disappear(_ covered: [ViewNode], thenRemoved removedShown: [ViewNode]) {
        var disappearing = covered
        // Marked hidden as each is taken: a node hidden already does not disappear again.
        for node in removedShown where node.isShown {
            node.isShown = false
            disappearing.append(node)
        }
        // Before iOS 17, a lazy stack's row that left the screen got no `onDisappear` (rule 20;
        // Ole Begemann's LazyVStack case study, iOS 16), nor does one deleted far out, taken
        // off screen first; its tasks are cancelled all the same, as no source says otherwise,
        // and its `onAppear` runs again when it comes back.
        let isRowLeavingQuiet = !release.callsOnDisappearForRowsLeavingTheScreen
        for node in disappearing {
            node.isShown = false
            if isRowLeavingQuiet, node.isInRowOffScreen { continue }
            if node.isComposite && reportsViewAppearance { emit(.disappear, node) }
            node.lifecycleObserver?.nodeDidDisappear(node)
        }
        for node in disappearing {
            node.lifecycleObserver?.nodeDidFinishDisappearing(node)
        }
    }

    /// Releases the state of removed subtrees (rule 5), and the graph's own memory of them after
    /// the frame.
    private func release(_ removed: [ViewNode]) {
        guard !removed.isEmpty else { return }
        removed.forEachUnretained { $0.uninstall() }
        letGoAfterFrame(of: removed)
    }

    /// Queues an action for the end of the pass's callbacks, after every disappear and appear:
    /// `sheet(onDismiss:)`'s, which SwiftUI calls once the sheet's content is gone.
    func enqueueFinalAction(_ action: @escaping @MainActor () -> Void) {
        pendingFinalActions.append(action)
        requestFlush()
    }

    /// Queues an action `node` found while updating, such as `onChange`'s, to run after the
    /// pass's bodies and before its appear and disappear callbacks.
    func enqueueChangeAction(of node: ViewNode, _ action: @escaping @MainActor () -> Void) {
        pendingChangeActions.append((node, action))
        requestFlush()
    }

    /// Runs the actions deepest first by their nodes, and each node's in the order queued.
    private func runDeepestFirst(_ actions: [(node: ViewNode, action: @MainActor () -> Void)]) {
        guard actions.count > 1 else {
            for entry in actions { entry.action() }
            return
        }
        var byNode: [ObjectIdentifier: [@MainActor () -> Void]] = [:]
        var nodes: [ViewNode] = []
        for entry in actions {
            let id = ObjectIdentifier(entry.node)
            if byNode[id] == nil { nodes.append(entry.node) }
            byNode[id, default: []].append(entry.action)
        }
        for node in CallbackOrder.deepestFirst(nodes) {
            for action in byNode[ObjectIdentifier(node)] ?? [] { action() }
        }
    }
}

extension ViewGraph {
    /// Makes the views shown in `root`'s subtree disappear and appear again in this pass, their
    /// identity and state kept, tasks restarted: what iOS 26 does to a full-screen cover's or a
    /// popover's content when its item is replaced (rule 18).
    func showAgain(_ root: ViewNode) {
        // Once a pass, asked twice or not.
        var listed = Set(reappearingNodes.map(ObjectIdentifier.init))
        func visit(_ node: ViewNode) {
            if node.isShown, listed.insert(ObjectIdentifier(node)).inserted {
                reappearingNodes.append(node)
                touch(node)
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        requestFlush()
    }
}
