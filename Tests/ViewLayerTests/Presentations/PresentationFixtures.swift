import ViewLayer

/// A view that shows `name` and logs its model's life (`NAME model init`, `NAME model deinit`),
/// its `onAppear` and `onDisappear` (`NAME appear`, `NAME disappear`), and, given `task`, its
/// `.task`'s start and cancellation. (A task holds the view, and so its model, until it ends.)
@MainActor
struct Recorded: View {
    let name: String
    let journal: Journal
    let hasTask: Bool
    @StateObject private var model: Tracked
    @Environment(\.continuousClock) private var clock

    init(_ name: String, _ journal: Journal, task: Bool = false) {
        self.name = name
        self.journal = journal
        hasTask = task
        _model = StateObject(wrappedValue: Tracked("\(name) model", journal: journal))
    }

    var body: some View {
        Text(name)
            .onAppear { journal.log("\(name) appear") }
            .onDisappear { journal.log("\(name) disappear") }
            .task {
                guard hasTask else { return }
                journal.log("\(name) task")
                try? await clock.sleep(for: .seconds(3600))
                if Task.isCancelled { journal.log("\(name) task cancelled") }
            }
    }
}

/// Presented content: a `Recorded` card named "Content", and a button labelled `close` that calls
/// `\.dismiss`.
@MainActor
struct DismissibleContent: View {
    let close: String
    let journal: Journal
    var task = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Recorded("Content", journal, task: task)
        Button(close) { dismiss() }
    }
}
