import Experiments
import Foundation
import GtkScenarioFacts
import TestSupport
import Testing

/// Real GTK windows under Xvfb (the README's test command provides the display). These tests run
/// one at a time: the end-to-end test clicks at screen positions, where no other window may be.
@Suite(.serialized, .enabled(if: Tool.hasDisplay || Tool.isCI, "needs an X display: run the tests with scripts/test, which starts Xvfb"))
struct GtkTests {
    // MARK: The renderer's scenarios, each in a process of its own

    /// Runs one scenario of `GtkRendererChecks` in a process of its own and decodes the facts it
    /// printed.
    static func facts<Facts: Decodable>(of scenario: GtkScenario) throws -> Facts {
        let result = try Tool.run("GtkRendererChecks", [scenario.rawValue])
        #expect(result.status == 0, "\(result.error)")
        // GTK reports a call it refused as a critical or a warning and goes on, without what
        // the call was to do: a viewport fitted to fewer rows once kept its old maximum height so.
        // GTK's and its libraries' domains only: an accessibility bridge without a session bus
        // warns under Xvfb too, and that is no call of ours refused.
        let domains = ["Gtk", "Gdk", "GLib", "GLib-GObject", "Pango"]
        let gtkComplaints = result.error.split(separator: "\n").filter { line in
            domains.contains { line.contains("\($0)-CRITICAL **") || line.contains("\($0)-WARNING **") }
        }
        #expect(gtkComplaints.isEmpty, "\(gtkComplaints.joined(separator: "\n"))")
        return try GtkScenario.decode(Facts.self, from: result.output)
    }

    // MARK: gui --log-file equals run

    static let scripts: [(String, [String])] = [
        ("refresh", ["show", "tap:+1#1", "tap:+1#2", "tap:+1#2", "show", "tap:Refresh", "show"]),
        ("navigation", ["tap:@StateObject", "tap:+1", "show", "back", "tap:@StateObject", "show", "back",
                        "tap:@ObservedObject", "tap:+1", "back", "tap:@ObservedObject", "show"]),
        ("sheet", ["tap:Show StateObject Sheet", "tap:+1", "show", "dismiss", "tap:Show StateObject Sheet", "show", "dismiss",
                   "tap:Show ObservedObject Sheet", "tap:+1", "dismiss", "tap:Show ObservedObject Sheet", "show"]),
        ("split-view", ["tap:3", "show", "tap:5", "tap:7", "show"]),
        ("lazy-state", ["tap:@StateObject", "back", "tap:@LazyState", "show", "back", "tap:@State + @Observable", "back"]),
        ("state-init", ["show", "tap:Parent +1", "tap:+", "tap:+#2", "tap:+#3", "tap:+#4", "tap:+#5", "show"]),
        ("toggle", ["toggle:Enabled", "toggle:Enabled#2", "show", "toggle:Enabled", "show"]),
        ("environment-object", ["tap:+1", "show"]),
        ("observable-environment", ["tap:Add book", "tap:Add reader", "show", "tap:Show sheet", "show", "dismiss"]),
        ("custom-publisher", ["tap:+1", "tap:+1#2", "tap:+1#3", "show", "tap:Redraw", "show"]),
        ("subscriptions", ["tap:Post notification", "tap:Release AnyCancellable", "tap:Cancel", "tap:Post notification",
                           "tap:Tick", "tap:Release publisher", "show"]),
        ("stale-sheet", ["tap:Show stale sheet", "show", "tap:Close", "tap:Show fresh sheet", "show", "dismiss",
                         "tap:Show stale sheet", "show"]),
        ("if-else", ["tap:Toggle branch", "show", "tap:Toggle branch", "show"]),
        ("switch", ["tap:Case 2", "tap:Case 2", "tap:Case 3", "show", "tap:Case 1"]),
        ("id", ["tap:Increment view ID", "show", "tap:Increment view ID"]),
        ("if-transition", ["tap:Toggle panel", "show", "tap:Toggle panel", "show", "tap:Toggle panel"]),
        ("opacity", ["tap:Hide", "show", "tap:Show", "show"]),
        ("scroll-vstack", ["show", "scroll:down", "show", "scroll:bottom", "tap:Append", "show", "scroll:up", "tap:Prepend",
                           "scroll:top", "show"]),
        ("lazy-vstack", ["scroll:down", "show", "scroll:bottom", "show", "scroll:up", "tap:Prepend", "scroll:top", "show",
                         "tap:Append", "scroll:bottom", "show"]),
        ("lazy-vgrid", ["scroll:down", "show", "scroll:top", "tap:Prepend", "show", "tap:Append", "scroll:bottom", "show"]),
        ("list", ["scroll:down", "show", "tap:Prepend", "scroll:bottom", "show", "scroll:top", "show"]),
        ("static-list", ["scroll:down", "show", "scroll:bottom", "tap:Show row 30", "show", "scroll:top", "show"]),
        ("tab-view", ["show", "tap:Tab 2", "tap:Tab 1", "show", "tap:Tab 4", "tap:Tab 4", "tap:Tab 2", "show"]),
        ("sheet-item", ["tap:Show Item 1", "show", "tap:Replace with Item 2", "show", "dismiss", "tap:Show Item 2", "show"]),
        ("cover-item", ["tap:Show Item 1", "show", "tap:Replace with Item 2", "show", "dismiss"]),
        ("cover", ["tap:Show cover", "show", "tap:Close cover", "show", "tap:Show cover", "dismiss"]),
        ("popover", ["tap:Show popover", "show", "dismiss", "show", "tap:Show popover", "dismiss"]),
        ("inspector", ["tap:Toggle inspector", "show", "tap:Toggle inspector", "show", "tap:Toggle inspector"]),
        ("navigation-path", ["tap:Push level 1", "tap:Push level 2", "show", "back", "tap:Push level 2", "tap:Push level 3",
                             "tap:Pop to root", "show"]),
        ("swiftui-gallery", ["show", "tap:Restyle", "tap:Save", "tap:Share", "show", "tap:Restyle", "select:Sort by=Date",
                             "select:Plan=Pro", "select:Size=L", "set:Guests: 2=4", "set:Volume=0.3", "show", "tap:Reset…", "show",
                             "tap:Reset", "tap:Reset…", "dismiss", "toggle:Wi-Fi", "toggle:Pinned", "show", "type:Name=ada",
                             "submit:Name", "type:Password=pw", "focus:Name", "show", "select:Arrange=By date", "show",
                             "set:Tip=20", "type:Notes=Milk", "submit:Notes", "type:Tip=5", "type:Name=x", "show",
                             "select:Due=2026-12-31 18:05", "select:Due=2026-12-01 07:00", "show", "select:Volume 60%=Mute", "show",
                             "type:Groceries=sour", "show", "tap:Double-tap to like", "drag:Drag me=30,-12.5", "show"]),
        ("edit-list", ["delete:Banana", "show", "move:Damson=1", "move:Apple=3", "show", "delete:Damson", "show"]),
        ("inbox", ["tap:Open#2", "show", "tap:Open Lunch", "tap:Delete", "tap:Refresh", "show", "tap:Clear…", "show", "dismiss",
                   "tap:Open", "dismiss", "tap:Clear…", "tap:Clear all", "show"]),
        ("picker-switch", ["select:Shape=Square", "select:Shape=Square", "show", "set:Size=0.75", "select:Shape=Star", "show"]),
        ("scroll-to", ["scroll:down", "show", "tap:Top item 20", "show", "tap:Jump to 30", "tap:Center 12", "show", "tap:Reveal 2",
                       "tap:Reveal 2", "scroll:bottom", "show"]),
    ]

    @Test(arguments: [false, true])
    func theGUILogFileEqualsWhatRunPrints(trace: Bool) throws {
        for (experiment, actions) in Self.scripts {
            let options = ["--seed", "3"] + actions.flatMap { ["--do", $0] } + (trace ? ["--trace"] : [])
            let headless = try Tool.run("lifecycle-lab", ["run", experiment] + options)
            #expect(headless.status == 0)
            let log = Tool.temporaryPath("\(experiment).log")
            let gui = try Tool.run("lifecycle-lab", ["gui", experiment, "--log-file", log, "--quit"] + options)
            #expect(gui.status == 0, "\(gui.error)")
            let written = try String(contentsOfFile: log, encoding: .utf8)
            #expect(written == headless.output, "\(experiment)")
            #expect(gui.output == headless.output, "gui prints the log too")
            #expect(written.contains("> "), "\(experiment) ran its script")
        }
    }

    /// A timeline view in a window follows the wall clock: while a script waits, its content is
    /// made again every second, keeping its state (issue 32). Not among the scripts compared
    /// with `run` line for line: by the wall clock, a tick may fall either side of an action.
    @Test func aTimelineViewTicksByTheWallClockInAWindow() throws {
        let log = Tool.temporaryPath("timeline-view.log")
        let gui = try Tool.run("lifecycle-lab", ["gui", "timeline-view", "--seed", "3", "--log-file", log, "--quit", "--do", "wait:2.5", "--do", "show"])
        #expect(gui.status == 0, "\(gui.error)")
        let shown = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(shown.contains("| state #1"), "the same card throughout")
        #expect(shown.contains("| Seconds: 2") || shown.contains("| Seconds: 3"), "\(shown)")
    }

    /// Issue 32: `tap:` on a view with a double-tap gesture and `drag:` go through GTK's own
    /// recognisers (`GtkGestureMultiPress` counting two presses, `GtkGestureDrag` following ten
    /// moves), reached by pointer events sent through the main loop, and print what `run` prints:
    /// the gesture's actions, the `@GestureState` offset followed by the body at each move and
    /// reset at the release. A drag too short for its minimum distance ends nothing in either.
    @Test func gesturesDrivenThroughGTKsRecognisersPrintWhatRunPrints() throws {
        let actions = ["tap:Double-tap to like", "drag:Drag me=30,-12.5", "drag:Drag me=-4,3", "tap:Double-tap to like", "show"]
        let options = ["--seed", "3", "--trace"] + actions.flatMap { ["--do", $0] }
        let headless = try Tool.run("lifecycle-lab", ["run", "swiftui-gallery"] + options)
        #expect(headless.status == 0)
        let lines = headless.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix("· ") && !$0.hasPrefix("| ") }.suffix(8) == [
            "> tap:Double-tap to like", "liked 1", "> drag:Drag me=30,-12.5", "dropped at 30,-12", "> drag:Drag me=-4,3", "> tap:Double-tap to like", "liked 2", "> show",
        ])
        #expect(lines.contains("| Likes 2, offset 30,-12"))
        let log = Tool.temporaryPath("gestures.log")
        let gui = try Tool.run("lifecycle-lab", ["gui", "swiftui-gallery", "--log-file", log, "--quit"] + options)
        #expect(gui.status == 0, "\(gui.error)")
        #expect(!gui.error.contains("CRITICAL"), "\(gui.error)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == headless.output)
    }

    /// Issue 30: a release chosen with `--behavior` is followed in a window as in `run`, and named
    /// in the traced log's first line in both.
    @Test(arguments: [("tab-view", "ios17", ["tap:Tab 2", "show"]), ("lazy-vstack", "ios16", ["scroll:down", "scroll:top"]), ("lazy-state", "ios27", ["tap:@State + @Observable", "back"])])
    func aChosenReleaseIsFollowedInTheWindowAsHeadless(experiment: String, release: String, actions: [String]) throws {
        let options = ["--seed", "3", "--trace", "--behavior", release] + actions.flatMap { ["--do", $0] }
        let headless = try Tool.run("lifecycle-lab", ["run", experiment] + options)
        #expect(headless.status == 0)
        #expect(headless.output.hasPrefix("· behavior \(release)\n"))
        let log = Tool.temporaryPath("\(experiment)-\(release).log")
        let gui = try Tool.run("lifecycle-lab", ["gui", experiment, "--log-file", log, "--quit"] + options)
        #expect(gui.status == 0, "\(gui.error)")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == headless.output, "\(experiment) under \(release)")
    }

    /// Random scripts made of each experiment's actions, in any order (so some fail, which must
    /// fail the same way): the window and the headless run still print the same.
    @Test func randomScriptsPrintTheSameInTheGUIAsHeadless() throws {
        var generator = SplitMix64(seed: 20261123)
        for _ in 0..<4 {
            let (experiment, known) = Self.scripts[Int(generator.next() % UInt64(Self.scripts.count))]
            let vocabulary = Array(Set(known)) .sorted() + ["show", "back", "dismiss"]
            let actions = (0..<(3 + Int(generator.next() % 8))).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }
            let options = ["--seed", "5"] + actions.flatMap { ["--do", $0] }
            let headless = try Tool.run("lifecycle-lab", ["run", experiment] + options)
            let log = Tool.temporaryPath("random-\(experiment).log")
            let gui = try Tool.run("lifecycle-lab", ["gui", experiment, "--log-file", log, "--quit"] + options)
            let context = "\(experiment) \(actions)"
            #expect(gui.status == headless.status, "\(context)")
            #expect(Tool.lines(log) == headless.output.split(separator: "\n").map(String.init), "\(context)")
            #expect(gui.error.split(separator: "\n").last == headless.error.split(separator: "\n").last, "the same error line: \(context)")
        }
    }

    @Test func aScreenshotShowsTheExperimentsWindowsWithTheirSheets() throws {
        let presented = Tool.temporaryPath("sheet.png")
        let dismissed = Tool.temporaryPath("dismissed.png")
        let script = ["gui", "sheet", "--seed", "1", "--do", "tap:Show StateObject Sheet"]
        let withSheet = try Tool.run("lifecycle-lab", script + ["--screenshot", presented, "--quit"])
        let withoutSheet = try Tool.run("lifecycle-lab", script + ["--do", "dismiss", "--screenshot", dismissed, "--quit"])
        #expect(withSheet.status == 0, "\(withSheet.error)")
        #expect(withoutSheet.status == 0, "\(withoutSheet.error)")
        let png = try Data(contentsOf: URL(fileURLWithPath: presented))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(Self.pngSize(png) == Self.pngSize(try Data(contentsOf: URL(fileURLWithPath: dismissed))), "the sheet lies over its window")
        // A sheet lies over the experiment, near its window's top left: its header bar darkens a
        // band there.
        let sheetBand = try Self.brightness(ofBandIn: presented)
        let plainBand = try Self.brightness(ofBandIn: dismissed)
        #expect(plainBand - sheetBand > 0.05, "the presented sheet is in the picture (\(sheetBand) against \(plainBand))")
    }

    /// The mean brightness, 0 to 1, of a band where a sheet's header bar lies: 250 to 400 pixels
    /// from the window's left, 100 to 120 from its top.
    static func brightness(ofBandIn path: String) throws -> Double {
        let result = try Tool.run("/usr/bin/convert", [path, "-gravity", "northwest", "-crop", "150x20+250+100", "+repage", "-format", "%[fx:mean]", "info:"])
        return try #require(Double(result.output.trimmingCharacters(in: .whitespacesAndNewlines)), "convert: \(result.error)")
    }

    /// Width and height from a PNG's header.
    static func pngSize(_ png: Data) -> (Int, Int) {
        guard png.count >= 24 else { return (0, 0) }
        let bytes = [UInt8](png[16..<24])
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(0), number(4))
    }

    @Test func aFailingActionInTheWindowExitsWithStatus2() throws {
        let result = try Tool.run("lifecycle-lab", ["gui", "refresh", "--do", "tap:Nope", "--quit"])
        #expect(result.status == 2)
        #expect(result.error.contains("no visible button or link labelled \"Nope\""))
    }

    // MARK: The lab, clicked with a real pointer

    @Test func theLabAnswersRealPointerClicks() async throws {
        let (lab, map, log) = try Tool.startLab("lab", seed: 1)
        defer { lab.terminate() }

        try await Tool.waitFor("the lab's controls") { Tool.controls(in: map).first { $0.label == "Refresh" } }
        try await Tool.waitFor("the first experiment's objects") { Tool.lines(log).contains("type:StateObject id:746 init") ? true : nil }

        // The lab's first click can land before its window takes input, on a busy machine (a CI
        // run lost it once): clicked again only if nothing came of it in eight seconds.
        try await Tool.click("Refresh", in: map, until: "the refresh") { Tool.lines(log).contains("type:Observed id:567 deinit") }
        #expect(Tool.lines(log) == [
            "type:Observed id:567 init",
            "type:StateObject id:746 init",
            "> tap:Refresh",
            "type:Observed id:971 init",
            "type:Observed id:567 deinit",
        ], "the click is logged as the action it is")

        // Picking another experiment tears this one down, then starts the next fresh.
        // Each click again only if nothing came of it in eight seconds, as the first: under CI's
        // load a click on a control the map lists as it is laid out can be lost.
        try await Tool.click("Navigation: pushing and popping the counters", in: map, until: "the navigation experiment") { Tool.lines(log).count >= 8 }
        #expect(Array(Tool.lines(log).dropFirst(5)) == [
            "type:StateObject id:746 deinit",
            "type:Observed id:971 deinit",
            "type:Observed id:567 init",
        ])

        try await Tool.waitFor("the navigation list") { Tool.controls(in: map).first { $0.label == "@StateObject" } }
        try await Tool.click("@StateObject", in: map, until: "the pushed page") { Tool.lines(log).count >= 10 }
        #expect(Array(Tool.lines(log).suffix(2)) == ["> tap:@StateObject", "type:StateObject id:746 init"])

        // Restart tears the experiment down, page and all, and starts it afresh.
        try await Tool.click("Restart", in: map, until: "the restart") { Tool.lines(log).count >= 13 }
        #expect(Array(Tool.lines(log).dropFirst(10)) == [
            "type:StateObject id:746 deinit",
            "type:Observed id:567 deinit",
            "type:Observed id:567 init",
        ])
    }

    @Test func aFailingActionInTheLabExitsWithStatus2() throws {
        let result = try Tool.run("lifecycle-lab", ["gui", "--do", "tap:Nope", "--quit"])
        #expect(result.status == 2)
        #expect(result.error.contains("no visible button or link labelled \"Nope\""))
    }
}

/// Running the package's executables and X tools, and waiting for what they write.
enum Tool {
    static var hasDisplay: Bool { !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty }
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    static func run(_ name: String, _ arguments: [String]) throws -> ProcessResult {
        try runProcess(name, arguments)
    }

    static func start(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        try startProcess(name, arguments, environment: environment)
    }

    /// Starts the lab as a person uses it, writing its log and its map of controls to fresh files
    /// named after `name`; returns the process and the two paths.
    /// Opens the lab, or with `experiment` that experiment's own window, listing its controls'
    /// places in `map` and logging to `log`. A script's `actions` run first.
    static func startLab(_ name: String, seed: Int, experiment: String? = nil, actions: [String] = []) throws -> (lab: Process, map: String, log: String) {
        let map = temporaryPath("\(name)-controls.txt")
        let log = temporaryPath("\(name).log")
        for path in [map, log] { try? FileManager.default.removeItem(atPath: path) }
        let arguments = ["gui"] + (experiment.map { [$0] } ?? []) + ["--seed", "\(seed)", "--log-file", log] + actions.flatMap { ["--do", $0] }
        let lab = try start("lifecycle-lab", arguments, environment: ["LIFECYCLE_LAB_CONTROL_MAP": map])
        return (lab, map, log)
    }

    static func temporaryPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-lab-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    static func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    struct Control {
        var kind: String
        var label: String
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The controls the lab lists in its control map (`LIFECYCLE_LAB_CONTROL_MAP`).
    static func controls(in path: String) -> [Control] {
        lines(path).compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, let x = Int(fields[2]), let y = Int(fields[3]), let width = Int(fields[4]), let height = Int(fields[5]) else { return nil }
            return Control(kind: fields[0], label: fields[1], x: x, y: y, width: width, height: height)
        }
    }

    /// Moves the real pointer to the middle of the control and clicks, as a person would.
    static func click(_ label: String, occurrence: Int = 1, in map: String) throws {
        let matching = controls(in: map).filter { $0.label == label }
        let control = try #require(matching.count >= occurrence ? matching[occurrence - 1] : nil, "no control \(label) #\(occurrence) on screen")
        // In from elsewhere, as a hand moves: a button whose pointer grab ended (a popover closed,
        // a window over it went) counts the pointer as inside only after it enters again.
        let result = try run("/usr/bin/xdotool", ["mousemove", "--sync", "1", "1", "mousemove", "--sync", "\(control.x + control.width / 2)", "\(control.y + control.height / 2)", "click", "1"])
        #expect(result.status == 0, "xdotool: \(result.error)")
    }

    /// Clicks the control, and again while `done` does not hold eight seconds later: on a busy
    /// machine a click that lands while the lab is still switching experiments can be lost.
    static func click(_ label: String, occurrence: Int = 1, in map: String, until what: String, _ done: () -> Bool) async throws {
        for _ in 0..<3 {
            try click(label, occurrence: occurrence, in: map)
            if try await poll(for: .seconds(8), { done() ? true : nil }) != nil { return }
        }
        try await waitFor(what) { done() ? true : nil }
    }

    /// Polls `condition` until it gives a value; fails after a generous deadline.
    @discardableResult
    static func waitFor<T>(_ what: String, _ condition: () -> T?) async throws -> T {
        if let value = try await poll(for: .seconds(20), condition) { return value }
        Issue.record("timed out waiting for \(what)")
        throw CancellationError()
    }

    /// Polls `condition` every 50 ms until it gives a value, for `duration` and at least as many
    /// polls as fit in it: the other suites' tests wait for their processes on the same few
    /// threads, and a poll starved past the deadline must not count as one that looked and failed.
    static func poll<T>(for duration: Duration, _ condition: () -> T?) async throws -> T? {
        let interval = Duration.milliseconds(50)
        let deadline = ContinuousClock.now + duration
        var pollsLeft = Int(duration / interval)
        while true {
            if let value = condition() { return value }
            pollsLeft -= 1
            if pollsLeft <= 0, ContinuousClock.now >= deadline { return nil }
            try await Task.sleep(for: interval)
        }
    }
}
