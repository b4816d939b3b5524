import Foundation
import Testing

/// The command line of RUNNER.md, run as a script would run it.
@Suite struct CommandLineTests {
    struct Result {
        var status: Int32
        var output: String
        var error: String
        var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The `lifecycle-lab` built beside the test bundle.
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("lifecycle-lab").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("lifecycle-lab")
    }()

    func lab(_ arguments: String...) throws -> Result {
        try lab(arguments)
    }

    /// Runs the command without a display, as CI and scripts do.
    func lab(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test func listPrintsIDTabTitle() throws {
        let result = try lab("list")
        #expect(result.status == 0)
        let ids = result.lines.map { $0.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? "" }
        #expect(ids.prefix(3) == ["refresh", "navigation", "sheet"])
        #expect(result.lines.allSatisfy { $0.split(separator: "\t").count == 2 })
    }

    @Test func runPrintsTheLogAndWhatIsShown() throws {
        let result = try lab("run", "refresh", "--seed", "1", "--do", "show", "--do", "tap:Refresh", "--do", "show")
        #expect(result.status == 0)
        #expect(result.error == "")
        #expect(result.lines == [
            "type:Observed id:567 init",
            "type:StateObject id:746 init",
            "> show",
            "| Refresh CounterView count: 0",
            "| [Refresh]",
            "| @StateObject count :0",
            "| [+1]",
            "| @Observed count :0",
            "| [+1]",
            "> tap:Refresh",
            "type:Observed id:971 init",
            "type:Observed id:567 deinit",
            "> show",
            "| Refresh CounterView count: 1",
            "| [Refresh]",
            "| @StateObject count :0",
            "| [+1]",
            "| @Observed count :0",
            "| [+1]",
        ])
    }

    @Test func traceAndJSONLines() throws {
        let result = try lab("run", "navigation", "--seed", "1", "--trace", "--format", "jsonl", "--do", "tap:@StateObject")
        #expect(result.status == 0)
        #expect(result.lines.contains(#"{"type":"action","action":"tap:@StateObject"}"#))
        #expect(result.lines.contains(#"{"type":"log","line":"type:StateObject id:746 init"}"#))
        #expect(result.lines.contains { $0.hasPrefix(#"{"type":"trace","event":"install","view":"CountViewState","path":"#) })
    }

    @Test(arguments: [
        (["run", "nope"], "unknown experiment \"nope\"; known experiments: refresh, navigation, sheet"),
        (["run", "refresh", "--do", "jump"], "malformed action \"jump\""),
        (["run", "refresh", "--do", "tap:"], "malformed action \"tap:\""),
        (["run", "refresh", "--do", "tap:Nope"], "no visible button or link labelled \"Nope\"; visible button or link labels: \"Refresh\", \"+1\", \"+1\""),
        (["run", "refresh", "--do", "tap:+1#3"], "button or link #3 labelled \"+1\" does not exist"),
        (["run", "refresh", "--do", "toggle:Refresh"], "no visible toggle labelled \"Refresh\""),
        (["run", "navigation", "--do", "back"], "nothing to go back from"),
        (["run", "sheet", "--do", "dismiss"], "nothing to dismiss: no sheet is presented"),
        (["run", "refresh", "--seed", "x"], "--seed"),
        (["run", "refresh", "--format", "xml"], "--format"),
        (["run"], "Missing expected argument '<experiment>'"),
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

    @Test func anActionThatFailsKeepsWhatCameBefore() throws {
        let result = try lab("run", "refresh", "--seed", "1", "--do", "tap:Refresh", "--do", "tap:Nope", "--do", "show")
        #expect(result.status == 2)
        #expect(result.lines.last == "> tap:Nope")
        #expect(!result.lines.contains("> show"))
    }

    @Test(arguments: [["--help"], ["help"], ["run", "--help"], ["help", "gui"]])
    func helpExitsCleanly(arguments: [String]) throws {
        let result = try lab(arguments)
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: lifecycle-lab"))
    }
}
