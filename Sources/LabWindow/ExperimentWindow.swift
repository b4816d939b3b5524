import CGtk
import Experiments
import Foundation
import GtkBackend
import LabRunner
import ViewLayer
import LifecycleTimeline

/// `lifecycle-lab gui EXPERIMENT`: one experiment in its own window, with its log pane beside it,
/// driven by a script of actions through the real widgets.
@MainActor
public final class ExperimentWindow {
    public struct Options: Sendable {
        public var seed: UInt64?
        public var trace = false
        public var format: OutputFormat = .text
        public var logFile: String?
        public var screenshot: String?
        public var quit = false
        public var timeline: String?
        /// How many rows a scroll view's viewport holds.
        public var viewportRows = 8
        /// The SwiftUI release the experiments follow, when `--behavior` chose one.
        public var release: SwiftUIRelease?

        public init() {}
    }

    private let chrome: WindowChrome
    private let host: ExperimentHost
    private let script: [ScriptStep]
    private let options: Options
    private let logFile: LineOutput?
    private let timeline: TimelineRecorder
    private let logColumn: LogColumn
    private let pane = LogPane()
    /// How the process should end when the window's work is done: 0, or 2 after a failed action.
    public private(set) var exitStatus: Int32 = 0

    /// Checks the input and builds the window; nothing is shown until `open()`.
    public init(experimentID: String, actions: [String], options: Options) throws(RunnerError) {
        guard let experiment = Experiment.named(experimentID) else {
            throw .unknownExperiment(experimentID, known: Experiment.all.map(\.id))
        }
        let script = try WindowScript(actions: actions, logFile: options.logFile)
        self.script = script.actions
        logFile = script.logFile
        timeline = try TimelineRecorder(path: options.timeline)
        self.options = options

        chrome = WindowChrome(title: experiment.title, subtitle: "lifecycle-lab gui \(experiment.id)", width: Int32(Self.windowWidth(stage: experiment.stageWidth)), height: 600)
        let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        // The experiment's root view goes in `stage`, within a frame that keeps the paned's
        // first place: a cover hides the presenter's content under it, and a paned whose child
        // is hidden gives all its width to the log, which would slide under the cover.
        let stageFrame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_style_context_add_class(cg_style(stageFrame.raw), "lab-stage")
        gtk_widget_set_size_request(stageFrame, Int32(experiment.stageWidth), -1)
        let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(cg_box(stageFrame.raw), stage, 1, 1, 0)
        // Not in a scrolled window, unlike the lab's: the window grows to show a scroll view's
        // whole viewport, as a script's `show` lists it.
        gtk_paned_pack1(cg_paned(paned.raw), stageFrame, 1, 0)
        logColumn = LogColumn(pane: pane, timeline: timeline)
        gtk_paned_pack2(cg_paned(paned.raw), logColumn.widget, 1, 0)
        gtk_paned_set_position(cg_paned(paned.raw), Int32(experiment.stageWidth + 60))
        gtk_container_add(cg_container(chrome.window.raw), paned)

        // The window has more to do than its standard output: a reader that goes away stops
        // that output, not the window's log file, screenshot or timeline.
        LineOutput.standardOutput.brokenPipeEndsTheProgram = false
        let output = ExperimentHost.Output(pane: pane, file: logFile, standardOutput: .standardOutput, format: options.format, timeline: timeline)
        // Ctrl+Q does what closing the window does: the loop ends, and the log with the last action.
        let pane = self.pane
        let timeline = self.timeline
        let window = chrome.window
        // The host is made with the shortcuts (its sheets get them too); they reach it through this.
        let hostLink = HostLink()
        let quit: @MainActor () -> Void = {
            timeline.finish()
            GtkMainLoop.quit()
        }
        var shortcuts = Shortcuts(clearLog: { pane.clear() }, quit: quit)
        shortcuts.save = { pane.save() }
        shortcuts.showShortcuts = { Shortcuts.showWindow(over: window) }
        shortcuts.goBack = { hostLink.host?.renderer.goBackAsAPerson() }
        shortcuts.closeSheet = { hostLink.host?.renderer.closeTopPresentationAsAPerson() }
        host = ExperimentHost(experiment: experiment, seed: options.seed, trace: options.trace, viewportRows: options.viewportRows, release: options.release, output: output, shortcuts: shortcuts, in: stage, window: chrome.window, headerBar: chrome.headerBar)
        hostLink.host = host
        shortcuts.install(on: chrome.window)
        pane.replayCommand = { [weak host] in host?.replayCommand }
        pane.suggestedName = { "\(experiment.id).log" }
        chrome.onClose(quit)
    }

    /// The stage and a log pane beside it; a wide stage (the gallery's) narrows the log pane so
    /// the window fits a 1024-pixel screen.
    static func windowWidth(stage: Int) -> Int {
        min(stage + 520, max(1024, stage + 300))
    }

    /// Shows the window, mounts the experiment and performs the script.
    public func open() {
        gtk_widget_show_all(chrome.window)
        ControlMapFile.publish { [weak self] in self.map { $0.host.renderer.controlFrames() } }
        Task { @MainActor in await self.runScript() }
    }

    private func runScript() async {
        pane.restartClock()
        // The window counts as focused while the script drives it, whatever the desktop (or
        // Xvfb, with no window manager to focus it) says: `gui` prints what `run` prints.
        host.renderer.followsWindowFocus = script.isEmpty
        await host.start()
        do {
            try await host.session.perform(script: script)
            // A window left open is the person's, and follows the desktop's focus from now on.
            if !options.quit { host.renderer.followsWindowFocus = true }
            if let path = options.screenshot { try await Screenshot.save({ self.host.windows }, to: path) }
        } catch {
            exitStatus = 2
            await finish(failing: true)
            // Last, after the teardown and whatever it had to say: the error is the last line.
            ErrorLine.print("\(error)")
            return
        }
        if options.quit { await finish() }
    }

    /// Ends the log with the last action, then tears the experiment down and closes the window.
    /// When the run `failing`, a timeline that cannot be written is reported before its error.
    private func finish(failing: Bool = false) async {
        await host.stop(logTeardown: false)
        logFile?.close()
        if failing {
            if let problem = timeline.finishOrExplain() { ErrorLine.print(problem) }
        } else {
            timeline.finish()
        }
        GtkMainLoop.quit()
    }
}

/// The experiment's host, for closures made before it.
@MainActor
final class HostLink {
    weak var host: ExperimentHost?
}
