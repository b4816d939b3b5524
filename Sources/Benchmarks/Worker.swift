import CGtk
import Foundation
import GtkBackend
import HeadlessBackend
import ViewLayer

/// Measures one figure in this process: `bench` runs each in a process of its own, so that a
/// figure's peak memory is its own and no figure warms the caches of another.
@MainActor
public enum BenchmarkWorker {
    /// Times `operation` on `implementation`: `warmup` unmeasured runs, then `runs` measured ones,
    /// each on a fresh table. A GTK run ends when the window's next frame has been painted.
    /// - Parameters:
    ///   - stylesheet: the lab's `lab.css`, which a GTK table needs: without it the selected row's
    ///     `lab-bold` class would change no style, and selecting would cost less than it does in the lab.
    public static func measure(_ operation: RowOperation, on implementation: Implementation, warmup: Int, runs: Int, stylesheet: String?) throws -> BenchmarkFigure {
        if implementation.needsDisplay { try startGtk(stylesheet: stylesheet) }
        var figure = BenchmarkFigure(
            suite: "rows", operation: operation.rawValue, title: operation.title, implementation: implementation.rawValue,
            samples: [], peakMemoryKiB: 0
        )
        if implementation.needsDisplay { figure.rendering = ProcessInfo.processInfo.environment["GDK_RENDERING"] ?? "unset" }
        for run in 0..<(1 + warmup + runs) {
            let (handlers, widgets) = (GtkRenderer.liveSignalHandlers, WidgetCensus.alive)
            let result = runOnce(operation, on: implementation)
            // A row's handlers and counted widgets go when the window's closing destroys every
            // widget in it: any left are widgets a table kept out of the window and leaked.
            if GtkRenderer.liveSignalHandlers != handlers {
                throw WorkerError("\(implementation.rawValue) left \(GtkRenderer.liveSignalHandlers - handlers) signal handlers alive after \(operation.rawValue): its widgets leak")
            }
            if WidgetCensus.alive != widgets {
                throw WorkerError("\(implementation.rawValue) left \(WidgetCensus.alive - widgets) widgets alive after \(operation.rawValue)")
            }
            // The first run of a fresh process says what the operation adds to memory.
            if run == 0 { figure.addedMemoryKiB = result.addedMemoryKiB }
            if run > warmup {
                figure.samples.append(result.milliseconds)
                figure.updateSamples = (figure.updateSamples ?? []) + [result.updateMilliseconds]
                figure.bodyEvaluations = result.bodyEvaluations
                figure.mutations = result.mutations
            }
        }
        figure.peakMemoryKiB = ProcessMemory.peakKiB
        return figure
    }

    private struct RunResult {
        var milliseconds: Double
        /// Until the update had run, before the frame.
        var updateMilliseconds: Double
        var addedMemoryKiB: Int
        var bodyEvaluations: Int?
        var mutations: [String: Int]?
    }

    private static func runOnce(_ operation: RowOperation, on implementation: Implementation) -> RunResult {
        var factory = RowFactory()
        switch implementation {
        case .headless, .styledHeadless:
            let backend = HeadlessBackend()
            let table = DeclarativeTable(backend: backend, in: backend.window, layout: implementation == .headless ? .eager : .styled)
            table.prepare(for: operation, factory: &factory)
            let before = (table.graph.statistics.totalBodyEvaluations, backend.mutations, ProcessMemory.residentKiB)
            let start = ContinuousClock.now
            table.perform(operation, factory: &factory)
            let elapsed = start.duration(to: .now)
            let result = RunResult(
                milliseconds: elapsed.milliseconds, updateMilliseconds: elapsed.milliseconds, addedMemoryKiB: ProcessMemory.residentKiB - before.2,
                bodyEvaluations: table.graph.statistics.totalBodyEvaluations - before.0,
                mutations: backend.mutations.counts(minus: before.1)
            )
            table.tearDown()
            return result
        case .gtk, .lazy, .handwritten, .expert, .styledExpert, .styled:
            let stage = Stage()
            defer { stage.close() }
            let renderer = GtkRenderer()
            let table = makeTable(implementation, in: stage, renderer: renderer)
            table.prepare(for: operation, factory: &factory)
            FramePaint.waitUntilTheWindowStopsPainting(stage.window)
            let declarative = table as? DeclarativeTable
            let before = (declarative?.graph.statistics.totalBodyEvaluations ?? 0, renderer.mutations, ProcessMemory.residentKiB)
            let start = ContinuousClock.now
            table.perform(operation, factory: &factory)
            let updated = start.duration(to: .now)
            FramePaint.waitForNextFrame(of: stage.window)
            let elapsed = start.duration(to: .now)
            let result = RunResult(
                milliseconds: elapsed.milliseconds, updateMilliseconds: updated.milliseconds, addedMemoryKiB: ProcessMemory.residentKiB - before.2,
                bodyEvaluations: declarative.map { $0.graph.statistics.totalBodyEvaluations - before.0 },
                mutations: declarative.map { _ in renderer.mutations.counts(minus: before.1) }
            )
            // What a table left for the idle goes now: after the frame the timing ended with, as in
            // an application, and never into the next run's timing.
            DeferredRelease.releaseAll()
            declarative?.tearDown()
            return result
        }
    }

    /// Opens the display and loads the lab's stylesheet, once a process.
    private static func startGtk(stylesheet: String?) throws {
        guard !gtkStarted else { return }
        // Without Foundation's run loop, whose servicing would wake the loop during timings.
        try GtkMainLoop.start(servicesRunLoop: false)
        guard let stylesheet, Stylesheet.loadForScreen(path: stylesheet) else {
            throw WorkerError("cannot load the lab's stylesheet (\(stylesheet ?? "Resources/lab.css not found")): without it a GTK table's selection changes no style")
        }
        gtkStarted = true
    }

    private static var gtkStarted = false

    /// A GTK implementation's table in `stage`.
    private static func makeTable(_ implementation: Implementation, in stage: Stage, renderer: GtkRenderer) -> any RowTable {
        switch implementation {
        case .handwritten: HandwrittenTable(in: stage.box)
        case .expert: ExpertTable(in: stage.box)
        case .styledExpert: ExpertTable(in: stage.box, look: .styled)
        case .gtk, .lazy, .headless, .styled, .styledHeadless:
            DeclarativeTable(
                backend: renderer, in: renderer.makeRoot(in: stage.box, window: stage.window, headerBar: nil),
                layout: implementation == .lazy ? .lazy : implementation == .styled ? .styled : .eager
            )
        }
    }

    /// The rows a GTK implementation shows once `operation` has been painted, read back from its
    /// widgets: the tests compare the tables with this.
    public static func shownRows(after operation: RowOperation, on implementation: Implementation, stylesheet: String?) throws -> ShownTable {
        guard implementation.needsDisplay else { throw WorkerError("\(implementation.rawValue) shows no widgets") }
        try startGtk(stylesheet: stylesheet)
        var factory = RowFactory()
        let widgets = WidgetCensus.alive
        let stage = Stage()
        let renderer = GtkRenderer()
        let table = makeTable(implementation, in: stage, renderer: renderer)
        table.prepare(for: operation, factory: &factory)
        FramePaint.waitUntilTheWindowStopsPainting(stage.window)
        table.perform(operation, factory: &factory)
        FramePaint.waitForNextFrame(of: stage.window)
        // Read before any deferred teardown: what was hidden must already be out of sight.
        let rows = ShownRow.read(stage.box)
        (table as? DeclarativeTable)?.tearDown()
        // The window closes with the teardown still queued, as when a person closes it: the
        // idle must then only drop its references.
        stage.close()
        return ShownTable(rows: rows, widgetsLeft: WidgetCensus.alive - widgets)
    }

    struct WorkerError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Times one update of `scenario` on the headless renderer.
    public static func measure(_ scenario: ReconciliationScenario, warmup: Int, runs: Int) -> BenchmarkFigure {
        let backend = HeadlessBackend()
        let graph = ViewGraph(backend: backend)
        let (reset, update) = scenario.mount(on: graph, in: backend.window)
        var figure = BenchmarkFigure(
            suite: "reconciliation", operation: scenario.rawValue, title: scenario.title,
            implementation: Implementation.headless.rawValue, samples: [], peakMemoryKiB: 0
        )
        for run in 0..<(warmup + runs) {
            reset()
            graph.flush()
            let before = (graph.statistics.totalBodyEvaluations, backend.mutations)
            let start = ContinuousClock.now
            update()
            graph.flush()
            let elapsed = start.duration(to: .now)
            if run >= warmup {
                figure.samples.append(elapsed.milliseconds)
                figure.bodyEvaluations = graph.statistics.totalBodyEvaluations - before.0
                figure.mutations = backend.mutations.counts(minus: before.1)
            }
        }
        figure.peakMemoryKiB = ProcessMemory.peakKiB
        graph.unmount()
        return figure
    }
}

/// A window with a scrolling column for the table, like the lab's stage.
@MainActor
private final class Stage {
    let window: UnsafeMutablePointer<GtkWidget>
    let box: UnsafeMutablePointer<GtkWidget>

    init() {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(cg_window(window.raw), 800, 600)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_container_add(cg_container(scrolled.raw), box)
        gtk_container_add(cg_container(window.raw), scrolled)
        gtk_widget_show_all(window)
        FramePaint.waitForNextFrame(of: window)
    }

    func close() {
        gtk_widget_destroy(window)
        GtkMainLoop.drainEvents()
    }
}

extension BackendMutations {
    /// The non-zero counts of what happened since `earlier`, by name.
    func counts(minus earlier: BackendMutations) -> [String: Int] {
        let pairs = [
            ("created", created - earlier.created), ("textUpdates", textUpdates - earlier.textUpdates),
            ("styleUpdates", styleUpdates - earlier.styleUpdates), ("toggleUpdates", toggleUpdates - earlier.toggleUpdates),
            ("inserts", inserts - earlier.inserts), ("moves", moves - earlier.moves), ("removals", removals - earlier.removals),
            ("layoutUpdates", layoutUpdates - earlier.layoutUpdates),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.filter { $0.1 != 0 })
    }
}

extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
