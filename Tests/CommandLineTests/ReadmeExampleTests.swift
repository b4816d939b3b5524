import Foundation
import TestSupport
import Testing

/// The README's "Writing views" example compiles against the public products as written.
@Suite struct ReadmeExampleTests {
    @Test func theWritingViewsExampleTypeChecks() throws {
        let executable = builtExecutable("lifecycle-lab")
        var repository = executable.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: repository.appendingPathComponent("README.md").path), repository.path != "/" {
            repository.deleteLastPathComponent()
        }
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Writing views").dropFirst().first)
        let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first)
        #expect(code.contains("import ViewLayer"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("readme-example-\(getpid()).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let build = executable.deletingLastPathComponent()
        // The Swift modules, and the module map of the C module OpenCombine imports.
        let result = try runProcess("/usr/bin/env", [
            "swiftc", "-typecheck", "-swift-version", "6",
            "-I", build.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path,
            file.path,
        ])
        #expect(result.status == 0, "\(result.error)")
    }
}
