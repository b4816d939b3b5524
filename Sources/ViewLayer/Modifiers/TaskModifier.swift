extension View {
    /// Starts `action` on the main actor when this view appears, and cancels it when the view
    /// disappears.
    ///
    /// Tasks start after every `onAppear` of the update that showed the view has run, deepest
    /// first (rule 11).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskView(content: self, id: TaskID?.none, priority: priority, action: action)
    }

    /// Starts `action` when this view appears, and again each time `id` changes: the running
    /// task is cancelled first. The task is cancelled when the view disappears.
    ///
    /// - Parameters:
    ///   - id: The value to watch; compared with `==`.
    ///   - priority: The priority of the task.
    ///   - action: The work to run.
    public func task<ID: Equatable>(
        id: ID,
        priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        TaskView(content: self, id: id, priority: priority, action: action)
    }
}

/// The `id` of a task without one: it never changes.
struct TaskID: Equatable {}

struct TaskView<Content: View, ID: Equatable>: View, PrimitiveView {
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(RunningTask())
        state.priority = priority
        state.action = action
        // A changed id restarts a running task once the update is over, as an `onChange` runs.
        if let previous, previous.id != id {
            node.afterUpdate { [weak state, weak viewNode = node.viewNode] in
                guard let state, let viewNode, !viewNode.isRemoved, viewNode.isShown else { return }
                state.restart(PrimitiveNode(viewNode))
            }
        }
        node.updateChildren(ChildSpec.content(content))
    }
}

private final class RunningTask: NodeLifecycleObserver {
    var priority: TaskPriority = .userInitiated
    var action: (@MainActor @Sendable () async -> Void)?
    private var task: (task: Task<Void, Never>, completion: TaskCompletion)?

    func nodeDidFinishAppearing(_ node: ViewNode) { start(PrimitiveNode(node)) }

    func nodeDidFinishDisappearing(_ node: ViewNode) { cancel(PrimitiveNode(node)) }

    func restart(_ node: PrimitiveNode) {
        cancel(node)
        start(node)
    }

    private func start(_ node: PrimitiveNode) {
        guard let action else { return }
        node.trace(.taskStarted)
        // Started in place, so its first steps run as the view appears and not on some later
        // turn of the main loop; what follows each suspension is queued on the main actor.
        let completion = TaskCompletion()
        task = (Task.immediate(priority: priority) { @MainActor in
            await action()
            completion.isDone = true
        }, completion)
    }

    private func cancel(_ node: PrimitiveNode) {
        guard let task else { return }
        self.task = nil
        node.trace(.taskCancelled)
        task.task.cancel()
        node.taskIsEnding(task.completion)
    }
}

/// Whether a `.task`'s action has returned.
@MainActor
final class TaskCompletion {
    var isDone = false
}
