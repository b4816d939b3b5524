extension View {
    /// Lets a person refresh this view's content with `action`, an async function:
    ///
    ///     List(items) { Text($0.name) }
    ///         .refreshable { await model.reload() }
    ///
    /// A desktop has no pull to refresh: GTK puts a refresh button in the header bar, as GNOME's
    /// apps do, which a script taps with `tap:Refresh`. Pressing it starts `action` as a task of
    /// the view's, unless one is running already, as a refresh control waits for its refresh; the
    /// task is cancelled when the view disappears, as a `.task`'s is. Views below read the action
    /// as `\.refresh`.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        RefreshableView(content: self, action: action)
    }
}

/// Runs a view's refresh: `@Environment(\.refresh)`, nil where no `refreshable` is above.
public struct RefreshAction: Sendable {
    let run: @MainActor @Sendable () async -> Void

    @MainActor public func callAsFunction() async {
        await run()
    }
}

extension EnvironmentValues {
    /// The refresh of the `refreshable` view around, if there is one.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

private enum RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

struct RefreshableView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor @Sendable () async -> Void

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(RunningRefresh())
        state.action = action
        let viewNode = node.viewNode
        let refresh = RefreshAction { [weak state, weak viewNode] in
            guard let state, let viewNode else { return }
            await state.refresh(PrimitiveNode(viewNode))
        }
        var context = node.childContext
        context.environment.refresh = refresh
        let button = Button("Refresh", systemImage: "arrow.clockwise") { [weak state, weak viewNode] in
            guard let state, let viewNode else { return }
            state.start(PrimitiveNode(viewNode))
        }
        .labelStyle(.iconOnly)
        node.updateChildren(ChildSpec.content(content.toolbar { ToolbarItem(placement: .primaryAction) { button } }), context: context)
    }
}

/// A view's refresh, while one runs: started by the button or `\.refresh`, cancelled when the
/// view disappears.
private final class RunningRefresh: NodeLifecycleObserver {
    var action: (@MainActor @Sendable () async -> Void)?
    private var task: (task: Task<Void, Never>, completion: TaskCompletion)?

    /// Starts the refresh unless one runs.
    func start(_ node: PrimitiveNode) {
        guard task == nil, let action else { return }
        let completion = TaskCompletion()
        task = (Task.immediate { @MainActor [weak self] in
            await action()
            completion.isDone = true
            self?.task = nil
        }, completion)
    }

    /// Refreshes and returns when the refresh is over, as `await refresh()` does.
    func refresh(_ node: PrimitiveNode) async {
        start(node)
        await task?.task.value
    }

    func nodeDidFinishDisappearing(_ node: ViewNode) {
        guard let task else { return }
        self.task = nil
        task.task.cancel()
        PrimitiveNode(node).taskIsEnding(task.completion)
    }
}
