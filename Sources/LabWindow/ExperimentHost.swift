import CGtk
import Experiments
import Foundation
import GtkBackend
import LabRunner
import LifecycleTimeline
import ViewLayer

/// One experiment running live in a GTK container, its log going to a pane and, when asked, to a
/// file and to standard output in the chosen format.
@MainActor
final class ExperimentHost {
    let experiment: Experiment
    let renderer = GtkRenderer()
    let session: ExperimentSession
    private let root: GtkElement
    private let window: UnsafeMutablePointer<GtkWidget>

    struct Output: Sendable {
        var pane: LogPane?
        var file: LineOutput?
        var standardOutput: LineOutput?
        var format: OutputFormat = .text
        /// Draws the run's timeline, which needs the view layer's events whether they are shown or not.
        var timeline: TimelineRecorder?
    }

    init(experiment: Experiment, seed: UInt64?, trace: Bool, output: Output, shortcuts: Shortcuts, in box: UnsafeMutablePointer<GtkWidget>, window: UnsafeMutablePointer<GtkWidget>, headerBar: UnsafeMutablePointer<GtkWidget>?) {
        self.experiment = experiment
        self.window = window
        root = renderer.makeRoot(in: box, window: window, headerBar: headerBar)
        renderer.onSheetWindow = { shortcuts.install(on: $0) }
        session = ExperimentSession(experiment: experiment, backend: renderer, seed: seed, trace: trace || output.timeline != nil) { record in
            output.timeline?.add(record)
            if case .trace = record, !trace { return }
            let line = output.format.line(for: record)
            output.file?.write(line)
            output.standardOutput?.write(line)
            guard let pane = output.pane else { return }
            let text = record.text
            if Thread.isMainThread {
                MainActor.assumeIsolated { pane.append(text) }
            } else {
                DispatchQueue.main.async { pane.append(text) }
            }
        }
    }

    func start() async {
        await session.start(in: root)
    }

    /// Tears the experiment down; its `deinit` lines go to the log when `logTeardown`.
    func stop(logTeardown: Bool) async {
        await session.stop(logTeardown: logTeardown)
        renderer.forgetWindow(window)
    }

    /// The windows the experiment shows: its own and its sheets.
    var windows: [UnsafeMutablePointer<GtkWidget>] {
        [window] + renderer.sheets.map(\.widgetPointer)
    }
}
