import CGtk
import Driving
import Experiments
import Foundation
import GtkBackend
import LabRunner
import LifecycleTimeline
import ViewLayer

/// The lab: a list of the experiments, the selected one running live, what SwiftUI does in it,
/// and its log. Picking another experiment tears the current one down (its `deinit` lines appear)
/// and starts the next fresh; Restart re-runs the current one. Ctrl+L clears the log, Ctrl+Q quits.
@MainActor
public final class LabApp {
    private let chrome: WindowChrome
    private let pane = LogPane()
    private let sidebar: UnsafeMutablePointer<GtkWidget>
    private let stageFrame: UnsafeMutablePointer<GtkWidget>
    private let explanation: UnsafeMutablePointer<GtkWidget>
    private let restartButton: UnsafeMutablePointer<GtkWidget>
    /// The SwiftUI release the experiments follow: `--behavior`'s, then the selector's.
    private var release: SwiftUIRelease?
    private let releaseSelector: ReleaseSelector
    private var stage: UnsafeMutablePointer<GtkWidget>?
    private var host: ExperimentHost?
    private var rows: [UnsafeMutableRawPointer] = []
    private let options: ExperimentWindow.Options
    private let logFile: LineOutput?
    /// The timeline of the experiment running, written at the end when `--timeline` asks for it.
    private let timeline: TimelineRecorder
    private let logColumn: LogColumn
    private let script: [ScriptStep]
    /// Switches run one after another, each waiting for the teardown before it.
    private var switching: Task<Void, Never>?
    /// Ctrl+L and Ctrl+Q, on the window and its sheets.
    private var shortcuts: Shortcuts {
        Shortcuts(
            clearLog: { [weak self] in self?.pane.clear() },
            quit: { [weak self] in self?.quit() },
            restart: { [weak self] in self?.restart() },
            save: { [weak self] in self?.pane.save() },
            goBack: { [weak self] in self?.host?.renderer.goBackAsAPerson() },
            closeSheet: { [weak self] in self?.host?.renderer.closeTopPresentationAsAPerson() },
            showShortcuts: { [weak self] in self.map { Shortcuts.showWindow(over: $0.chrome.window) } }
        )
    }
    /// How the process should end: 0, or 2 after an action of the script failed.
    public private(set) var exitStatus: Int32 = 0

    public init(actions: [String], options: ExperimentWindow.Options) throws(RunnerError) {
        let script = try WindowScript(actions: actions, logFile: options.logFile)
        self.script = script.actions
        logFile = script.logFile
        timeline = try TimelineRecorder(path: options.timeline)
        self.options = options

        chrome = WindowChrome(title: "Lifecycle Lab", subtitle: nil, width: 1280, height: 760)
        let restart = gtk_button_new_from_icon_name("view-refresh-symbolic", GTK_ICON_SIZE_BUTTON)!
        restartButton = restart
        gtk_widget_set_tooltip_text(restart, "Restart the experiment")
        gtk_header_bar_pack_end(cg_header_bar(chrome.headerBar.raw), PrimaryMenu.make(over: chrome.window))
        gtk_header_bar_pack_end(cg_header_bar(chrome.headerBar.raw), restart)
        release = options.release
        releaseSelector = ReleaseSelector(selected: options.release ?? .standard)
        gtk_header_bar_pack_end(cg_header_bar(chrome.headerBar.raw), releaseSelector.widget)

        // Sidebar: the experiments.
        let sidebarScroll = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cg_scrolled_window(sidebarScroll.raw), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(sidebarScroll, 230, -1)
        sidebar = gtk_list_box_new()
        gtk_style_context_add_class(cg_style(sidebar.raw), "lab-sidebar")
        // The running experiment is marked by a style, not by the list's selection, which would
        // follow the keyboard's focus: moving through the list must not start experiment after
        // experiment. A click or Enter starts one.
        gtk_list_box_set_selection_mode(cg_list_box(sidebar.raw), GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(cg_list_box(sidebar.raw), 1)
        gtk_container_add(cg_container(sidebarScroll.raw), sidebar)

        // Centre: the experiment on its stage, and what SwiftUI does.
        let centre = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        stageFrame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_style_context_add_class(cg_style(stageFrame.raw), "lab-stage")
        gtk_widget_set_vexpand(stageFrame, 1)
        let explanationScroll = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cg_scrolled_window(explanationScroll.raw), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(explanationScroll, -1, 90)
        explanation = gtk_label_new(nil)
        gtk_label_set_line_wrap(cg_label(explanation.raw), 1)
        // Prose stays readable on wide windows: about 80 characters a line.
        gtk_label_set_max_width_chars(cg_label(explanation.raw), 80)
        gtk_label_set_xalign(cg_label(explanation.raw), 0)
        gtk_label_set_yalign(cg_label(explanation.raw), 0)
        gtk_style_context_add_class(cg_style(explanation.raw), "lab-explanation")
        gtk_container_add(cg_container(explanationScroll.raw), explanation)
        // The stage over the explanation, with a handle between them.
        let split = gtk_paned_new(GTK_ORIENTATION_VERTICAL)!
        gtk_paned_pack1(cg_paned(split.raw), StageScroll.around(stageFrame), 1, 0)
        gtk_paned_pack2(cg_paned(split.raw), explanationScroll, 0, 0)
        gtk_paned_set_position(cg_paned(split.raw), 380)
        gtk_box_pack_start(cg_box(centre.raw), split, 1, 1, 0)

        let inner = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_pack1(cg_paned(inner.raw), centre, 1, 0)
        logColumn = LogColumn(pane: pane, timeline: timeline)
        gtk_paned_pack2(cg_paned(inner.raw), logColumn.widget, 1, 0)
        gtk_paned_set_position(cg_paned(inner.raw), 560)
        let outer = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_pack1(cg_paned(outer.raw), sidebarScroll, 0, 0)
        gtk_paned_pack2(cg_paned(outer.raw), inner, 1, 0)
        gtk_container_add(cg_container(chrome.window.raw), outer)

        for experiment in Experiment.all { addRow(for: experiment) }

        Signals.connectWithArgument(sidebar.raw, "row-activated") { [weak self] row in
            guard let self, let row, let index = self.rows.firstIndex(of: row) else { return }
            self.show(Experiment.all[index])
        }
        pane.replayCommand = { [weak self] in self?.host?.replayCommand }
        pane.suggestedName = { [weak self] in "\(self?.host?.experiment.id ?? "lifecycle-lab").log" }
        Signals.connect(restart.raw, "clicked") { [weak self] in self?.restart() }
        // Another release restarts the experiment under it, as Restart does.
        releaseSelector.onChange = { [weak self] release in
            self?.release = release
            self?.restart()
        }
        shortcuts.install(on: chrome.window)
        chrome.onClose { [weak self] in self?.quit() }
    }

    private func addRow(for experiment: Experiment) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_style_context_add_class(cg_style(box.raw), "lab-sidebar-row")
        let title = gtk_label_new(experiment.title)!
        gtk_label_set_xalign(cg_label(title.raw), 0)
        gtk_label_set_line_wrap(cg_label(title.raw), 1)
        gtk_label_set_max_width_chars(cg_label(title.raw), 26)
        gtk_style_context_add_class(cg_style(title.raw), "lab-sidebar-title")
        let id = gtk_label_new(experiment.id)!
        gtk_label_set_xalign(cg_label(id.raw), 0)
        gtk_style_context_add_class(cg_style(id.raw), "dim-label")
        gtk_style_context_add_class(cg_style(id.raw), "lab-sidebar-id")
        gtk_box_pack_start(cg_box(box.raw), title, 0, 0, 0)
        gtk_box_pack_start(cg_box(box.raw), id, 0, 0, 0)
        gtk_list_box_insert(cg_list_box(sidebar.raw), box, -1)
        if let row = gtk_widget_get_parent(box) { rows.append(row.raw) }
    }

    /// Shows the window with the first experiment running, then performs the script on it.
    public func open() {
        gtk_widget_show_all(chrome.window)
        ControlMapFile.publish { [weak self] in self?.controlFrames }
        if let first = Experiment.all.first { show(first) }
        switching = Task { @MainActor [switching, script] in
            await switching?.value
            do {
                try await self.host?.session.perform(script: script)
                if let path = self.options.screenshot {
                    try await Screenshot.save({ [self.chrome.window] + (self.host?.renderer.presentations.map(\.widgetPointer) ?? []) }, to: path)
                }
            } catch {
                self.exitStatus = 2
                self.quit(reporting: "\(error)")
                return
            }
            if options.quit { self.quit() }
        }
    }

    /// The controls on screen, for the control map: the experiment's, the experiment rows as
    /// links, and the Restart and Copy as Command buttons.
    private var controlFrames: [ControlFrame] {
        var frames = host?.renderer.controlFrames() ?? []
        for (index, row) in rows.enumerated() {
            let item = ShownItem(kind: .link, label: Experiment.all[index].title)
            ControlFrame(item, at: row.assumingMemoryBound(to: GtkWidget.self)).map { frames.append($0) }
        }
        ControlFrame(ShownItem(kind: .button, label: "Restart"), at: restartButton).map { frames.append($0) }
        ControlFrame(ShownItem(kind: .button, label: "Copy as Command"), at: pane.copy).map { frames.append($0) }
        return frames
    }

    private func restart() {
        guard let current = host?.experiment else { return }
        show(current)
    }

    /// Tears down the running experiment, its `deinit` lines going to the log, and starts `experiment` fresh.
    private func show(_ experiment: Experiment) {
        let previous = switching
        switching = Task { @MainActor in
            await previous?.value
            if let host = self.host {
                await host.stop(logTeardown: true)
                self.host = nil
            }
            if let stage = self.stage { gtk_widget_destroy(stage) }
            let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_pack_start(cg_box(self.stageFrame.raw), stage, 1, 1, 0)
            gtk_widget_show(stage)
            self.stage = stage

            self.chrome.setSubtitle(experiment.title)
            self.markCurrent(experiment)
            self.setExplanation(LabResources.explanation(of: experiment.id) ?? experiment.title)
            self.pane.restartClock()
            self.pane.append("— \(experiment.id) —")
            self.timeline.reset()
            let output = ExperimentHost.Output(pane: self.pane, file: self.logFile, standardOutput: nil, format: self.options.format, timeline: self.timeline)
            let host = ExperimentHost(
                experiment: experiment, seed: self.options.seed, trace: self.options.trace, viewportRows: self.options.viewportRows, release: self.release,
                output: output, shortcuts: self.shortcuts, in: stage, window: self.chrome.window, headerBar: self.chrome.headerBar
            )
            self.host = host
            await host.start()
        }
    }

    /// Marks the row of the running experiment.
    private func markCurrent(_ experiment: Experiment) {
        for (row, candidate) in zip(rows, Experiment.all) {
            let style = cg_style(row)
            if candidate.id == experiment.id {
                gtk_style_context_add_class(style, "lab-current")
            } else {
                gtk_style_context_remove_class(style, "lab-current")
            }
        }
    }

    private func setExplanation(_ markdown: String) {
        gtk_label_set_markup(cg_label(explanation.raw), LabMarkup.pango(fromMarkdown: markdown))
    }

    /// Ends the lab once, however many ways asked: the experiment torn down, the files closed,
    /// then `error`, if any, as the last line.
    private func quit(reporting error: String? = nil) {
        guard !isQuitting else { return }
        isQuitting = true
        let previous = switching
        switching = Task { @MainActor in
            await previous?.value
            await self.host?.stop(logTeardown: false)
            self.logFile?.close()
            if let error {
                if let problem = self.timeline.finishOrExplain() { ErrorLine.print(problem) }
                ErrorLine.print(error)
            } else {
                self.timeline.finish()
            }
            GtkMainLoop.quit()
        }
    }

    private var isQuitting = false
}
