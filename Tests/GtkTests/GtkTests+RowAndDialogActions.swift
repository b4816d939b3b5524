import Foundation
import TestSupport
import Testing

extension GtkTests {
    // MARK: Rows and dialogs, as a person works them (issue 32)

    /// Clicks with the real pointer at (`x`, `y`), and again while `done` does not hold eight
    /// seconds later, as `Tool.click(_:in:until:)` clicks a control: on a busy machine a click
    /// landing while the window still lays out can be lost.
    static func click(atX x: Int, y: Int, until what: String, _ done: () -> Bool) async throws {
        for _ in 0..<3 {
            try click(atX: x, y: y)
            if try await Tool.poll(for: .seconds(8), { done() ? true : nil }) != nil { return }
        }
        try await Tool.waitFor(what) { done() ? true : nil }
    }

    /// Waits until the control map has stayed the same for a third of a second: the lab lists the
    /// controls every 50 ms, and can list them between a row's arrival and the moving of what is
    /// below it, where a click would land on another control.
    static func settle(_ map: String) async throws {
        var last = ""
        var same = 0
        try await Tool.waitFor("the controls to settle") { () -> Bool? in
            let text = (try? String(contentsOfFile: map, encoding: .utf8)) ?? ""
            same = text == last ? same + 1 : 0
            last = text
            return same >= 6 ? true : nil
        }
    }

    /// Whether the control map lists a control labelled `label`.
    static func shows(_ label: String, in map: String) -> Bool {
        Tool.controls(in: map).contains { $0.label == label }
    }

    /// What `lifecycle-lab run` prints for the actions the person's window logged, line by line.
    static func replay(_ experiment: String, seed: Int = 1, of log: String) throws -> [String] {
        let steps = actions(log).flatMap { ["--do", String($0.dropFirst(2))] }
        let replay = try Tool.run("lifecycle-lab", ["run", experiment, "--seed", "\(seed)"] + steps)
        #expect(replay.status == 0, "\(replay.error)")
        return replay.output.split(separator: "\n").map(String.init)
    }

    /// The buttons at an editable row's end, left to right, as Adwaita lays them out: their
    /// centres' distances from the left edge of the row's card's title.
    enum RowButton: Int {
        case up = 356, down = 397, delete = 439
    }

    /// Clicks `button` of the `edit-list` row whose card is titled `row`: on the row's middle,
    /// which is its card's second line's.
    static func click(_ button: RowButton, ofRow row: String, in map: String, until what: String, _ done: () -> Bool) async throws {
        try await settle(map)
        let title = try await control(row, kind: "text", in: map)
        try await click(atX: title.x + button.rawValue, y: title.y + title.height / 2 + 18, until: what, done)
    }

    /// The `edit-list` cards' titles, top to bottom.
    static func fruits(in map: String) -> [String] {
        Tool.controls(in: map).filter { ["Apple", "Banana", "Cherry", "Damson"].contains($0.label) }.sorted { $0.y < $1.y }.map(\.label)
    }

    /// A person deletes a row with its delete button and moves rows with their up and down
    /// buttons, in the list's own window: each click is logged as the `delete:` or `move:` a
    /// script writes, the rows go where the edits put them, and `run` with those actions prints
    /// the same log (a deleted row's card alone is released; moved ones keep their states).
    @Test func aPersonDeletesAndMovesRowsWithTheirButtons() async throws {
        let (lab, map, log) = try Tool.startLab("edit-rows", seed: 1, experiment: "edit-list")
        defer { lab.terminate() }
        try await Tool.waitFor("the rows' tasks") { Tool.lines(log).contains("Damson task started") ? true : nil }
        try await Tool.waitFor("the four rows") { Self.fruits(in: map).count == 4 ? true : nil }

        try await Self.click(.delete, ofRow: "Banana", in: map, until: "Banana's release") { Tool.lines(log).contains("Banana state released") }
        try await Tool.waitFor("the rows without Banana") { Self.fruits(in: map) == ["Apple", "Cherry", "Damson"] ? true : nil }
        // Damson, third, goes up to second; Apple, first, down to second.
        try await Self.click(.up, ofRow: "Damson", in: map, until: "Damson moved up") { Self.fruits(in: map) == ["Apple", "Damson", "Cherry"] }
        try await Self.click(.down, ofRow: "Apple", in: map, until: "Apple moved down") { Self.fruits(in: map) == ["Damson", "Apple", "Cherry"] }
        // The top row's up goes nowhere, and is no action.
        try await Self.settle(map)
        let top = try await Self.control("Damson", kind: "text", in: map)
        try Self.click(atX: top.x + RowButton.up.rawValue, y: top.y + top.height / 2 + 18)
        try await Task.sleep(for: .milliseconds(500))
        #expect(Self.actions(log) == ["> delete:Banana", "> move:Damson=2", "> move:Apple=2"])
        #expect(Self.fruits(in: map) == ["Damson", "Apple", "Cherry"])
        #expect(Tool.controls(in: map).filter { $0.label.hasPrefix("state #") }.sorted { $0.y < $1.y }.map(\.label) == ["state #4", "state #1", "state #3"],
                "each card keeps its state where it goes")
        #expect(try Self.replay("edit-list", of: log) == Tool.lines(log))
    }

    /// An alert's buttons clicked in its dialog, and Escape there, in the gallery's window: the
    /// destructive button runs its action and closes the dialog, logged as the `tap:` a script
    /// writes; Escape closes it as its cancel button does, logged as `dismiss`, leaving the
    /// volume as it is; the cancel button is a `tap:` too. `run` replays the log.
    @Test func aPersonAnswersAnAlertWithItsButtonsAndEscape() async throws {
        let (lab, map, log) = try Tool.startLab("alert-person", seed: 1, experiment: "swiftui-gallery", actions: ["set:Volume=0.3"])
        defer { lab.terminate() }
        let title = "Reset the controls?"
        try await Tool.waitFor("the volume set") { Self.shows("Volume 30%", in: map) ? true : nil }
        _ = try await Self.control("Reset…", in: map)
        try await Self.settle(map)

        try await Tool.click("Reset…", in: map, until: "the alert") { Self.shows(title, in: map) }
        #expect(Self.shows("Volume and guests go back to where they started.", in: map), "the message is in the dialog")
        _ = try await Self.control("Reset", kind: "button", in: map)
        try await Tool.click("Reset", in: map, until: "the reset") { Self.shows("Volume 60%", in: map) }
        #expect(!Self.shows(title, in: map), "the button closed the alert")

        // Escape closes it again, running no button.
        try await Tool.click("Reset…", in: map, until: "the alert again") { Self.shows(title, in: map) }
        try await Task.sleep(for: .milliseconds(300))
        try Self.press(["Escape"], inWindowTitled: title)
        try await Tool.waitFor("the alert closed") { Self.actions(log).last == "> dismiss" && Self.shows("Reset…", in: map) ? true : nil }
        #expect(Self.shows("Volume 60%", in: map))

        // And the cancel button.
        try await Tool.click("Reset…", in: map, until: "the alert a third time") { Self.shows(title, in: map) }
        _ = try await Self.control("Cancel", kind: "button", in: map)
        try await Tool.click("Cancel", in: map, until: "the cancel") { Self.actions(log).last == "> tap:Cancel" }
        try await Tool.waitFor("the alert closed again") { Self.shows("Reset…", in: map) && !Self.shows(title, in: map) ? true : nil }

        #expect(Self.actions(log) == ["> set:Volume=0.3", "> tap:Reset…", "> tap:Reset", "> tap:Reset…", "> dismiss", "> tap:Reset…", "> tap:Cancel"])
        #expect(try Self.replay("swiftui-gallery", of: log) == Tool.lines(log))
    }

    /// In the inbox: a row's swipe actions clicked beside it, and the alert that one of them
    /// presents for its row (`presenting:`), answered with its button and with Escape, which is
    /// its cancel button (its action runs). Each is
    /// logged as what a script writes (`tap:Open#2`, `tap:Open Lunch`, `dismiss`,
    /// `tap:Delete#2`), and `run` replays the log.
    @Test func aPersonUsesARowsSwipeActionsAndTheAlertTheyPresent() async throws {
        let (lab, map, log) = try Tool.startLab("swipe-person", seed: 1, experiment: "inbox")
        defer { lab.terminate() }
        let title = "Open the message?"
        try await Tool.waitFor("the rows' tasks") { Tool.lines(log).contains("Trip task started") ? true : nil }
        _ = try await Self.control("Open", in: map)
        try await Self.settle(map)

        // Lunch's leading action: the alert for Lunch, whose button opens it.
        try await Tool.click("Open", occurrence: 2, in: map, until: "the alert for Lunch") { Self.shows(title, in: map) }
        #expect(Self.shows("Lunch arrived today.", in: map))
        _ = try await Self.control("Open Lunch", in: map)
        try await Tool.click("Open Lunch", in: map, until: "Lunch opened") { Tool.lines(log).contains("opened Lunch") }
        try await Tool.waitFor("the alert closed") { Self.shows("Clear…", in: map) && !Self.shows(title, in: map) ? true : nil }

        // Invoice's: the alert for Invoice, closed with Escape.
        try await Tool.click("Open", in: map, until: "the alert for Invoice") { Self.shows(title, in: map) && Self.shows("Invoice arrived today.", in: map) }
        try await Task.sleep(for: .milliseconds(300))
        try Self.press(["Escape"], inWindowTitled: title)
        try await Tool.waitFor("the alert closed with Escape") { Self.actions(log).last == "> dismiss" && Self.shows("Clear…", in: map) ? true : nil }
        #expect(Array(Tool.lines(log).suffix(2)) == ["> dismiss", "left Invoice unread"], "Escape is the cancel button")

        // Lunch's trailing action deletes it: its card alone is released.
        try await Tool.click("Delete", occurrence: 2, in: map, until: "Lunch deleted") { Tool.lines(log).contains("Lunch state released") }
        try await Tool.waitFor("the rows without Lunch") { !Self.shows("Lunch", in: map) && Self.shows("Trip", in: map) ? true : nil }

        #expect(Self.actions(log) == ["> tap:Open#2", "> tap:Open Lunch", "> tap:Open", "> dismiss", "> tap:Delete#2"])
        #expect(!Tool.lines(log).contains("opened Invoice"), "Escape ran no other button")
        #expect(try Self.replay("inbox", of: log) == Tool.lines(log))
    }

    /// In the inbox: the header bar's refresh button clicked runs the refresh as a task of the
    /// list's, whose news arrives as a new row; a confirmation dialog closed by the window
    /// manager runs its cancel button's action and keeps the rows, and its destructive button
    /// clears them. Logged as `tap:Refresh`, `dismiss`, `tap:Clear all`; `run` replays the log.
    @Test func aPersonRefreshesAndAnswersAConfirmationDialog() async throws {
        let (lab, map, log) = try Tool.startLab("refresh-person", seed: 1, experiment: "inbox")
        defer { lab.terminate() }
        let title = "Clear the inbox?"
        try await Tool.waitFor("the rows' tasks") { Tool.lines(log).contains("Trip task started") ? true : nil }
        _ = try await Self.control("Refresh", in: map)
        try await Self.settle(map)

        try await Tool.click("Refresh", in: map, until: "the refresh") { Tool.lines(log).contains("refresh 1 over") }
        try await Tool.waitFor("the news") { Self.shows("News 1", in: map) && Tool.lines(log).contains("News 1 task started") ? true : nil }
        // The button below the list, moved down for the new row.
        try await Tool.waitFor("the new row laid out") {
            let controls = Tool.controls(in: map)
            let clear = controls.first { $0.label == "Clear…" }
            return clear.map { clear in controls.allSatisfy { $0.label == "Refresh" || $0.y <= clear.y } } == true ? true : nil
        }
        try await Self.settle(map)

        try await Tool.click("Clear…", in: map, until: "the dialog") { Self.shows(title, in: map) }
        _ = try await Self.control("Clear all", in: map)
        try await Task.sleep(for: .milliseconds(300))
        try Self.closeAsTheWindowManagerDoes(title)
        try await Tool.waitFor("the dialog closed") { Self.actions(log).last == "> dismiss" && Self.shows("Clear…", in: map) ? true : nil }
        #expect(Array(Tool.lines(log).suffix(2)) == ["> dismiss", "kept the inbox"], "closing it is the cancel button")
        #expect(Self.shows("Invoice", in: map), "closing it cleared nothing")

        try await Tool.click("Clear…", in: map, until: "the dialog again") { Self.shows(title, in: map) }
        _ = try await Self.control("Clear all", in: map)
        try await Tool.click("Clear all", in: map, until: "the inbox cleared") { Tool.lines(log).contains("Trip state released") }
        try await Tool.waitFor("no rows") { Self.shows("Clear…", in: map) && !Self.shows("Invoice", in: map) && !Self.shows("News 1", in: map) ? true : nil }

        #expect(Self.actions(log) == ["> tap:Refresh", "> tap:Clear…", "> dismiss", "> tap:Clear…", "> tap:Clear all"])
        #expect(try Self.replay("inbox", of: log) == Tool.lines(log))
    }
}
