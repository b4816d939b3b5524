import CGtk
import Driving
import Experiments
import Foundation
import GtkBackend
import HeadlessBackend
import LabRunner
import ViewLayer

// Drives the GTK renderer with small views on the real main thread (which `swift test` cannot
// offer) and prints what happened, as one JSON object per scenario, for GtkTests to assert on.

struct Row: Identifiable {
    let id: Int
}

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

final class Journal: @unchecked Sendable {
    var lines: [String] = []
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

/// A sheet whose content makes no widget: it must still be shown, to be closed.
struct EmptySheet: View {
    @State var sheet = false
    @State var ready = false
    var body: some View {
        Button("present") { sheet = true }
            .sheet(isPresented: $sheet) {
                if ready { Text("content") }
            }
    }
}

struct Greets: View {
    let journal: Journal
    @State var name = ""
    var body: some View {
        let _ = journal.lines.append("body \(name)")
        TextField("Name", text: $name)
        Text("Hello \(name)")
        Button("Fill") { name = "Alice" }
    }
}

/// `Greets` as an experiment, for a session that records the trace.
struct Greeting: View {
    var body: some View { Greets(journal: Journal()) }
}

struct Fades: View {
    let journal: Journal
    @State var opacity = 1.0
    var body: some View {
        Page(journal: journal).opacity(opacity)
        Button("Hide") { opacity = 0 }
        Button("Show") { opacity = 1 }
    }
}

/// Lazy rows under a header and around views of their own, or in a grid whose columns change.
struct Scrolled: View {
    let grid: Bool
    @State var columns = 3
    var body: some View {
        Button("two columns") { columns = 2 }
        if grid {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) {
                    ForEach(0..<60, id: \.self) { Text("cell \($0)") }
                }
            }
        } else {
            ScrollView {
                VStack {
                    Text("Header")
                    LazyVStack {
                        Text("Top")
                        ForEach(0..<30, id: \.self) { Text("row \($0)") }
                    }
                    .padding(4)
                }
            }
        }
    }
}

@MainActor
final class Stage {
    let window: UnsafeMutablePointer<GtkWidget>
    let box: UnsafeMutablePointer<GtkWidget>
    let bar: UnsafeMutablePointer<GtkWidget>

    init() {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(cg_window(window.raw), 400, 400)
        bar = gtk_header_bar_new()
        gtk_window_set_titlebar(cg_window(window.raw), bar)
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_container_add(cg_container(window.raw), box)
        gtk_widget_show_all(window)
    }

    /// Mounts `view` on a fresh renderer and returns both.
    func mount<V: View>(_ view: V) -> (GtkRenderer, ViewGraph) {
        let renderer = GtkRenderer()
        let root = renderer.makeRoot(in: box, window: window, headerBar: bar)
        let graph = ViewGraph(backend: renderer)
        graph.mount(view, in: root)
        return (renderer, graph)
    }
}

/// The texts of the labels inside `widget`, in on-screen order, read back from GTK.
@MainActor
func labels(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    if widget.isA(gtk_label_get_type()) {
        guard gtk_widget_get_mapped(widget) != 0, let text = gtk_label_get_text(cg_label(widget.raw)) else { return [] }
        return [String(cString: text)]
    }
    return widget.children.flatMap(labels(in:))
}

/// How many widgets, `widget` and those below it, `matches` accepts.
@MainActor
func widgetCount(in widget: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> Int {
    widget.children.reduce(matches(widget) ? 1 : 0) { $0 + widgetCount(in: $1, where: matches) }
}

func report(_ scenario: String, _ facts: [String: Any]) {
    var object = facts
    object["scenario"] = scenario
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

func counts(_ mutations: BackendMutations) -> [String: Int] {
    ["created": mutations.created, "textUpdates": mutations.textUpdates, "toggleUpdates": mutations.toggleUpdates,
     "inserts": mutations.inserts, "moves": mutations.moves, "removals": mutations.removals, "layoutUpdates": mutations.layoutUpdates,
     "styleUpdates": mutations.styleUpdates]
}

func delta(_ before: BackendMutations, _ after: BackendMutations) -> [String: Int] {
    let earlier = counts(before)
    return counts(after).reduce(into: [:]) { $0[$1.key] = $1.value - (earlier[$1.key] ?? 0) }
}

@MainActor
func runChecks() async {
    let stage = Stage()

    // Only changed properties reach GTK.
    do {
        let (renderer, graph) = stage.mount(Counter())
        await graph.settle()
        let before = renderer.mutations
        try? renderer.tap("+1", occurrence: 1)
        await graph.settle()
        let afterOne = labels(in: stage.box)
        let delta = delta(before, renderer.mutations)
        try? renderer.tap("add ten", occurrence: 1)
        await graph.settle()
        report("properties", ["delta": delta, "labels": afterOne, "afterTen": labels(in: stage.box)])
        graph.unmount()
        await graph.settle()
    }

    // ForEach moves move widgets, in a box and in a list box; removal destroys one.
    for inList in [false, true] {
        let (renderer, graph) = stage.mount(Rows(inList: inList))
        await graph.settle()
        let before = renderer.mutations
        try? renderer.tap("swap", occurrence: 1)
        await graph.settle()
        let afterSwap = renderer.mutations
        let swapped = labels(in: stage.box)
        try? renderer.tap("drop", occurrence: 1)
        await graph.settle()
        report(inList ? "list-rows" : "box-rows", [
            "swap": delta(before, afterSwap), "afterSwap": swapped,
            "drop": delta(afterSwap, renderer.mutations), "afterDrop": labels(in: stage.box),
            "listBoxRows": listBoxRows(in: stage.box),
        ])
        graph.unmount()
        await graph.settle()
    }

    // A .task awaits, then changes state, inside the running GTK loop.
    do {
        let (_, graph) = stage.mount(Loads())
        await graph.settle()
        let deadline = ContinuousClock.now + .seconds(5)
        while labels(in: stage.box) != ["loaded"], ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        report("task", ["labels": labels(in: stage.box)])
        graph.unmount()
        await graph.settle()
    }

    // A sheet with nothing in it is shown, and closing it dismisses it.
    do {
        let (renderer, graph) = stage.mount(EmptySheet())
        await graph.settle()
        try? renderer.tap("present", occurrence: 1)
        await graph.settle()
        GtkMainLoop.drainEvents()
        let visible = renderer.presentations.first.map { gtk_widget_get_visible($0.widgetPointer) != 0 } ?? false
        try? renderer.dismissTopPresentation()
        await graph.settle()
        report("empty-sheet", ["visible": visible, "sheetsAfterClose": renderer.presentations.count])
        graph.unmount()
        await graph.settle()
    }

    // Typing goes through the real entry, key by key; text set from code is shown without coming
    // back as an edit; nothing outlives the field.
    do {
        let journal = Journal()
        let widgetsBefore = GtkRenderer.liveWidgets
        let handlersBefore = GtkRenderer.liveSignalHandlers
        let (renderer, graph) = stage.mount(Greets(journal: journal))
        await graph.settle()
        let initial = journal.lines
        journal.lines.removeAll()
        for character in "Bob" {
            try? renderer.type(String(character), into: "Name", occurrence: 1)
            await graph.settle()
        }
        let typed = renderer.shownItems().map(\.line)
        let typingBodies = journal.lines
        journal.lines.removeAll()
        let beforeFill = renderer.mutations
        try? renderer.tap("Fill", occurrence: 1)
        await graph.settle()
        GtkMainLoop.drainEvents()
        let fill = delta(beforeFill, renderer.mutations)
        let filled = renderer.shownItems().map(\.line)
        let fillBodies = journal.lines
        try? renderer.type("!", into: "Name", occurrence: 1)
        await graph.settle()
        var missing = ""
        do { try renderer.type("x", into: "Nope", occurrence: 1) } catch { missing = error.description }
        let afterMore = renderer.shownItems().map(\.line)
        // A person's own typing at the end is logged as `type:`; a deletion has no script form.
        var personActions: [String] = []
        var unscriptable = 0
        renderer.onPersonAction = { personActions.append($0) }
        renderer.onUnscriptableEdit = { unscriptable += 1 }
        if let entry = renderer.shownWidgets().first {
            for text in ["Bob!Z", "Bob!Zy", "Bob!Z"] {
                gtk_entry_set_text(cg_entry(entry.raw), text)
                await graph.settle()
            }
        }
        renderer.onPersonAction = nil
        renderer.onUnscriptableEdit = nil
        // The renderer's contract, below the view: its own set is never reported as an edit.
        let edits = Journal()
        do {
            let bare = renderer.makeTextField(prompt: "Bare", text: "") { edits.lines.append($0) }
            renderer.setText(ofTextField: bare, to: "set")
        }
        graph.unmount()
        await graph.settle()
        GtkMainLoop.drainEvents()
        report("text-field", [
            "initialBodies": initial, "typed": typed, "typingBodies": typingBodies,
            "fill": fill, "filled": filled, "fillBodies": fillBodies, "afterMore": afterMore, "missing": missing, "editsReportedForOwnSet": edits.lines, "personActions": personActions, "unscriptableEdits": unscriptable,
            "widgetsAfter": GtkRenderer.liveWidgets - widgetsBefore,
            "handlersAfter": GtkRenderer.liveSignalHandlers - handlersBefore,
        ])
    }

    // Opacity 0 draws nothing but unmaps nothing: the page keeps its state and gets no disappear.
    do {
        let journal = Journal()
        let widgetsBefore = GtkRenderer.liveWidgets
        let handlersBefore = GtkRenderer.liveSignalHandlers
        let (renderer, graph) = stage.mount(Fades(journal: journal))
        await graph.settle()
        var wrapper = renderer.root?.childElements.first
        try? renderer.tap("Hide", occurrence: 1)
        await graph.settle()
        GtkMainLoop.drainEvents()
        let hidden: [String: Any] = [
            "role": wrapper.map { "\($0.role)" } ?? "none",
            "mapped": wrapper.map { gtk_widget_get_mapped($0.widgetPointer) != 0 } ?? false,
            "contentMapped": wrapper?.childElements.first.map { $0.isMapped } ?? false,
            "opacity": wrapper.map { gtk_widget_get_opacity($0.widgetPointer) } ?? -1,
            "shown": renderer.shownItems().map(\.line),
            "journal": journal.lines,
        ]
        try? renderer.tap("Show", occurrence: 1)
        await graph.settle()
        let shownAgain = renderer.shownItems().map(\.line)
        let opacityAgain = wrapper.map { gtk_widget_get_opacity($0.widgetPointer) } ?? -1
        let journalAgain = journal.lines
        wrapper = nil  // the check's own reference would keep the element, and its widgets, alive
        graph.unmount()
        await graph.settle()
        GtkMainLoop.drainEvents()
        report("opacity", [
            "hidden": hidden, "shownAgain": shownAgain, "opacityAgain": opacityAgain, "journalAgain": journalAgain,
            "widgetsAfter": GtkRenderer.liveWidgets - widgetsBefore,
            "handlersAfter": GtkRenderer.liveSignalHandlers - handlersBefore,
        ])
    }

    // A script that types prints the same in a GTK window as headless.
    report("typing-session", await transcripts(of: Greeting(), [
        .type(label: "Name", occurrence: 1, text: "Bob"), .show, .tap(label: "Fill", occurrence: 1), .type(label: "Name", occurrence: 1, text: "s"), .show,
    ], on: stage))

    // Scrolling shows and builds the same rows in a GTK window as headless.
    for grid in [false, true] {
        report(grid ? "scrolling-grid" : "scrolling", await transcripts(of: Scrolled(grid: grid), [
            .show, .scroll(.down), .show, .scroll(.bottom), .show, .tap(label: "two columns", occurrence: 1), .show, .scroll(.up), .show,
        ], on: stage))
    }

    // A long stack, chunked in GTK, lays out and logs what it does headless.
    await checkLongStacks(on: stage)

    // Appear/disappear follow mapping; nothing outlives the experiment.
    do {
        let journal = Journal()
        let widgetsBefore = GtkRenderer.liveWidgets
        let handlersBefore = GtkRenderer.liveSignalHandlers
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
        let widgetsDuring = GtkRenderer.liveWidgets
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
        report("lifecycle", [
            "droppedInThePass": droppedInThePass,
            "journal": journal.lines, "pushedLabels": pushed, "sheetsWhilePresented": sheets,
            "sheetsAfter": renderer.presentations.count,
            "widgetsDuring": widgetsDuring - widgetsBefore,
            "widgetsAfter": GtkRenderer.liveWidgets - widgetsBefore,
            "handlersAfter": GtkRenderer.liveSignalHandlers - handlersBefore,
        ])
    }
}

/// What a session of `view` prints for `script` headless ("run") and in a GTK window ("gui"),
/// an action that fails printing its error.
@MainActor
func transcripts<V: View>(of view: V, _ script: [LabAction], on stage: Stage) async -> [String: [String]] {
    let experiment = Experiment(id: "check", title: "Check", seed: "-") { AnyView(view) }
    func run(on backend: any DrivableBackend, in container: any RenderElement) async -> [String] {
        let lines = Journal()
        let session = ExperimentSession(experiment: experiment, backend: backend, seed: 1, trace: true) { record in lines.lines.append(record.text) }
        await session.start(in: container)
        for action in script {
            do { try await session.perform(action) } catch { lines.lines.append("error: \(error)") }
            GtkMainLoop.drainEvents()
        }
        await session.stop(logTeardown: false)
        return lines.lines
    }
    let headless = HeadlessBackend()
    let headlessLines = await run(on: headless, in: headless.window)
    let renderer = GtkRenderer()
    let gui = await run(on: renderer, in: renderer.makeRoot(in: stage.box, window: stage.window, headerBar: stage.bar))
    renderer.forgetWindow(stage.window)
    return ["run": headlessLines, "gui": gui]
}

/// Runs every experiment in a GTK window, exercising each control of its first screen and
/// leaving a page pushed or a sheet presented, then tears it down: nothing may outlive it.
@MainActor
func checkExperiments(on stage: Stage) async {
    var leftovers: [String: [String: Int]] = [:]
    for experiment in Experiment.all {
        let widgetsBefore = GtkRenderer.liveWidgets
        let handlersBefore = GtkRenderer.liveSignalHandlers
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
        leftovers[experiment.id] = [
            "widgets": GtkRenderer.liveWidgets - widgetsBefore,
            "handlers": GtkRenderer.liveSignalHandlers - handlersBefore,
            "headerBarChildren": headerBarChildren(stage.bar),
        ]
    }
    report("experiments", ["leftovers": leftovers, "known": Experiment.all.count])
}

/// The GtkListBoxRows below `widget`, empty or not: a removed row must not leave its row behind.
@MainActor
func listBoxRows(in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    widgetCount(in: widget) { cg_is_list_box_row($0.raw) != 0 }
}

@MainActor
func headerBarChildren(_ bar: UnsafeMutablePointer<GtkWidget>) -> Int {
    bar.children.count
}

do {
    try GtkMainLoop.start()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
Task { @MainActor in
    await runChecks()
    await checkExperiments(on: Stage())
    await checkSheetsCoverTheirWindow(on: Stage())
    await checkACoverLiesOverTheRootContent(on: Stage())
    checkLogPane()
    checkLogColours()
    await checkLogPaneInAWindow()
    await checkMemory(on: Stage())
    GtkMainLoop.quit()
}
GtkMainLoop.run()
