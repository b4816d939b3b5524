import Foundation
import TestSupport
import Testing

extension GtkTests {
    /// Clicks with the real pointer at (`x`, `y`) on the screen, with `button` (3: the right one),
    /// coming in from elsewhere as a hand moves.
    static func click(atX x: Int, y: Int, button: Int = 1) throws {
        let result = try Tool.run("/usr/bin/xdotool", ["mousemove", "--sync", "1", "1", "mousemove", "--sync", "\(x)", "\(y)", "click", "\(button)"])
        #expect(result.status == 0, "xdotool: \(result.error)")
    }

    /// The control labelled `label` on the map, waited for.
    static func control(_ label: String, kind: String? = nil, in map: String) async throws -> Tool.Control {
        try await Tool.waitFor("the control \(label)") { Tool.controls(in: map).first { $0.label == label && (kind == nil || $0.kind == kind) } }
    }

    /// The actions a person's input was logged as, in order.
    static func actions(_ log: String) -> [String] {
        Tool.lines(log).filter { $0.hasPrefix("> ") }
    }

    /// Issue 32, in the gallery's own window with the real pointer and keyboard: a click on the
    /// GtkSwitch and on the GtkToggleButton is logged as `toggle:`; typing into the search field
    /// filters the groceries and is logged as `type:`; a right click on the volume opens its menu
    /// at the click, and its item runs and is logged as `select:`.
    @Test func aPersonsUseOfTheGallerysControlsIsLoggedAsTheirActions() async throws {
        let (lab, map, log) = try Tool.startLab("gallery-person", seed: 1, experiment: "swiftui-gallery")
        defer { lab.terminate() }
        let wifi = try await Self.control("Wi-Fi", kind: "toggle", in: map)
        try await Tool.waitFor("the gallery's log") { Tool.lines(log).contains("Conditional state created") ? true : nil }

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
        try Self.click(atX: volume.x + volume.width / 2, y: volume.y + volume.height / 2, button: 3)
        try await Task.sleep(for: .milliseconds(500))
        _ = try Tool.run("/usr/bin/import", ["-window", "root", "/tmp/gd/context.png"])
    }
}
