import Driving
import CGtk
import Experiments
import GtkBackend
import GtkScenarioFacts
import HeadlessBackend
import LabRunner
import ViewLayer

/// Lines a scenario's views and models write, read by the scenario after each step.
final class Journal: @unchecked Sendable {
    var lines: [String] = []
}

/// A window with a header bar and a box, where a scenario mounts its views.
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

/// The renderer's live widgets and signal handlers when a scenario starts, to count what it
/// leaves alive.
@MainActor
struct LiveCounts {
    let widgets = GtkRenderer.liveWidgets
    let handlers = GtkRenderer.liveSignalHandlers

    var widgetsSince: Int { GtkRenderer.liveWidgets - widgets }
    var handlersSince: Int { GtkRenderer.liveSignalHandlers - handlers }
}

extension MutationCounts {
    init(_ mutations: BackendMutations) {
        self.init(created: mutations.created, textUpdates: mutations.textUpdates, toggleUpdates: mutations.toggleUpdates,
                  inserts: mutations.inserts, moves: mutations.moves, removals: mutations.removals,
                  layoutUpdates: mutations.layoutUpdates, styleUpdates: mutations.styleUpdates)
    }
}

/// The mutations between two readings of a renderer's counters.
func delta(_ before: BackendMutations, _ after: BackendMutations) -> MutationCounts {
    MutationCounts(after) - MutationCounts(before)
}

/// What a session of `view` prints for `script` headless ("run") and in a GTK window ("gui"),
/// an action that fails printing its error.
@MainActor
func transcripts<V: View>(of view: V, _ script: [LabAction], on stage: Stage) async -> TranscriptFacts {
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
    return TranscriptFacts(run: headlessLines, gui: gui)
}
