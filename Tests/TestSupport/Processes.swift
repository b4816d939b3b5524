import Foundation

/// What a finished process said.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var output: String
    public var error: String

    /// Standard output's lines.
    public var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// An executable the package built beside the test bundle, or an absolute path.
public func builtExecutable(_ name: String) -> URL {
    if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), directory.path != "/" {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name)
}

/// Runs `name` to the end. `environment` is applied over the test's own; a nil value removes a variable.
public func runProcess(_ name: String, _ arguments: [String], environment: [String: String?] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = builtExecutable(name)
    process.arguments = arguments
    process.environment = merged(environment)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self))
}

/// Starts `name` in the background, its output discarded.
public func startProcess(_ name: String, _ arguments: [String], environment: [String: String?] = [:]) throws -> Process {
    let process = Process()
    process.executableURL = builtExecutable(name)
    process.arguments = arguments
    process.environment = merged(environment)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
}

private func merged(_ changes: [String: String?]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in changes { environment[key] = value }
    return environment
}
