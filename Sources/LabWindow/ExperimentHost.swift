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

    /// The seed the run's random numbers come from: the one given, or one drawn now, so that
    /// what a person did can be replayed with the same ids.
    let seed: UInt64

    init(
        experiment: Experiment, seed: UInt64?, trace: Bool, viewportRows: Int, release: SwiftUIRelease?, output: Output, shortcuts: Shortcuts,
        in box: UnsafeMutablePointer<GtkWidget>, window: UnsafeMutablePointer<GtkWidget>, headerBar: UnsafeMutablePointer<GtkWidget>?
    ) {
        self.experiment = experiment
        chosenRelease = release
        renderer.viewportRows = viewportRows
        self.window = window
        let seed = seed ?? UInt64.random(in: 1...999)
        self.seed = seed
        root = renderer.makeRoot(in: box, window: window, headerBar: headerBar)
        renderer.onPresentationWindow = { shortcuts.install(on: $0) }
        let actions = ActionList()
        self.actionList = actions
        session = ExperimentSession(experiment: experiment, backend: renderer, seed: seed, trace: trace || output.timeline != nil, namesIcons: trace, release: release) { record in
            let step = output.timeline?.add(record)
            if case .action(let text) = record { actions.append(text) }
            let isTrace = record.isTrace
            if !isTrace || trace {
                let line = output.format.line(for: record)
                output.file?.write(line)
                output.standardOutput?.write(line)
            }
            guard let pane = output.pane else { return }
            let text = record.text
            // The pane shows the layer's events when asked on the command line, or while its
            // Trace toggle is on; the trace comes from the main actor.
            if isTrace, !trace, !(Thread.isMainThread && MainActor.assumeIsolated { pane.showsTrace }) { return }
            if Thread.isMainThread {
                MainActor.assumeIsolated { pane.append(text, step: step) }
            } else {
                DispatchQueue.main.async { pane.append(text, step: step) }
            }
        }
        renderer.onPersonAction = { [weak session] text in session?.recordPersonAction(text) }
        renderer.onUnscriptableEdit = { actions.hasUnscriptableEdits = true }
        renderer.onScrollByHand = { actions.hasScrolledByHand = true }
    }

    /// The actions performed so far, scripted or a person's, as a script writes them.
    private let actionList: ActionList
    /// The release `--behavior` or the lab's selector chose, which the replay names.
    private let chosenRelease: SwiftUIRelease?

    /// `lifecycle-lab run` with the experiment, the seed and every action so far: it prints what
    /// this run logged.
    var replayCommand: String {
        let viewport = renderer.viewportRows == 8 ? [] : ["--viewport-rows", String(renderer.viewportRows)]
        let release = chosenRelease.map { ["--behavior", $0.rawValue] } ?? []
        let command = (["lifecycle-lab", "run", experiment.id, "--seed", String(seed)] + viewport + release + actionList.all.flatMap { ["--do", shellQuoted($0)] })
            .joined(separator: " ")
        // Said in a comment the shell ignores, so that the command still runs.
        var leftOut: [String] = []
        if actionList.hasUnscriptableEdits { leftOut.append("uses no action says (text edits other than typing at the end, line breaks)") }
        if actionList.hasScrolledByHand { leftOut.append("scrolling by hand") }
        return leftOut.isEmpty ? command : command + "  # leaves out " + leftOut.joined(separator: ", and ")
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
        [window] + renderer.presentations.map(\.widgetPointer)
    }
}

/// The actions of a run, from the thread records arrive on (actions: the main thread).
final class ActionList: @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [String] = []

    func append(_ action: String) { lock.withLock { actions.append(action) } }
    /// Set on the main actor only.
    nonisolated(unsafe) var hasUnscriptableEdits = false
    nonisolated(unsafe) var hasScrolledByHand = false
    var all: [String] { lock.withLock { actions } }
}

/// `text` as one shell word: as it is when it is plain, in single quotes otherwise.
func shellQuoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "@%+=:,./_-#".contains($0)) }
    if plain, !text.isEmpty { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
