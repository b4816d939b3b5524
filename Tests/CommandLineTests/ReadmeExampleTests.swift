import Foundation
import TestSupport
import Testing

/// The README's "Writing views" example compiles against the public products as written.
@Suite struct ReadmeExampleTests {
    @Test(arguments: ["## Writing views", "## Testing your views"])
    func theExampleTypeChecks(section heading: String) throws {
        let executable = builtExecutable("lifecycle-lab")
        var repository = executable.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: repository.appendingPathComponent("README.md").path), repository.path != "/" {
            repository.deleteLastPathComponent()
        }
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: heading).dropFirst().first)
        let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first)
        #expect(code.contains("import ViewLayer"), "\(heading)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readme-example-\(getpid()).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let build = executable.deletingLastPathComponent()
        // The Swift modules, and the module maps of the C modules they import (OpenCombine's
        // helpers, the view layer's prefetch), as SwiftPM passes them to a client.
        let cModuleMaps = try FileManager.default.contentsOfDirectory(atPath: build.path)
            // Not the copies built for the macros' host tools, which define the same modules.
            .filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }
            .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
            .sorted()
        // The view layer's macros, as SwiftPM hands a client their plugin.
        let macros = build.appendingPathComponent("ViewLayerMacros-tool").path + "#ViewLayerMacros"
        let result = try runProcess("/usr/bin/env", [
            "swiftc", "-typecheck", "-swift-version", "6",
            "-I", build.appendingPathComponent("Modules").path,
            "-load-plugin-executable", macros,
        ] + cModuleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] } + [file.path])
        #expect(result.status == 0, "\(result.error)")
    }

    /// The "Testing your views" example is also a test of its own, which runs: the README shows
    /// exactly that file.
    @Test func theTestingExampleIsTheTestThatRuns() throws {
        var repository = builtExecutable("lifecycle-lab").deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: repository.appendingPathComponent("README.md").path), repository.path != "/" {
            repository.deleteLastPathComponent()
        }
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Testing your views").dropFirst().first)
        let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let test = try String(contentsOf: repository.appendingPathComponent("Tests/LifecycleTestingTests/ReadmeExample.swift"), encoding: .utf8)
        #expect(code + "\n" == test)
    }
}
