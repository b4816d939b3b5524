import Foundation
import TestSupport
import Testing

extension GtkTests {
    /// Clicks with the real pointer at (`x`, `y`) on the screen, with `button` (3: the right one),
    /// coming in from elsewhere as a hand moves.
    static func click(atX x: Int, y: Int, button: Int = 1) throws {
        let result = try Tool.run("/usr/bin/xdotool", ["mousemove", "--sync", "1", "1", "mousemove", "--sync", "\(x)", "\(y)", "click", "\(button)"])
        #expect(result.status == 0, "xdotool at \(x),\(y): \(result.error)")
    }

    /// The control labelled `label` on the map, waited for.
    static func control(_ label: String, kind: String? = nil, in map: String) async throws -> Tool.Control {
        try await Tool.waitFor("the control \(label)") { Tool.controls(in: map).first { $0.label == label && (kind == nil || $0.kind == kind) && $0.x > 0 && $0.width > 10 } }
    }

    /// The actions a person's input was logged as, in order.
    static func actions(_ log: String) -> [String] {
        Tool.lines(log).filter { $0.hasPrefix("> ") }
    }

    /// Issue 32, in the gallery's own window with the real pointer and keyboard: a click on the
    /// GtkSwitch and on the GtkToggleButton is logged as `toggle:`; typing into the search field
    /// filters the groceries and is logged as `type:`; a right click on the volume opens its menu
    /// at the click, and its item runs and is logged as `select:`; a day clicked in the date
    /// picker's calendar and its hour's + are logged as `select:`; `run` replays the log; Return
    /// submits a vertical field and Shift+Return starts a line in it.
    @Test func aPersonsUseOfTheGallerysControlsIsLoggedAsTheirActions() async throws {
        let (lab, map, log) = try Tool.startLab("gallery-person", seed: 1, experiment: "swiftui-gallery")
        defer { lab.terminate() }
        try await Tool.waitFor("the gallery's log") { Tool.lines(log).contains("Conditional task started") ? true : nil }
        // Read once the window is placed: its controls are listed as soon as they are laid out.
        let wifi = try await Tool.waitFor("the switch on screen") { Tool.controls(in: map).first { $0.label == "Wi-Fi" && $0.x > 0 && $0.width > 100 } }

        // The switch is at the end of its row, after the label.
        try Self.click(atX: wifi.x + wifi.width - 20, y: wifi.y + wifi.height / 2)
        try await Tool.waitFor("the switch's toggle") { Self.actions(log).contains("> toggle:Wi-Fi") ? true : nil }
        try await Tool.click("Pinned", in: map, until: "the toggle button's toggle") { Self.actions(log).contains("> toggle:Pinned") }
        #expect(Self.actions(log) == ["> toggle:Wi-Fi", "> toggle:Pinned"])

        // Typing into the search field, key by key, keeps the groceries that match.
        let search = try await Self.control("Groceries", kind: "textField", in: map)
        try Self.click(atX: search.x + search.width / 2, y: search.y + search.height / 2)
        #expect(try Tool.run("/usr/bin/xdotool", ["type", "--delay", "50", "sour"]).status == 0)
        try await Tool.waitFor("the filtered groceries") {
            let texts = Tool.controls(in: map).map(\.label)
            return texts.contains("Sourdough") && !texts.contains("Milk") ? true : nil
        }
        #expect(Self.actions(log).suffix(4) == ["> type:Groceries=s", "> type:Groceries=o", "> type:Groceries=u", "> type:Groceries=r"])

        // A right click on the volume opens its menu where the click was.
        let volume = try await Self.control("Volume 60%", kind: "text", in: map)
        let point = (x: volume.x + volume.width / 2, y: volume.y + volume.height / 2)
        try Self.click(atX: point.x, y: point.y, button: 3)
        try await Task.sleep(for: .milliseconds(500))
        // Adwaita's popover stands above the point it points at: its last item, Full volume, is
        // its arrow's and a border's height and half a button's above the click.
        try Self.click(atX: point.x, y: point.y - 38)
        try await Tool.waitFor("the full volume") { Tool.controls(in: map).contains { $0.label == "Volume 100%" } ? true : nil }
        #expect(Self.actions(log).last == "> select:Volume 60%=Full volume")

        // The date picker: its day button, left of the hour and minute at the row's end, opens
        // the calendar above it, where the 31st is the fifth row's Thursday in December 2026.
        let due = try await Self.control("Due", in: map)
        let dayButton = (x: due.x + due.width - 144, y: due.y + due.height / 2)
        try Self.click(atX: dayButton.x, y: dayButton.y)
        try await Task.sleep(for: .milliseconds(500))
        try Self.click(atX: dayButton.x + 27, y: dayButton.y - 71)
        try await Tool.waitFor("the day picked") { Self.actions(log).last == "> select:Due=2026-12-31 09:30" ? true : nil }
        // Escape closes the calendar, then the hour's + (the top of its spin button) adds an hour.
        #expect(try Tool.run("/usr/bin/xdotool", ["key", "Escape"]).status == 0)
        try await Task.sleep(for: .milliseconds(300))
        try Self.click(atX: due.x + due.width - 64, y: due.y + 16)
        try await Tool.waitFor("the hour set") { Self.actions(log).last == "> select:Due=2026-12-31 10:30" ? true : nil }
        #expect(Self.actions(log).suffix(3) == ["> select:Volume 60%=Full volume", "> select:Due=2026-12-31 09:30", "> select:Due=2026-12-31 10:30"],
                "the popover's opening and closing are no actions")

        // What the person did, replayed by `run`, prints what the window logged.
        let replay = try Tool.run("lifecycle-lab", ["run", "swiftui-gallery", "--seed", "1"] + Self.actions(log).flatMap { ["--do", String($0.dropFirst(2))] })
        #expect(replay.status == 0, "\(replay.error)")
        #expect(replay.output.split(separator: "\n").map(String.init) == Tool.lines(log))

        // The vertical field: Return submits it, Shift+Return starts a line, which no one-line
        // action can say, and is left out of the log.
        let notes = try await Self.control("Notes", kind: "textField", in: map)
        try Self.click(atX: notes.x + notes.width / 2, y: notes.y + notes.height / 2)
        #expect(try Tool.run("/usr/bin/xdotool", ["type", "--delay", "50", "Mi"]).status == 0)
        #expect(try Tool.run("/usr/bin/xdotool", ["key", "--delay", "50", "Return", "shift+Return", "e"]).status == 0)
        try await Tool.waitFor("the last key") { Self.actions(log).last == "> type:Notes=e" ? true : nil }
        #expect(Self.actions(log).suffix(4) == ["> type:Notes=M", "> type:Notes=i", "> submit:Notes", "> type:Notes=e"])
    }
}
