import CGtk
import Foundation
@testable import LabWindow
import LabRunner

/// The log pane keeps a bounded number of lines and saves all of them, or says why it cannot.
@MainActor
func checkLogPane() {
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

    report("logPane", [
        "highlighted": highlighted,
        "highlightCleared": cleared,
        "shown": shown,
        "lineCount": lineCount,
        "saved": savedWithout,
        "savedLines": savedLines,
        "failure": failure?.description ?? "",
        "errorDialogs": dialogsAfter - dialogsBefore,
        "linesSavedAfterClear": afterClear,
    ])
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
