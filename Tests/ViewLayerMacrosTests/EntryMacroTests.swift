import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViewLayerMacros

/// What `@Entry` expands to, and what it says of properties it cannot make entries of.
@Suite struct EntryMacroTests {
    let macros: [String: MacroSpec] = ["Entry": MacroSpec(type: EntryMacro.self)]

    func expands(_ source: String, to expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func aTypedEntryGetsAKeyWhoseDefaultIsItsInitialValue() {
        expands(
            """
            extension EnvironmentValues {
                @Entry var accent: String = "blue"
            }
            """,
            to: """
            extension EnvironmentValues {
                var accent: String {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }

                private struct __Key_accent: ViewLayer.EnvironmentKey {
                    static var defaultValue: String {
                        "blue"
                    }
                }
            }
            """
        )
    }

    @Test func anOptionalWithoutAValueDefaultsToNil() {
        expands(
            "@Entry var caption: String?",
            to: """
            var caption: String? {
                get {
                    self[__Key_caption.self]
                }
                set {
                    self[__Key_caption.self] = newValue
                }
            }

            private struct __Key_caption: ViewLayer.EnvironmentKey {
                static var defaultValue: String? {
                    nil
                }
            }
            """
        )
    }

    @Test func whatCannotBeAnEntryIsSaidOnce() {
        expands(
            "@Entry var count: Int",
            to: "var count: Int",
            diagnostics: [DiagnosticSpec(message: "@Entry needs a default value: give 'count' an initial value, or make its type optional", line: 1, column: 1)]
        )
        expands(
            "@Entry var count = 0",
            to: "var count = 0",
            diagnostics: [DiagnosticSpec(message: "@Entry needs the type of 'count' written out, such as '@Entry var count: Int = 0'", line: 1, column: 1)]
        )
        expands(
            "@Entry let count: Int = 1",
            to: "let count: Int = 1",
            diagnostics: [DiagnosticSpec(message: "@Entry applies to one 'var' property, such as '@Entry var accent: Color = .blue'", line: 1, column: 1)]
        )
    }
}
