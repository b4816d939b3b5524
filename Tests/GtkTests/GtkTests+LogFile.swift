import Foundation
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
