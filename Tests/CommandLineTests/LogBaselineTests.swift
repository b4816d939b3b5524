import Experiments
import Foundation
import TestSupport
import Testing

/// `lifecycle-lab run --trace` prints, for every experiment and a fixed set of scripts, exactly
/// the log recorded in `LogBaseline/` before the graph's redesign (issue 29): a change of the
/// layer's structure that changes no behaviour leaves every byte of every log as it was, the
/// trace's installs, bodies, appears and disappears included.
///
/// The scripts are recorded with their logs, so the check replays them as they were made: a
/// person's pokes at each experiment (`RandomScript`, which looks at what is shown after each
/// step), from fixed seeds. To record the logs again, after a change that is meant to change
/// them, run this suite with `LIFECYCLE_LAB_RECORD_LOGS=1` and review the diff.
@Suite struct LogBaselineTests {
    /// How many scripts each experiment gets, besides a plain `show`.
    static let scriptsPerExperiment = 10

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LogBaseline")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["LIFECYCLE_LAB_RECORD_LOGS"] == "1" }

    @Test(arguments: Experiment.all.map(\.id))
    func everyScriptPrintsTheRecordedLog(_ experiment: String) async throws {
        let file = Self.directory.appendingPathComponent("\(experiment).log")
        if Self.isRecording {
            try await Self.record(experiment, to: file)
            return
        }
        let runs = try LoggedRun.parse(String(contentsOf: file, encoding: .utf8))
        #expect(runs.count == Self.scriptsPerExperiment + 1, "\(experiment): the baseline holds every script")
        #expect(runs.allSatisfy { $0.transcript.last == "exit 0" }, "\(experiment): every recorded script runs to its end")
        for run in runs {
            let now = try LoggedRun.run(run.arguments)
            #expect(now.transcript == run.transcript, "lifecycle-lab \(run.arguments.joined(separator: " ")) printed another log than recorded")
        }
    }

    /// Makes the scripts for `experiment` and writes each with what it prints now: `show`, then
    /// made scripts, from seeds in turn, that run to their end.
    @MainActor
    static func record(_ experiment: String, to file: URL) async throws {
        let found = try #require(Experiment.all.first { $0.id == experiment })
        let arguments = { (seed: Int, script: [String]) in ["run", experiment, "--seed", "\(seed)", "--trace"] + script.flatMap { ["--do", $0] } }
        var runs = [try LoggedRun.run(arguments(1, ["show"]))]
        var seed: UInt64 = 0
        while runs.count <= scriptsPerExperiment, seed < 100 {
            seed += 1
            var generator = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(experiment.utf8.count))
            // A made script stops at its first action that fails: without that one, it runs to
            // its end. The command line's errors are `CommandLineTests`' business.
            let script = await RandomScript.make(for: found, using: &generator)
            var run = try LoggedRun.run(arguments(runs.count + 1, script))
            if run.transcript.last != "exit 0", script.count > 1 { run = try LoggedRun.run(arguments(runs.count + 1, script.dropLast())) }
            if run.transcript.last == "exit 0" { runs.append(run) }
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try runs.map(\.text).joined().write(to: file, atomically: true, encoding: .utf8)
    }
}

/// One recorded run: the command's arguments, then what it printed and how it ended.
struct LoggedRun {
    var arguments: [String]
    /// Standard output's lines, then standard error's (each behind `! `), then `exit N`.
    var transcript: [String]

    /// The run as the baseline file writes it: a `$` line with the arguments as JSON, the transcript.
    var text: String {
        let json = (try? JSONEncoder().encode(arguments)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return (["$ \(json)"] + transcript).joined(separator: "\n") + "\n"
    }

    static func run(_ arguments: [String]) throws -> LoggedRun {
        let result = try runProcess("lifecycle-lab", arguments, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        let errors = result.error.split(separator: "\n").map { "! \($0)" }
        return LoggedRun(arguments: arguments, transcript: result.lines + errors + ["exit \(result.status)"])
    }

    static func parse(_ text: String) throws -> [LoggedRun] {
        var runs: [LoggedRun] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix("$ ") {
                let arguments = try JSONDecoder().decode([String].self, from: Data(line.dropFirst(2).utf8))
                runs.append(LoggedRun(arguments: arguments, transcript: []))
            } else if !runs.isEmpty {
                runs[runs.count - 1].transcript.append(String(line))
            }
        }
        return runs
    }
}
