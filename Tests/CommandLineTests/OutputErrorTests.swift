import Foundation
import TestSupport
import Testing

/// What the command line does at its edges (issue 10): failed writes, one-line errors that say
/// the true cause, and arguments that look like options.
@Suite struct OutputErrorTests {
    /// Runs `lifecycle-lab ARGUMENTS` through bash, so that redirections such as `>/dev/full` apply.
    func shell(_ arguments: String, redirect: String) throws -> ProcessResult {
        let executable = builtExecutable("lifecycle-lab").path
        return try runProcess("/bin/bash", ["-c", "\"$0\" \(arguments) \(redirect)", executable], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    }

    func errorLines(_ result: ProcessResult) -> [String] {
        result.error.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        ("run refresh --do show", ">/dev/full", "cannot write to standard output: No space left on device"),
        ("run refresh --do show", ">&-", "cannot write to standard output: Bad file descriptor"),
        ("list", ">/dev/full", "cannot write to standard output: No space left on device"),
        ("--help", ">/dev/full", "cannot write to standard output: No space left on device"),
        ("help run", ">/dev/full", "cannot write to standard output: No space left on device"),
    ])
    func aFailedWriteToStandardOutputIsOneLineAndStatus2(arguments: String, redirect: String, message: String) throws {
        let result = try shell(arguments, redirect: redirect)
        #expect(result.status == 2, "not a trap, not 0")
        #expect(errorLines(result) == ["lifecycle-lab: error: \(message)"])
    }

    @Test func benchsReportThatCannotBeWrittenIsAnError() throws {
        let result = try shell("bench --only reconciliation --runs 1 --warmup 0 --json /dev/null", redirect: ">/dev/full")
        #expect(result.status == 2)
        // Progress notes come first; the error is the one error line, and the last.
        #expect(errorLines(result).filter { $0.hasPrefix("lifecycle-lab: error:") } == ["lifecycle-lab: error: cannot write to standard output: No space left on device"])
        #expect(errorLines(result).last == "lifecycle-lab: error: cannot write to standard output: No space left on device")
    }

    @Test func aFailureWhoseMessageCannotBeWrittenStillExitsWith2() throws {
        let result = try shell("run nosuch", redirect: "2>/dev/full")
        #expect(result.status == 2)
    }

    @Test func aReaderThatGoesAwayEndsTheRunQuietly() throws {
        let process = Process()
        process.executableURL = builtExecutable("lifecycle-lab")
        process.arguments = ["run", "refresh", "--do", "show", "--do", "tap:Refresh", "--do", "show"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        // The reading end is closed before the run starts, so its first line meets a closed pipe.
        try output.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit, "not killed by SIGPIPE")
        #expect(process.terminationStatus == 0, "as `yes | head` ends")
        #expect(said == "")
    }

    // MARK: One line, with the true cause

    @Test func controlCharactersAreEscapedAndHugeArgumentsCutShort() throws {
        let result = try runProcess("lifecycle-lab", ["run", "no\nsuch"])
        #expect(result.status == 2)
        #expect(errorLines(result).count == 1)
        #expect(result.error.hasPrefix(#"lifecycle-lab: error: unknown experiment "no\nsuch"; known experiments: refresh"#))

        let label = String(repeating: "x", count: 5000)
        let long = try runProcess("lifecycle-lab", ["run", "refresh", "--do", "tap:\(label)\t"])
        #expect(long.status == 2)
        let line = try #require(errorLines(long).last)
        #expect(errorLines(long).count == 1)
        #expect(line.count < 400, "the label is cut short")
        #expect(line.contains("… (5001 characters)"))
    }

    @Test(arguments: [
        (["run", "refresh", "--seed", "-1"], "The value '-1' is invalid for '--seed <seed>'"),
        (["run", "refresh", "--do", "-x"], "malformed action \"-x\""),
        (["run", "refresh", "--do", "tap:+1#99999999999999999999"], "the number after # is too large"),
        (["bench", "--runs", "-1"], "--runs must be at least 1"),
        (["bench", "--rounds", "0"], "--rounds must be at least 1"),
        (["help", "nosuch"], "no command \"nosuch\" to show help for"),
    ])
    func theMessageSaysWhatIsWrong(arguments: [String], message: String) throws {
        let result = try runProcess("lifecycle-lab", arguments)
        #expect(result.status == 2)
        #expect(errorLines(result).count == 1)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!result.error.contains("Missing value"))
    }

    @Test func aWarningBeforeAFailureLeavesTheErrorLast() throws {
        let result = try runProcess("lifecycle-lab", ["run", "environment-object", "--do", "tap:nosuch"])
        #expect(result.status == 2)
        let lines = errorLines(result)
        #expect(lines.first?.hasPrefix("warning: No ObservableObject of type Store found.") == true)
        #expect(lines.last?.hasPrefix("lifecycle-lab: error: cannot perform \"tap:nosuch\"") == true)
        #expect(lines.count == 2)
    }

    @Test func aBadResourcesFolderIsOneLine() throws {
        let result = try runProcess("lifecycle-lab", ["gui", "refresh", "--quit"], environment: ["LIFECYCLE_LAB_RESOURCES": "/nonexistent"])
        #expect(result.status == 2)
        #expect(errorLines(result) == [#"lifecycle-lab: error: LIFECYCLE_LAB_RESOURCES is "/nonexistent", which has no Experiments folder: point it at the repository's Resources folder or unset it"#])
    }

    @Test func anActionIsEchoedExactlyAsGiven() throws {
        let echoed = try runProcess("lifecycle-lab", ["run", "refresh", "--do", "tap:+1#1", "--do", "tap:+1"])
        #expect(echoed.status == 0)
        #expect(echoed.lines.filter { $0.hasPrefix("> ") } == ["> tap:+1#1", "> tap:+1"])
        let json = try runProcess("lifecycle-lab", ["run", "refresh", "--format", "jsonl", "--do", "tap:+1#1"])
        #expect(json.lines.contains(#"{"type":"action","action":"tap:+1#1"}"#))
    }

    @Test func aTimelineThatCannotBeWrittenIsReportedBeforeTheRun() throws {
        let result = try runProcess("lifecycle-lab", ["run", "refresh", "--do", "show", "--timeline", "/nonexistent-directory/t.svg"])
        #expect(result.status == 2)
        #expect(result.output == "", "nothing ran")
        #expect(result.error == "lifecycle-lab: error: cannot write \"/nonexistent-directory/t.svg\": No such file or directory\n")
    }

    @Test func aTimelineThatFailsAfterAFailedRunLeavesTheRunsErrorLast() throws {
        let result = try runProcess("lifecycle-lab", ["run", "refresh", "--do", "tap:Nope", "--timeline", "/dev/full"])
        #expect(result.status == 2)
        #expect(errorLines(result) == [
            "lifecycle-lab: error: cannot write \"/dev/full\": No space left on device",
            "lifecycle-lab: error: cannot perform \"tap:Nope\": no visible button or link labelled \"Nope\"; visible button or link labels: \"Refresh\", \"+1\", \"+1\"",
        ])
    }

    @Test func aTimelineDoesNotChangeWhatRunPrints() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(getpid()).svg").path
        let plain = try runProcess("lifecycle-lab", ["run", "refresh", "--seed", "1", "--do", "tap:Refresh"])
        let drawn = try runProcess("lifecycle-lab", ["run", "refresh", "--seed", "1", "--do", "tap:Refresh", "--timeline", path])
        #expect(drawn.output == plain.output, "the trace the timeline needs is not printed")
        #expect((try? String(contentsOfFile: path, encoding: .utf8))?.contains("type:Observed id:567") == true)
    }
}
