import Foundation
import TestSupport
import Testing

extension GtkTests {
    // MARK: A person's input in the log, and Copy as Command (issue 11)

    /// Clicks made with the real pointer are logged as the actions a script would write, and
    /// "Copy as Command" copies a `run` command that prints the same log.
    @Test func aPersonsClicksAreLoggedAsActionsAndCopyAsCommandReplaysThem() async throws {
        let (lab, map, log) = try Tool.startLab("person", seed: 4)
        defer { lab.terminate() }

        try await Tool.waitFor("the lab's controls") { Tool.controls(in: map).first { $0.label == "Refresh" } }
        try await Tool.waitFor("the first experiment") { Tool.lines(log).count >= 2 ? true : nil }
        try await Tool.click("+1", occurrence: 2, in: map, until: "the first click") { Tool.lines(log).contains("> tap:+1#2") }
        try Tool.click("+1", in: map)
        try await Tool.waitFor("the second click") { Tool.lines(log).contains("> tap:+1") ? true : nil }
        try Tool.click("Refresh", in: map)
        try await Tool.waitFor("the refresh") { Tool.lines(log).contains { $0.hasSuffix(" deinit") } ? true : nil }
        #expect(Tool.lines(log).filter { $0.hasPrefix("> ") } == ["> tap:+1#2", "> tap:+1", "> tap:Refresh"],
                "the log reads as a script's would")

        try Tool.click("Copy as Command", in: map)
        let command = try await Tool.waitFor("the clipboard") { () -> String? in
            let pasted = (try? runProcess("/usr/bin/xclip", ["-selection", "clipboard", "-o"]))?.output ?? ""
            return pasted.hasPrefix("lifecycle-lab run") ? pasted : nil
        }
        #expect(command == "lifecycle-lab run refresh --seed 4 --do tap:+1#2 --do tap:+1 --do tap:Refresh")

        let words = command.split(separator: " ").map(String.init).dropFirst()
        let replay = try Tool.run("lifecycle-lab", Array(words))
        #expect(replay.status == 0)
        #expect(replay.output.split(separator: "\n").map(String.init) == Tool.lines(log), "the command prints what the person's run logged")
    }
}

extension GtkTests {
    /// A geometry reader over a button (`.overlay { GeometryReader … }`, as code measuring a view
    /// writes it) takes none of a person's clicks, as SwiftUI's takes none: the real pointer's
    /// click on the gallery's Restyle button restyles. A `GtkLayout`'s own windows would take it.
    @Test func clicksPassThroughAGeometryReaderOverAButton() async throws {
        let (lab, map, log) = try Tool.startLab("gallery-click", seed: 1, experiment: "swiftui-gallery")
        defer { lab.terminate() }
        try await Tool.waitFor("the gallery's controls") { Tool.controls(in: map).first { $0.label == "Restyle" } }
        try await Tool.click("Restyle", in: map, until: "the click on Restyle") { Tool.lines(log).contains("> tap:Restyle") }
        // Restyling makes the conditional view anew.
        try await Tool.waitFor("the restyled conditional view") { Tool.lines(log).filter { $0 == "Conditional state created" }.count >= 2 ? true : nil }
    }
}

extension GtkTests {
    /// A person's click on a segment of a picker is logged as the `select:` a script would write,
    /// and switches the identity the script's would (issue 32).
    @Test func aPersonsChoiceOfASegmentIsLoggedAsASelect() async throws {
        let (lab, map, log) = try Tool.startLab("picker-click", seed: 1, experiment: "picker-switch")
        defer { lab.terminate() }
        try await Tool.waitFor("the picker") { Tool.controls(in: map).first { $0.label == "Shape" } }
        // The middle of the row of three segments is the middle segment's.
        try await Tool.click("Shape", in: map, until: "the click on Square") { Tool.lines(log).contains("> select:Shape=Square") }
        try await Tool.waitFor("the square's card") { Tool.lines(log).contains("Square state created") ? true : nil }
        try await Tool.waitFor("the circle's release") { Tool.lines(log).contains("Circle state released") ? true : nil }
    }
}

extension GtkTests {
    /// A button's keyboard shortcut is an accelerator of its window, Command as Ctrl: Ctrl+R
    /// clicks the gallery's Restyle, logged as the tap a script would write (issue 32).
    @Test func aKeyboardShortcutClicksItsButton() async throws {
        let (lab, map, log) = try Tool.startLab("shortcut", seed: 1, experiment: "swiftui-gallery")
        defer { lab.terminate() }
        try await Tool.waitFor("the gallery's controls") { Tool.controls(in: map).first { $0.label == "Restyle" } }
        try Self.press(["ctrl+r"], inWindowTitled: "SwiftUI gallery: the look, and what restyling keeps")
        try await Tool.waitFor("the shortcut's tap") { Tool.lines(log).contains("> tap:Restyle") ? true : nil }
        try await Tool.waitFor("the restyled conditional view") { Tool.lines(log).filter { $0 == "Conditional state created" }.count >= 2 ? true : nil }
    }
}

extension GtkTests {
    /// Moving the keyboard's focus through the sidebar starts nothing; Enter does.
    @Test func tabAndArrowsInTheSidebarDoNotChangeTheExperiment() async throws {
        let (lab, map, log) = try Tool.startLab("focus", seed: 1)
        defer { lab.terminate() }
        let navigation = "Navigation: pushing and popping the counters"
        try await Tool.waitFor("the lab's controls") { Tool.controls(in: map).first { $0.label == navigation } }
        try await Tool.waitFor("the first experiment") { Tool.lines(log).count >= 2 ? true : nil }
        try Tool.click(navigation, in: map)
        try await Tool.waitFor("the navigation experiment") { Tool.lines(log).count >= 5 ? true : nil }
        let before = Tool.lines(log)

        for keys in [["Down", "Down"], ["Tab"], ["Up"], ["shift+Tab"], ["Tab", "Tab"]] {
            #expect(try Tool.run("/usr/bin/xdotool", ["key"] + keys).status == 0)
        }
        try await Task.sleep(for: .milliseconds(600))
        #expect(Tool.lines(log) == before, "focus moved, and no experiment was torn down or started")
    }
}

extension GtkTests {
    /// Presses `keys` in the window titled `title`, focused first as a click would focus it.
    static func press(_ keys: [String], inWindowTitled title: String) throws {
        // The title as it is: an alert's ends in a question mark, which a pattern reads otherwise.
        let found = try Tool.run("/usr/bin/xdotool", ["search", "--name", "^\(NSRegularExpression.escapedPattern(for: title))$"])
        let window = try #require(found.output.split(separator: "\n").last.map(String.init), "no window titled \(title)")
        #expect(try Tool.run("/usr/bin/xdotool", ["windowfocus", "--sync", window]).status == 0)
        #expect(try Tool.run("/usr/bin/xdotool", ["key", "--clearmodifiers"] + keys).status == 0)
    }

    /// Alt+Left goes back and Escape closes the top sheet, logged as `back` and `dismiss`.
    @Test(arguments: [
        ("navigation", "tap:@StateObject", "Navigation: pushing and popping the counters", "alt+Left", "> back"),
        ("sheet", "tap:Show StateObject Sheet", "CountViewState", "Escape", "> dismiss"),
    ])
    func keyboardShortcutsGoBackAndCloseTheSheetAsAPersonWould(experiment: String, action: String, window: String, key: String, logged: String) async throws {
        let log = Tool.temporaryPath("keys-\(experiment).log")
        try? FileManager.default.removeItem(atPath: log)
        let program = try Tool.start("lifecycle-lab", ["gui", experiment, "--seed", "1", "--log-file", log, "--do", action])
        defer { program.terminate() }
        try await Tool.waitFor("the page or sheet") { Tool.lines(log).contains { $0.hasPrefix("type:StateObject") } ? true : nil }
        try await Task.sleep(for: .milliseconds(300))
        try Self.press([key], inWindowTitled: window)
        try await Tool.waitFor("the key's effect") { Tool.lines(log).contains { $0.hasSuffix("deinit") } ? true : nil }
        let lines = Tool.lines(log)
        #expect(Array(lines.suffix(2)) == [logged, lines.last ?? ""] && lines.last?.hasPrefix("type:StateObject") == true,
                "logged as the action, then the page's or sheet's object released: \(lines)")
    }
}

extension GtkTests {
    /// A person's click on a tab's button shows the tab and is logged as tapping the tab by its label.
    @Test func aPersonsClickOnATabIsLoggedAsTappingIt() async throws {
        // The experiment's own window: the lab's sidebar is another test's.
        let (lab, map, log) = try Tool.startLab("tabs", seed: 2, experiment: "tab-view")
        defer { lab.terminate() }
        try await Tool.waitFor("the tab view") { Tool.controls(in: map).first { $0.label == "Tab 2" } }
        try await Tool.waitFor("the first tab") { Tool.lines(log).contains("Tab 1 task started") ? true : nil }
        // Clicked again if lost, as a click landing while the window still lays out its first
        // tab can be on a busy machine; the map is read anew for each click.
        try await Tool.click("Tab 2", in: map, until: "the second tab") { Tool.lines(log).contains("Tab 2 task started") }
        let tail = Array(Tool.lines(log).drop { $0 != "> tap:Tab 2" })
        #expect(tail == ["> tap:Tab 2", "Tab 2 state created", "Tab 1 disappeared", "Tab 1 task cancelled", "Tab 2 appeared", "Tab 2 task started"])
    }
}
