import Foundation
import TestSupport
import Testing

extension GtkTests {
    /// A person's wheel over the real scrolled window moves its adjustment, and the
    /// `.scrollPosition(id:)` binding is written with the first item on screen, as a script's
    /// `scroll:` writes it (issue 32); then a tap on a jump button moves the adjustment as the
    /// proxy says, and the binding follows.
    @Test func aPersonsWheelWritesTheScrollPositionBinding() async throws {
        let (lab, map, log) = try Tool.startLab("scroll-position", seed: 1, experiment: "scroll-to")
        defer { lab.terminate() }
        let jump = try await Tool.waitFor("the jump buttons") { Tool.controls(in: map).first { $0.label == "Jump to 30" } }
        try await Tool.waitFor("the first items") { Tool.lines(log).contains("Item 1 appeared") ? true : nil }
        // Over the column, below the buttons, the wheel turned down a few notches, the window
        // raised first (a window of an earlier test may still lie over it), the pointer coming
        // in from elsewhere, as a hand does.
        for _ in 0..<5 {
            // Where the buttons are now, as the lab last listed them: the window may have moved.
            let button = Tool.controls(in: map).first { $0.label == "Jump to 30" } ?? jump
            let x = button.x + button.width / 2, y = button.y + button.height + 150
            _ = try? Tool.run("/usr/bin/xdotool", ["search", "--name", "^scrollTo and scrollPosition", "windowraise"])
            let wheel = try Tool.run("/usr/bin/xdotool", ["mousemove", "--sync", "1", "1", "mousemove", "--sync", "\(x)", "\(y)",
                                                          "click", "--repeat", "4", "--delay", "30", "5"])
            #expect(wheel.status == 0, "xdotool: \(wheel.error)")
            if try await Tool.poll(for: .seconds(4), { Tool.lines(log).contains { $0.hasPrefix("Top item is now") } ? true : nil }) != nil { break }
        }
        let found = try await Tool.poll(for: .seconds(20)) { Tool.lines(log).last { $0.hasPrefix("Top item is now") } }
        let written = try #require(found, "the binding written by the wheel; the log ends: \(Tool.lines(log).suffix(12))")
        let item = Int(written.split(separator: " ").last ?? "") ?? 0
        #expect(item > 1, "the first item on screen after scrolling down: \(written)")
        #expect(Tool.lines(log).contains("Item \(item) appeared"), "the item the binding names is on screen")
        try await Tool.click("Jump to 30", in: map, until: "the jump") { Tool.lines(log).contains("Top item is now 30") }
        #expect(Tool.lines(log).contains("Item 30 appeared"))
    }
}
