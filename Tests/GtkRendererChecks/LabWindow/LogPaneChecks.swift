import CGtk
import Foundation
@testable import LabWindow
import LabRunner
import LifecycleTimeline
import Experiments
import GtkBackend
import GtkScenarioFacts

/// The log pane keeps a bounded number of lines and saves all of them, or says why it cannot.
@MainActor
func checkLogPane() -> LogPaneFacts {
    let pane = LogPane(lineLimit: 5)
    for number in 1...12 { pane.append("line \(number)") }
    let shown = paneLines(pane)
    let lineCount = pane.lineCount
    let saved = NSTemporaryDirectory() + "/lifecycle-lab-pane-\(getpid()).log"
    let savedWithout = pane.save(to: saved, reportingTo: nil) == nil
    let savedLines = ((try? String(contentsOfFile: saved, encoding: .utf8)) ?? "").split(separator: "\n").map { String($0.drop { $0 != "l" }) }

    let dialogsBefore = errorDialogs()
    let failure = pane.save(to: "/nonexistent-directory/x.log", reportingTo: nil)
    let dialogsAfter = errorDialogs()

    pane.clear()
    pane.append("after clear")
    _ = pane.save(to: saved, reportingTo: nil)
    let afterClear = ((try? String(contentsOfFile: saved, encoding: .utf8)) ?? "").split(separator: "\n").count
    try? FileManager.default.removeItem(atPath: saved)
    // A lane of the timeline, selected: the lines of its steps are highlighted.
    let lanes = LogPane(lineLimit: 100)
    for step in 0..<5 { lanes.append("record \(step)", step: step) }
    lanes.highlight(steps: [1, 3])
    let highlighted = lanes.highlightedLines.map { String($0.drop { $0 != "r" }) }
    lanes.highlight(steps: [])
    let cleared = lanes.highlightedLines.count
    // A record with a line break in it is one line: the highlight of a later step still finds
    // its own line. And the steps of lines gone to the marker are forgotten.
    let broken = LogPane(lineLimit: 3)
    broken.append("record 0\nits second line", step: 0)
    for step in 1...2 { broken.append("record \(step)", step: step) }
    broken.highlight(steps: [2])
    let brokenShown = broken.text.split(separator: "\n").map { String($0.drop { $0 != "r" }) }
    let brokenHighlighted = broken.highlightedLines.map { String($0.drop { $0 != "r" }) }
    for step in 3..<3000 { broken.append("record \(step)", step: step) }
    let remembered = broken.rememberedSteps

    return LogPaneFacts(
        highlighted: highlighted,
        highlightCleared: cleared,
        brokenShown: brokenShown,
        brokenHighlighted: brokenHighlighted,
        rememberedSteps: remembered,
        shown: shown,
        lineCount: lineCount,
        saved: savedWithout,
        savedLines: savedLines,
        failure: failure?.description ?? "",
        errorDialogs: dialogsAfter - dialogsBefore,
        linesSavedAfterClear: afterClear
    )
}

/// The pane's text, line by line, without the time stamps.
@MainActor
private func paneLines(_ pane: LogPane) -> [String] {
    pane.text.split(separator: "\n").map { line in
        line.hasPrefix("…") ? String(line) : String(line.drop { $0 != "l" })
    }
}

/// Message dialogs among the toplevel windows.
@MainActor
private func errorDialogs() -> Int {
    let list = gtk_window_list_toplevels()
    defer { g_list_free(list) }
    var count = 0
    var node = list
    while let current = node {
        if let data = current.pointee.data, cg_is_message_dialog(data) != 0 { count += 1 }
        node = current.pointee.next
    }
    return count
}

/// The pane in a window: it follows its newest line until the person scrolls up; the Trace
/// toggle shows the layer's events that the log file leaves out.
@MainActor
func checkLogPaneInAWindow() async throws(ScenarioFailure) -> LogPaneWindowFacts {
    guard let experiment = Experiment.named("refresh") else { throw ScenarioFailure("no experiment named refresh") }
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    defer { gtk_widget_destroy(window) }
    gtk_window_set_default_size(cg_window(window.raw), 400, 300)
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    let stage = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    let pane = LogPane()
    gtk_box_pack_start(cg_box(box.raw), stage, 1, 1, 0)
    gtk_box_pack_start(cg_box(box.raw), pane.widget, 1, 1, 0)
    gtk_container_add(cg_container(window.raw), box)
    gtk_widget_show_all(window)
    func settle() async {
        for _ in 0..<10 {
            GtkMainLoop.drainEvents()
            try? await Task.sleep(for: .milliseconds(50))
        }
    }
    for line in 0..<120 { pane.append("line \(line)") }
    await settle()
    let followed = pane.showsItsEnd
    pane.scrollToTop()
    await settle()
    for line in 120..<140 { pane.append("line \(line)") }
    await settle()
    let stayedUp = !pane.showsItsEnd

    // The Trace toggle: off, the pane shows what the log file has; on, the layer's events too.
    pane.clear()
    let output = ExperimentHost.Output(pane: pane, file: nil, standardOutput: nil, format: .text, timeline: TimelineRecorder.unwritten)
    let shortcuts = Shortcuts(clearLog: {}, quit: {})
    let host = ExperimentHost(experiment: experiment, seed: 1, trace: false, viewportRows: 8, release: nil, output: output, shortcuts: shortcuts, in: stage, window: window, headerBar: nil)
    await host.start()
    try? await host.session.perform(.tap(label: "+1", occurrence: 1))
    await settle()
    let withoutTrace = pane.text.contains("· body")
    pane.showsTrace = true
    try? await host.session.perform(.tap(label: "+1", occurrence: 1))
    await settle()
    let withTrace = pane.text.contains("· body CountViewState")
    // A click on the timeline's second lane selects it, and the log highlights its lines.
    let view = TimelineView()
    view.onSelect = { lane in pane.highlight(steps: lane?.steps ?? []) }
    let recorder = output.timeline ?? TimelineRecorder.unwritten
    view.follow(recorder)
    // What the view shows: the run may have logged more since.
    let timeline = view.timeline
    var layout = Timeline.Layout()
    layout.markerRows = max(1, (layout.labelRows(for: timeline.markers, limit: 28).max() ?? 0) + 1)
    view.clicked(atY: layout.y(lane: 1) + layout.laneHeight / 2)
    let selected = view.selectedLane.map { timeline.lanes[$0].label } ?? ""
    let highlighted = pane.highlightedLines.map { String($0.drop { !$0.isLetter }) }
    // The same run grown keeps the selection; a new run, however long, drops it.
    try? await host.session.perform(.tap(label: "+1", occurrence: 1))
    view.follow(recorder)
    let keptWhileGrowing = view.selectedLane != nil
    recorder.reset()
    for _ in 0...timeline.length { recorder.add(.action("tap:+1")) }
    view.follow(recorder)
    let droppedOnNewRun = view.selectedLane == nil
    await host.stop(logTeardown: false)
    return LogPaneWindowFacts(followed: followed, stayedUp: stayedUp, traceHidden: !withoutTrace, traceShown: withTrace,
                              selectedLane: selected, highlightedForLane: highlighted,
                              keptWhileGrowing: keptWhileGrowing, droppedOnNewRun: droppedOnNewRun)
}

/// The log's colours against the backgrounds of the light and the dark style: WCAG AA asks 4.5:1.
@MainActor
func checkLogColours() -> LogColoursFacts {
    func luminance(_ hex: String) -> Double {
        let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
        func channel(_ shift: UInt32) -> Double {
            let c = Double((value >> shift) & 0xff) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }
    func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
    // Adwaita's base colours, white and its dark style's.
    let light = LogPane.lightColours.values.map { contrast($0, "#ffffff") }.min() ?? 0
    let dark = LogPane.darkColours.values.map { contrast($0, "#2d2d2d") }.min() ?? 0
    return LogColoursFacts(lightMinimum: light, darkMinimum: dark)
}
