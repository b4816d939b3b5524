import CGtk
import Experiments
import GtkBackend
import GtkScenarioFacts
import LabRunner
import ViewLayer

struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Text("static")
            Button("+1") { count += 1 }
            Button { count += 10 } label: {
                Text("add")
                Text("ten").bold()
            }
        }
    }
}

/// Only changed properties reach GTK.
@MainActor
func checkProperties(on stage: Stage) async -> PropertiesFacts {
    let (renderer, graph) = stage.mount(Counter())
    await graph.settle()
    let before = renderer.mutations
    try? renderer.tap("+1", occurrence: 1)
    await graph.settle()
    let afterOne = labels(in: stage.box)
    let delta = delta(before, renderer.mutations)
    try? renderer.tap("add ten", occurrence: 1)
    await graph.settle()
    let facts = PropertiesFacts(delta: delta, labels: afterOne, afterTen: labels(in: stage.box))
    graph.unmount()
    await graph.settle()
    return facts
}

struct Row: Identifiable {
    let id: Int
}

struct Rows: View {
    let inList: Bool
    @State var rows = (1...5).map(Row.init)
    var body: some View {
        Button("swap") { rows.swapAt(1, 3) }
        Button("drop") { rows.remove(at: 0) }
        if inList {
            List { ForEach(rows) { Text("row \($0.id)") } }
        } else {
            VStack { ForEach(rows) { Text("row \($0.id)") } }
        }
    }
}

/// ForEach moves move widgets, in a box and in a list box; removal destroys one.
@MainActor
func checkRows(inList: Bool, on stage: Stage) async -> RowsFacts {
    let (renderer, graph) = stage.mount(Rows(inList: inList))
    await graph.settle()
    let before = renderer.mutations
    try? renderer.tap("swap", occurrence: 1)
    await graph.settle()
    let afterSwap = renderer.mutations
    let swapped = labels(in: stage.box)
    try? renderer.tap("drop", occurrence: 1)
    await graph.settle()
    let facts = RowsFacts(
        swap: delta(before, afterSwap), afterSwap: swapped,
        drop: delta(afterSwap, renderer.mutations), afterDrop: labels(in: stage.box),
        listBoxRows: listBoxRows(in: stage.box)
    )
    graph.unmount()
    await graph.settle()
    return facts
}

/// The GtkListBoxRows below `widget`, empty or not: a removed row must not leave its row behind.
@MainActor
func listBoxRows(in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    widgetCount(in: widget) { cg_is_list_box_row($0.raw) != 0 }
}

struct Loads: View {
    @State var text = "loading"
    var body: some View {
        Text(text)
            .task {
                try? await Task.sleep(for: .milliseconds(50))
                text = "loaded"
            }
    }
}

/// A .task awaits, then changes state, inside the running GTK loop.
@MainActor
func checkTask(on stage: Stage) async -> TaskFacts {
    let (_, graph) = stage.mount(Loads())
    await graph.settle()
    let deadline = ContinuousClock.now + .seconds(5)
    while labels(in: stage.box) != ["loaded"], ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(10))
    }
    let facts = TaskFacts(labels: labels(in: stage.box))
    graph.unmount()
    await graph.settle()
    return facts
}

final class Model: ObservableObject {
    let journal: Journal
    init(journal: Journal) {
        self.journal = journal
        journal.lines.append("model init")
    }
    deinit { journal.lines.append("model deinit") }
}

/// A button whose action is the last owner of a model once the state lets go of it.
struct DropsModel: View {
    @State var model: Model?

    init(journal: Journal) {
        _model = State(initialValue: Model(journal: journal))
    }

    var body: some View {
        if let model {
            Button("use") { model.objectWillChange.send() }
        }
        Button("drop") { model = nil }
    }
}

struct Page: View {
    let journal: Journal
    @StateObject var model: Model
    init(journal: Journal) {
        self.journal = journal
        _model = StateObject(wrappedValue: Model(journal: journal))
    }
    var body: some View {
        Text("page")
            .onAppear { journal.lines.append("page appear") }
            .onDisappear { journal.lines.append("page disappear") }
    }
}

struct Everything: View {
    let journal: Journal
    @State var sheet = false
    var body: some View {
        NavigationStack {
            List {
                Text("root")
                    .onAppear { journal.lines.append("root appear") }
                    .onDisappear { journal.lines.append("root disappear") }
                NavigationLink("push") { Page(journal: journal) }
                Button("present") { sheet = true }
                Toggle("flag", isOn: .constant(true))
            }
            .sheet(isPresented: $sheet) { Page(journal: journal) }
        }
    }
}

/// Appear/disappear follow mapping; nothing outlives the experiment.
@MainActor
func checkLifecycle(on stage: Stage) async -> LifecycleFacts {
    let journal = Journal()
    let live = LiveCounts()
    let (renderer, graph) = stage.mount(Everything(journal: journal))
    await graph.settle()
    try? renderer.tap("push", occurrence: 1)
    await graph.settle()
    let pushed = labels(in: stage.box)
    try? renderer.goBack()
    await graph.settle()
    try? renderer.tap("present", occurrence: 1)
    await graph.settle()
    let sheets = renderer.presentations.count
    try? renderer.dismissTopPresentation()
    await graph.settle()
    let widgetsDuring = live.widgetsSince
    graph.unmount()
    await graph.settle()
    // A removed element goes after the frame; the user's values its handlers reached, with
    // the node, in the pass.
    let dropped = Journal()
    let (dropRenderer, dropGraph) = stage.mount(DropsModel(journal: dropped))
    await dropGraph.settle()
    // A failed tap is reported among the lines, so that the expectation on them says why.
    var tapFailure: [String] = []
    do { try dropRenderer.tap("drop", occurrence: 1) } catch { tapFailure = ["tap failed: \(error)"] }
    dropGraph.flush()
    let droppedInThePass = tapFailure + dropped.lines
    dropGraph.unmount()
    await dropGraph.settle()
    dropRenderer.forgetWindow(stage.window)
    return LifecycleFacts(
        droppedInThePass: droppedInThePass,
        journal: journal.lines, pushedLabels: pushed, sheetsWhilePresented: sheets,
        sheetsAfter: renderer.presentations.count,
        widgetsDuring: widgetsDuring,
        widgetsAfter: live.widgetsSince,
        handlersAfter: live.handlersSince
    )
}

/// Runs every experiment in a GTK window, exercising each control of its first screen and
/// leaving a page pushed or a sheet presented, then tears it down: nothing may outlive it.
@MainActor
func checkExperiments(on stage: Stage) async -> ExperimentsFacts {
    var leftovers: [String: ExperimentsFacts.Leftover] = [:]
    for experiment in Experiment.all {
        let live = LiveCounts()
        do {
            let renderer = GtkRenderer()
            let root = renderer.makeRoot(in: stage.box, window: stage.window, headerBar: stage.bar)
            let session = ExperimentSession(experiment: experiment, backend: renderer, seed: 1, trace: false) { _ in }
            await session.start(in: root)
            for item in renderer.shownItems() where item.kind == .button || item.kind == .link {
                try? await session.perform(.tap(label: item.label, occurrence: 1))
                try? await session.perform(.tap(label: "+1", occurrence: 1))
            }
            await session.stop(logTeardown: false)
            renderer.forgetWindow(stage.window)
        }
        GtkMainLoop.drainEvents()
        leftovers[experiment.id] = ExperimentsFacts.Leftover(
            widgets: live.widgetsSince,
            handlers: live.handlersSince,
            headerBarChildren: stage.bar.children.count
        )
    }
    return ExperimentsFacts(leftovers: leftovers, known: Experiment.all.count)
}
