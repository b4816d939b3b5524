import Foundation
import TestSupport
import Testing

/// The command line of RUNNER.md, run as a script would run it.
@Suite struct CommandLineTests {
    /// Runs the command without a display, as CI and scripts do.
    func lab(_ arguments: String...) throws -> ProcessResult {
        try lab(arguments)
    }

    func lab(_ arguments: [String]) throws -> ProcessResult {
        try runProcess("lifecycle-lab", arguments, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    }

    @Test func listPrintsIDTabTitle() throws {
        let result = try lab("list")
        #expect(result.status == 0)
        let ids = result.lines.map { $0.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? "" }
        #expect(ids == ["refresh", "navigation", "sheet", "split-view", "lazy-state", "state-init", "toggle", "environment-object", "observable-environment", "custom-publisher", "subscriptions", "stale-sheet", "if-else", "switch", "id", "if-transition", "opacity", "scroll-vstack", "lazy-vstack", "lazy-vgrid", "list", "static-list", "tab-view", "sheet-item", "cover-item", "cover", "popover", "inspector", "navigation-path", "swiftui-gallery", "picker-switch", "edit-list", "timeline-view", "scroll-to", "inbox"])
        #expect(result.lines.allSatisfy { $0.split(separator: "\t").count == 2 })
    }

    @Test func runPrintsTheLogAndWhatIsShown() throws {
        let result = try lab("run", "refresh", "--seed", "1", "--do", "show", "--do", "tap:Refresh", "--do", "show")
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.lines == Transcripts.refreshShowTapRefreshShow)
    }

    @Test func traceAndJSONLines() throws {
        let result = try lab("run", "navigation", "--seed", "1", "--trace", "--format", "jsonl", "--do", "tap:@StateObject")
        #expect(result.status == 0)
        #expect(result.lines.contains(#"{"type":"action","action":"tap:@StateObject"}"#))
        #expect(result.lines.contains(#"{"type":"log","line":"type:StateObject id:746 init"}"#))
        #expect(result.lines.contains { $0.hasPrefix(#"{"type":"trace","event":"install","view":"CountViewState","path":"#) })
    }

    @Test(arguments: [
        (["run", "nope"], "unknown experiment \"nope\"; known experiments: refresh, navigation, sheet, split-view, lazy-state, state-init, toggle, environment-object, observable-environment, custom-publisher"),
        (["run", "refresh", "--do", "jump"], "malformed action \"jump\""),
        (["run", "refresh", "--do", "tap:"], "malformed action \"tap:\""),
        (["run", "refresh", "--do", "wait:-1"], "malformed action \"wait:-1\""),
        (["run", "refresh", "--do", "wait:soon"], "malformed action \"wait:soon\""),
        (["run", "refresh", "--do", "tap:Nope"], "no visible button or link labelled \"Nope\"; visible button or link labels: \"Refresh\", \"+1\", \"+1\""),
        (["run", "refresh", "--do", "tap:+1#3"], "button or link #3 labelled \"+1\" does not exist"),
        (["run", "refresh", "--do", "toggle:Refresh"], "no visible toggle labelled \"Refresh\""),
        (["run", "refresh", "--do", "type:Name"], "malformed action \"type:Name\": expected type:LABEL=TEXT"),
        (["run", "refresh", "--do", "type:Name="], "malformed action \"type:Name=\": the text to type is empty"),
        (["run", "refresh", "--do", "type:Name=Bob"], "cannot perform \"type:Name=Bob\": no visible text field labelled \"Name\"; visible text field labels: none"),
        (["run", "navigation", "--do", "back"], "nothing to go back from"),
        (["run", "sheet", "--do", "dismiss"], "nothing to dismiss: no sheet, full-screen cover or popover is presented"),
        (["run", "refresh", "--do", "scroll:down"], "cannot perform \"scroll:down\": nothing to scroll: no scroll view is shown"),
        (["run", "scroll-vstack", "--do", "scroll:left"], "malformed action \"scroll:left\": expected scroll:down, scroll:up, scroll:top or scroll:bottom"),
        (["run", "scroll-vstack", "--viewport-rows", "0"], "--viewport-rows must be at least 1"),
        (["run", "scroll-vstack", "--viewport-rows", "-3"], "--viewport-rows must be at least 1"),
        (["run", "lazy-vgrid", "--grid-width", "0"], "--grid-width must be from 1 to 100000"),
        (["run", "tab-view", "--behavior", "ios19"], "unknown --behavior \"ios19\"; the releases are ios16, ios17, ios18, ios26, ios27"),
        (["gui", "tab-view", "--behavior", "iOS 18"], "unknown --behavior \"iOS 18\"; the releases are ios16, ios17, ios18, ios26, ios27"),
        (["run", "refresh", "--seed", "x"], "--seed"),
        (["run", "refresh", "--format", "xml"], "--format"),
        (["run"], "Missing expected argument '<experiment>'"),
        (["bench", "--rendering", "xrender"], "--rendering"),
        (["bench", "--report-from", "bench.json"], "--report-from writes the Markdown report: give --markdown"),
        (["bench", "--report-from", "/nonexistent/bench.json", "--markdown", "/tmp/bench.md"], "cannot read /nonexistent/bench.json"),
        (["bench", "--report-from", "Package.swift", "--markdown", "/tmp/bench.md"], "Package.swift is not the JSON of a benchmark run"),
        (["gui", "refresh"], "lifecycle-lab run"),
        ([], "lifecycle-lab run"),
    ])
    func badInputExitsWithStatus2AndOneLine(arguments: [String], message: String) throws {
        let process = try lab(arguments)
        #expect(process.status == 2)
        #expect(process.error.hasPrefix("lifecycle-lab: error: "))
        #expect(process.error.contains(message))
        #expect(process.error.split(separator: "\n").count == 1, "one line: \(process.error)")
    }

    /// Issue 30: `--behavior` names its release in the trace's first line, and only there, so
    /// that the output without `--trace` stays what it was.
    @Test func aChosenReleaseOpensTheTraceAndNothingElse() throws {
        let traced = try lab("run", "tab-view", "--seed", "1", "--behavior", "ios17", "--trace")
        #expect(traced.status == 0)
        #expect(traced.lines.first == "· behavior ios17")
        #expect(traced.lines.filter { $0.hasPrefix("· behavior") }.count == 1)
        let plain = try lab("run", "tab-view", "--seed", "1", "--behavior", "ios17")
        #expect(plain.lines == traced.lines.filter { !$0.hasPrefix("· ") }, "without --trace, the log alone")
        #expect(plain.lines.filter { $0.hasSuffix("state created") } == ["Tab 1 state created", "Tab 2 state created", "Tab 3 state created", "Tab 4 state created"],
                "iOS 17 builds every tab at the first show")
        let standard = try lab("run", "tab-view", "--seed", "1", "--trace")
        #expect(standard.lines.first?.hasPrefix("· behavior") == false, "no release chosen, none named")
        let json = try lab("run", "tab-view", "--seed", "1", "--behavior", "ios16", "--trace", "--format", "jsonl")
        #expect(json.lines.first == #"{"type":"behavior","release":"ios16"}"#)
    }

    @Test func anActionThatFailsKeepsWhatCameBefore() throws {
        let result = try lab("run", "refresh", "--seed", "1", "--do", "tap:Refresh", "--do", "tap:Nope", "--do", "show")
        #expect(result.status == 2)
        #expect(result.lines.last == "> tap:Nope")
        #expect(!result.lines.contains("> show"))
    }

    @Test func aTypeActionIsEchoedAsGiven() throws {
        let result = try lab("run", "refresh", "--seed", "1", "--do", "type:Full name#2=a=b c")
        #expect(result.status == 2, "refresh has no text field")
        #expect(result.lines.last == "> type:Full name#2=a=b c", "the echo keeps the label, the number and everything after the first =")
    }

    /// RUNNER.md: an option a picker does not have lists its options, a value outside a slider's
    /// range says the range, and either exits with status 2 after the echo of the action.
    @Test func aBadChoiceOrValueSaysWhatWouldHaveWorked() throws {
        let option = try lab("run", "picker-switch", "--seed", "1", "--do", "select:Shape=Hexagon")
        #expect(option.status == 2)
        #expect(option.lines.last == "> select:Shape=Hexagon")
        #expect(option.error.contains(#"the picker labelled "Shape" has no option "Hexagon"; its options: "Circle", "Square", "Star""#))
        let value = try lab("run", "picker-switch", "--seed", "1", "--do", "set:Size=2")
        #expect(value.status == 2)
        #expect(value.error.contains(#"2 is outside the range of the slider labelled "Size": it takes 0 to 1"#))
        let malformed = try lab("run", "picker-switch", "--seed", "1", "--do", "set:Size=big")
        #expect(malformed.status == 2)
        #expect(malformed.error.contains("expected set:LABEL=NUMBER"))
    }

    /// RUNNER.md: `delete:` or `move:` on a list without `.onDelete` or `.onMove` is an error.
    @Test func editingAListThatCannotBeEditedSaysSo() throws {
        let none = try lab("run", "list", "--seed", "1", "--do", "delete:Row 1")
        #expect(none.status == 2)
        #expect(none.error.contains("nothing to delete: no row on screen is in a ForEach with .onDelete"))
        let missing = try lab("run", "edit-list", "--seed", "1", "--do", "move:Kiwi=1")
        #expect(missing.status == 2)
        #expect(missing.error.contains(#"no visible row to move shows "Kiwi""#))
        let malformed = try lab("run", "edit-list", "--seed", "1", "--do", "move:Apple=first")
        #expect(malformed.status == 2)
        #expect(malformed.error.contains("expected move:LABEL=N"))
    }

    @Test(arguments: [["--help"], ["help"], ["run", "--help"], ["help", "gui"]])
    func helpExitsCleanly(arguments: [String]) throws {
        let result = try lab(arguments)
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: lifecycle-lab"))
    }
}
