import Foundation
import Testing

/// `docs/architecture.md` is a map a newcomer follows: every file and folder it names is there.
@Suite struct ArchitectureMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository paths the map names in code spans: `Sources/…`, `Tests/…`, `docs/…`.
    static func namedPaths(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            let span = String(part)
            guard index % 2 == 1, ["Sources/", "Tests/", "docs/", "scripts/"].contains(where: span.hasPrefix) else { return nil }
            return span
        }
    }

    @Test func everyPathTheMapNamesExists() throws {
        let map = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let paths = Self.namedPaths(in: map)
        #expect(paths.count > 30, "the map names the files it speaks of: \(paths.count)")
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "docs/architecture.md names \(path), which is not there")
        }
    }

    @Test func theReadmesLayoutSectionLinksTheMap() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let layout = try #require(readme.components(separatedBy: "\n## Layout\n").last)
        #expect(layout.contains("(docs/architecture.md)"))
    }
}
