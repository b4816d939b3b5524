extension View {
    /// Starts `action` on the main actor when this view appears, and cancels it when the view
    /// disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskView(content: self, priority: priority, action: action)
    }
}

struct TaskView<Content: View>: View, PrimitiveView {
    let content: Content
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func update(_ node: ViewNode, previous: Self?) {
        let state = node.primitiveState as? RunningTask ?? RunningTask()
        node.primitiveState = state
        state.priority = priority
        state.action = action
        node.updateChildren(ChildSpec.content(content))
    }
}

private final class RunningTask: NodeLifecycleObserver {
    var priority: TaskPriority = .userInitiated
    var action: (@MainActor @Sendable () async -> Void)?
    private var task: Task<Void, Never>?

    func nodeDidAppear(_ node: ViewNode) {
        guard let action else { return }
        node.graph.emit(.taskStarted, node)
        // Started in place, so its first steps run as the view appears and not on some later
        // turn of the main loop; what follows each suspension is queued on the main actor.
        task = Task.immediate(priority: priority) { @MainActor in await action() }
    }

    func nodeDidDisappear(_ node: ViewNode) {
        guard let task else { return }
        self.task = nil
        node.graph.emit(.taskCancelled, node)
        task.cancel()
    }

    func nodeWillBeRemoved(_ node: ViewNode) {}
}
