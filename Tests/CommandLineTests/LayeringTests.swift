import Foundation
import Testing

/// The seams issue 29 cut, kept cut: the backend protocol stays a few primitives, the view layer
/// names no backend, and the views reach the graph only through `PrimitiveNode`.
@Suite struct LayeringTests {
    static let sources = ArchitectureMapTests.root.appendingPathComponent("Sources")

    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = sources.appendingPathComponent(folder)
        let paths = try #require(FileManager.default.enumerator(atPath: base.path)).compactMap { $0 as? String }
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (folder + "/" + path, try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The requirements of the protocol declared as `public protocol <name>`: its `func`s and
    /// `var`s, each a line of their own in this package's style.
    static func requirements(of name: String, in text: String) throws -> [String] {
        let start = try #require(text.range(of: "public protocol \(name)"))
        let body = String(text[start.upperBound...]).components(separatedBy: "\n}\n").first ?? ""
        return body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("func ") || $0.hasPrefix("var ") }
    }

    @Test func theRenderProtocolIsAFewPrimitivesWithNoDefaults() throws {
        let text = try String(contentsOf: Self.sources.appendingPathComponent("ViewLayer/Backend/RenderBackend.swift"), encoding: .utf8)
        let requirements = try Self.requirements(of: "RenderBackend", in: text)
        #expect(requirements.count >= 10 && requirements.count <= 25, "RenderBackend has \(requirements.count) requirements: \(requirements)")
        // A default implementation would be a member of the same name in an extension of it.
        for file in try Self.swiftFiles(under: "ViewLayer") {
            for requirement in requirements {
                let name = requirement.dropFirst(requirement.hasPrefix("func ") ? 5 : 4).prefix { $0.isLetter || $0.isNumber }
                let extensions = file.text.components(separatedBy: "extension RenderBackend").dropFirst()
                for body in extensions {
                    let members = body.components(separatedBy: "\n}\n").first ?? ""
                    #expect(!members.contains("func \(name)(") && !members.contains("var \(name):"), "\(file.path) gives RenderBackend's \(name) a default")
                }
            }
        }
    }

    @Test func theViewLayerImportsNoBackend() throws {
        for file in try Self.swiftFiles(under: "ViewLayer") {
            for backend in ["CGtk", "GtkBackend", "HeadlessBackend", "Driving"] {
                #expect(!file.text.contains("import \(backend)\n"), "\(file.path) imports \(backend)")
            }
        }
    }

    @Test func viewsReachTheGraphOnlyThroughTheirPrimitiveNode() throws {
        for folder in ["ViewLayer/Views", "ViewLayer/Modifiers", "ViewLayer/Navigation", "ViewLayer/Presentations"] {
            for file in try Self.swiftFiles(under: folder) {
                let code = file.text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                for line in code where line.contains(".graph.") || line.contains("graph: node") {
                    Issue.record("\(file.path) reaches the graph itself: \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
    }
}
