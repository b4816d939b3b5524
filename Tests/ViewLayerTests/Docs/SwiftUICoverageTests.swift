import Foundation
import Testing

/// `docs/swiftui-coverage.md` against the code, so it cannot go stale: every public view and every
/// `View` modifier the layer declares has a row, every row names one the layer declares, and the
/// rows under "Accepted, no effect on Linux" are exactly the modifiers whose doc comment says so.
@Suite struct SwiftUICoverageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What the sources declare.
    struct Declared {
        var views: Set<String> = []
        var modifiers: Set<String> = []
        var noEffect: Set<String> = []
    }

    /// What the document lists, by section.
    struct Listed {
        var views: Set<String> = []
        var modifiers: Set<String> = []
        var noEffect: Set<String> = []
    }

    static func declared() throws -> Declared {
        var declared = Declared()
        let sources = root.appendingPathComponent("Sources/ViewLayer")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let viewType = try Regex(#"public struct (\w+)(?:<[^>]*>)?\s*:\s*([^{]*)\{"#)
        let viewExtension = try Regex(#"(?:^|\n)extension (\w+)\s*:\s*View\b"#)
        let modifier = try Regex(#"((?:[ \t]*///[^\n]*\n)*)[ \t]*(?:@\w+\s*)*public func (\w+)"#)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in source.matches(of: viewType) {
                let name = String(source[match.output[1].range!])
                let conformances = String(source[match.output[2].range!])
                if conformances.contains(/\b(View|Shape)\b/), !name.hasPrefix("_") { declared.views.insert(name) }
            }
            for match in source.matches(of: viewExtension) {
                declared.views.insert(String(source[match.output[1].range!]))
            }
            for block in extensionsOfView(in: source) {
                for match in block.matches(of: modifier) {
                    let name = String(block[match.output[2].range!])
                    declared.modifiers.insert(name)
                    if block[match.output[1].range!].contains("Accepted, no effect on Linux") { declared.noEffect.insert(name) }
                }
            }
        }
        // Not views a program writes: the result builder's and the graph's own.
        declared.views.subtract(["Never", "Optional", "ModifiedContent", "TupleView", "ShapeView", "EquatableView"])
        return declared
    }

    /// The bodies of `extension View { … }` blocks, and of `DynamicViewContent`'s (a
    /// `ForEach`'s `onDelete`), up to their closing brace at the line's start.
    static func extensionsOfView(in source: String) -> [Substring] {
        var blocks: [Substring] = []
        var rest = source[...]
        while let start = rest.firstMatch(of: /(?:^|\n)extension (?:View|DynamicViewContent)(?: where [^{]*)? \{/) {
            let body = rest[start.range.upperBound...]
            let end = body.firstRange(of: "\n}")?.lowerBound ?? body.endIndex
            blocks.append(body[..<end])
            rest = body[end...]
        }
        return blocks
    }

    static func listed() throws -> Listed {
        let document = try String(contentsOf: root.appendingPathComponent("docs/swiftui-coverage.md"), encoding: .utf8)
        var listed = Listed()
        var section = ""
        for line in document.split(separator: "\n") {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            guard line.hasPrefix("| `"), let name = line.dropFirst(3).split(separator: "`").first else { continue }
            // `.font(_:)` names the modifier `font`; `Text` names the view.
            if name.hasPrefix(".") {
                let modifier = String(name.dropFirst().prefix { $0 != "(" })
                if section.hasPrefix("Accepted, no effect on Linux") { listed.noEffect.insert(modifier) } else { listed.modifiers.insert(modifier) }
            } else if section == "Views" {
                listed.views.insert(String(name.prefix { $0 != "(" && $0 != "<" }))
            }
        }
        return listed
    }

    @Test func everyViewIsListedAndEveryListedViewExists() throws {
        let declared = try Self.declared()
        let listed = try Self.listed()
        #expect(declared.views.subtracting(listed.views).sorted() == [], "views the layer offers that the document does not list")
        #expect(listed.views.subtracting(declared.views).sorted() == [], "views the document lists that the layer does not offer")
    }

    @Test func everyModifierIsListedAndEveryListedModifierExists() throws {
        let declared = try Self.declared()
        let listed = try Self.listed()
        let withEffect = declared.modifiers.subtracting(declared.noEffect)
        #expect(withEffect.subtracting(listed.modifiers).sorted() == [], "modifiers the layer offers that the document does not list")
        #expect(listed.modifiers.subtracting(declared.modifiers).sorted() == [], "modifiers the document lists that the layer does not offer")
    }

    @Test func theModifiersWithNoEffectAreExactlyThoseSaidToHaveNone() throws {
        let declared = try Self.declared()
        let listed = try Self.listed()
        #expect(declared.noEffect.subtracting(listed.noEffect).sorted() == [], "modifiers accepted with no effect that the document does not list as such")
        #expect(listed.noEffect.subtracting(declared.noEffect).sorted() == [], "modifiers the document lists as having no effect that have one, or do not exist")
    }
}
