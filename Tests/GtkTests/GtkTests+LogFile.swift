import Foundation
import GtkScenarioFacts
import TestSupport
import Testing

extension GtkTests {
    // MARK: Writing the log (issue 10)

    /// `gui … --quit` through bash, so that redirections and process substitution apply.
    func gui(_ arguments: String) throws -> ProcessResult {
        let executable = builtExecutable("lifecycle-lab").path
        return try runProcess("/bin/bash", ["-c", "\"$0\" gui refresh --seed 1 --do show --quit \(arguments)", executable])
    }

    @Test func aGUIWhoseStandardOutputIsFullExitsWith2() throws {
        let result = try gui(">/dev/full")
        #expect(result.status == 2)
        #expect(result.error.split(separator: "\n").last == "lifecycle-lab: error: cannot write to standard output: No space left on device")
    }

    @Test func theLogFileIsWrittenThroughWhatIsAtItsPath() throws {
        let expected = try Tool.run("lifecycle-lab", ["run", "refresh", "--seed", "1", "--do", "show"]).output

        // A link: its target gets the log, and the link stays a link.
        let target = Tool.temporaryPath("target.log")
        let link = Tool.temporaryPath("link.log")
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try gui("--log-file '\(link)' >/dev/null").status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == expected)

        // A FIFO: its reader gets the log.
        let fifo = Tool.temporaryPath("log.fifo")
        try? FileManager.default.removeItem(atPath: fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Tool.temporaryPath("from-fifo.log")
        let reader = try runProcess("/bin/bash", ["-c", "cat '\(fifo)' > '\(received)' & \"$0\" gui refresh --seed 1 --do show --quit --log-file '\(fifo)' >/dev/null; wait", builtExecutable("lifecycle-lab").path])
        #expect(reader.status == 0)
        #expect(try String(contentsOfFile: received, encoding: .utf8) == expected)
        var status = stat()
        #expect(stat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO, "still a FIFO")

        // Process substitution: a /dev/fd path.
        let substituted = Tool.temporaryPath("substituted.log")
        #expect(try gui("--log-file >(cat > '\(substituted)') >/dev/null; sleep 0.2").status == 0)
        #expect(try String(contentsOfFile: substituted, encoding: .utf8) == expected)
    }

    @Test(arguments: [
        ("/nonexistent-directory/x.log", "No such file or directory"),
        ("/tmp", "Is a directory"),
        ("/tmp/x/", "the path names a directory"),
        ("/tmp/" + String(repeating: "n", count: 300), "File name too long"),
        ("/dev/full", "No space left on device"),
    ])
    func aLogFileThatCannotBeWrittenSaysWhy(path: String, reason: String) throws {
        let result = try Tool.run("lifecycle-lab", ["gui", "refresh", "--quit", "--log-file", path])
        #expect(result.status == 2)
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.last?.hasSuffix(reason) == true, "\(result.error)")
    }

    @Test func theLogPaneKeepsItsNewestLinesAndSavesThemAllOrSaysWhyNot() throws {
        let pane: LogPaneFacts = try Self.facts(of: .logPane)
        #expect(pane.shown == ["… 7 earlier lines (Save… writes them)", "line 8", "line 9", "line 10", "line 11", "line 12"])
        #expect(pane.lineCount == 5)
        #expect(pane.saved == true)
        #expect(pane.savedLines == (1...12).map { "line \($0)" }, "Save… writes every line since the start")
        #expect(pane.failure == "cannot write \"/nonexistent-directory/x.log\": No such file or directory")
        #expect(pane.errorDialogs == 1, "a failed save is shown, not silent")
        #expect(pane.linesSavedAfterClear == 1, "Clear forgets the spooled lines too")
        #expect(pane.highlighted == ["record 1", "record 3"], "a lane's steps are highlighted in the log")
        #expect(pane.highlightCleared == 0)
        #expect(pane.brokenShown == ["record 0 ⏎ its second line", "record 1", "record 2"], "one record is one line")
        #expect(pane.brokenHighlighted == ["record 2"], "so a later step's line is still its own")
        #expect(pane.rememberedSteps == 3, "only the steps of the lines the pane shows are kept")
        let colours: LogColoursFacts = try Self.facts(of: .logColours)
        #expect(colours.lightMinimum >= 4.5, "WCAG AA in the light style")
        #expect(colours.darkMinimum >= 4.5, "WCAG AA in the dark style")
        let inWindow: LogPaneWindowFacts = try Self.facts(of: .logPaneWindow)
        #expect(inWindow.followed == true, "the newest line is in view")
        #expect(inWindow.stayedUp == true, "a person who scrolled up stays where they are")
        #expect(inWindow.traceHidden == true, "the layer's events stay out of the pane")
        #expect(inWindow.traceShown == true, "until Trace is on")
        #expect(inWindow.selectedLane == "type:Observed id:567", "a click on the second lane selects it")
        let highlighted = inWindow.highlightedForLane
        #expect(highlighted.count == 1 && highlighted[0].hasSuffix("type:Observed id:567 init"), "and the log highlights its line: \(highlighted)")
        #expect(inWindow.keptWhileGrowing == true, "the selection stays while the run goes on")
        #expect(inWindow.droppedOnNewRun == true, "a new run drops it, even one longer than the last")
    }

    @Test func longSessionsInWindowsKeepNoMemory() throws {
        let memory: MemoryFacts = try Self.facts(of: .memory)
        let growth = memory.growth
        let cycles = memory.cycles
        for experiment in ["navigation", "sheet"] {
            let bytes = try #require(growth[experiment])
            #expect(bytes < 64 * 1024, "\(experiment): \(bytes) bytes stayed after \(cycles) cycles with the log cleared")
        }
    }

    @Test(arguments: [
        ("refresh", ["tap:+1", "tap:+1#2", "tap:Refresh"]),
        ("navigation", ["tap:@StateObject", "tap:+1", "back"]),
        ("toggle", ["toggle:Enabled", "toggle:Enabled#2"]),
        ("id", ["tap:Increment view ID", "tap:Increment view ID"]),
    ])
    func theTimelineIsTheSameFromTheWindowAsFromRun(experiment: String, actions: [String]) throws {
        let options = ["--seed", "2"] + actions.flatMap { ["--do", $0] }
        let fromRun = Tool.temporaryPath("run-\(experiment).svg"), fromGUI = Tool.temporaryPath("gui-\(experiment).svg")
        #expect(try Tool.run("lifecycle-lab", ["run", experiment, "--timeline", fromRun] + options).status == 0)
        #expect(try Tool.run("lifecycle-lab", ["gui", experiment, "--quit", "--timeline", fromGUI] + options).status == 0)
        let svg = try String(contentsOfFile: fromRun, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(try String(contentsOfFile: fromGUI, encoding: .utf8) == svg)
    }
}
