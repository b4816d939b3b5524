/// Running actions as the graph's, and waiting for what they set in motion to finish: what a
/// test host and the runner do between actions.
extension ViewGraph {
    /// Runs `action` as this graph's, so that the warnings it causes are this graph's.
    package func acting<T>(_ action: () throws -> T) rethrows -> T {
        let previous = Self.active
        Self.active = self
        defer { Self.active = previous }
        return try action()
    }

    /// Lets everything that has been set in motion finish: update passes, appear and disappear
    /// callbacks, releases, main-actor tasks that are ready to run, and `.task`s cancelled by a
    /// disappearance, whose cancellation reaches them from another thread.
    public func settle() async {
        var quietTurns = 0
        // A task that ignores its cancellation is waited for only so long.
        var turnsLeftForEndingTasks = 100_000
        while quietTurns < 4 {
            let before = activity
            flush()
            await Task.yield()
            endingTasks.removeAll { $0.isDone }
            let waitsForTasks = !endingTasks.isEmpty && turnsLeftForEndingTasks > 0
            if waitsForTasks { turnsLeftForEndingTasks -= 1 }
            if activity == before && !needsUpdate && !waitsForTasks {
                quietTurns += 1
            } else {
                quietTurns = 0
            }
        }
        endingTasks.removeAll()
    }

    /// A cancelled `.task` that `settle()` waits for.
    func taskIsEnding(_ completion: TaskCompletion) {
        if !completion.isDone { endingTasks.append(completion) }
    }
}
