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
        let x = jump.x + jump.width / 2, y = jump.y + jump.height + 150
        for _ in 0..<5 {
            _ = try? Tool.run("/usr/bin/xdotool", ["search", "--name", "^scrollTo and scrollPosition", "windowraise"])
            let wheel = try Tool.run("/usr/bin/xdotool", ["mousemove", "--sync", "1", "1", "mousemove", "--sync", "\(x)", "\(y)",
                                                          "click", "--repeat", "4", "--delay", "30", "5"])
            #expect(wheel.status == 0, "xdotool: \(wheel.error)")
            if try await Tool.poll(for: .seconds(4), { Tool.lines(log).contains { $0.hasPrefix("Top item is now") } ? true : nil }) != nil { break }
        }
        let written = try await Tool.waitFor("the binding written by the wheel") {
            Tool.lines(log).last { $0.hasPrefix("Top item is now") }
        }
        let item = Int(written.split(separator: " ").last ?? "") ?? 0
        #expect(item > 1, "the first item on screen after scrolling down: \(written)")
        #expect(Tool.lines(log).contains("Item \(item) appeared"), "the item the binding names is on screen")
        try await Tool.click("Jump to 30", in: map, until: "the jump") { Tool.lines(log).contains("Top item is now 30") }
        #expect(Tool.lines(log).contains("Item 30 appeared"))
    }
}
