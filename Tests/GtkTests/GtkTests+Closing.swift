import Foundation
import TestSupport
import Testing

extension GtkTests {
    // MARK: Closing a window with a sheet up (issue 10)

    /// A file of the repository the tests were built in.
    static func repositoryFile(_ path: String) -> String {
        var directory = builtExecutable("lifecycle-lab").deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent(path).path
    }

    /// Asks the window titled `title` to close as a window manager's close button does.
    static func closeAsTheWindowManagerDoes(_ title: String) throws {
        let result = try runProcess("/usr/bin/python3", [repositoryFile("scripts/wm-close"), title])
        #expect(result.status == 0, "\(result.error)")
    }

    static func waitForExit(_ process: Process) async throws -> Int32 {
        try await Tool.waitFor("the program to end") { process.isRunning ? nil : true }
        return process.terminationStatus
    }

    @Test(arguments: [
        (["gui", "sheet"], "Sheets: presenting the counters again"),
        (["gui"], "Lifecycle Lab"),
    ])
    func closingTheMainWindowWithASheetUpEndsTheProgram(arguments: [String], title: String) async throws {
        let log = Tool.temporaryPath("closing-\(arguments.count).log")
        try? FileManager.default.removeItem(atPath: log)
        let script = arguments.count == 2 ? ["--do", "tap:Show StateObject Sheet"] : ["--do", "tap:+1"]
        let program = try Tool.start("lifecycle-lab", arguments + ["--seed", "1", "--log-file", log] + script)
        if arguments.count == 2 {
            let sheetCameUp = try await Tool.waitFor("the sheet") {
                Tool.lines(log).contains { $0.hasPrefix("type:StateObject") } ? true : program.isRunning ? nil : false
            }
            try #require(sheetCameUp, "the lab ended with status \(program.terminationStatus) before its sheet came up; its log: \(Tool.lines(log))")
        } else {
            try await Tool.waitFor("the first experiment") { Tool.lines(log).contains("> tap:+1") ? true : nil }
        }
        try await Task.sleep(for: .milliseconds(300))
        try Self.closeAsTheWindowManagerDoes(title)
        let status = try await Self.waitForExit(program)
        #expect(status == 0, "the request was not lost")
    }
}

extension GtkTests {
    @Test func theLabReportsAWarningOnStandardErrorOncePerProcess() async throws {
        let map = Tool.temporaryPath("warnings-controls.txt")
        let log = Tool.temporaryPath("warnings.log")
        let errors = Tool.temporaryPath("warnings-stderr.txt")
        for path in [map, log, errors] { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        let lab = Process()
        lab.executableURL = builtExecutable("lifecycle-lab")
        lab.arguments = ["gui", "--seed", "1", "--log-file", log]
        var environment = ProcessInfo.processInfo.environment
        environment["LIFECYCLE_LAB_CONTROL_MAP"] = map
        lab.environment = environment
        lab.standardOutput = FileHandle.nullDevice
        lab.standardError = FileHandle(forWritingAtPath: errors)
        try lab.run()
        defer { lab.terminate() }

        let environmentObjects = "Environment objects, injected and missing"
        let refresh = "Parent refresh: @StateObject vs @ObservedObject"
        let warning = "No ObservableObject of type Store found."
        try await Tool.waitFor("the lab's controls") { Tool.controls(in: map).first { $0.label == environmentObjects } }
        for (visit, title) in [environmentObjects, refresh, environmentObjects].enumerated() {
            if title == environmentObjects {
                try await Tool.click(title, in: map, until: "visit \(visit)") { Tool.lines(log).filter { $0.contains(warning) }.count == visit / 2 + 1 }
            } else {
                try await Tool.click(title, in: map, until: "the refresh experiment") { Tool.controls(in: map).contains { $0.label == "Refresh" } }
            }
        }
        try Self.closeAsTheWindowManagerDoes("Lifecycle Lab")
        _ = try await Self.waitForExit(lab)
        let printed = ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.contains(warning) }
        #expect(printed.count == 1, "standard error hears of it once: \(printed)")
        #expect(Tool.lines(log).filter { $0.contains(warning) }.count == 2, "the log, with each visit")
    }
}

extension GtkTests {
    /// On a 1024×600 screen of its own, the lab's window, shadow and all, fits.
    @Test func theLabFitsA1024By600Screen() throws {
        let picture = Tool.temporaryPath("small-screen.png")
        let result = try runProcess("/usr/bin/xvfb-run", ["-a", "-s", "-screen 0 1024x600x24", builtExecutable("lifecycle-lab").path, "gui", "--screenshot", picture, "--quit"])
        #expect(result.status == 0, "\(result.error)")
        let (width, height) = Self.pngSize(try Data(contentsOf: URL(fileURLWithPath: picture)))
        #expect(width <= 1024 && height <= 600, "\(width)×\(height)")
    }
}
