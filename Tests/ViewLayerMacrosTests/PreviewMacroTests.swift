import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import ViewLayerMacros

/// What `#Preview` expands to: a record of the preview in the section `Preview.all` reads, and a
/// view of its own for `@Previewable` state.
@Suite struct PreviewMacroTests {
    let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    func expands(_ source: String, to expanded: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test func aPreviewIsARecordThatMakesItWithItsNameTraitsAndPlace() {
        expands(
            """
            #Preview("Wide", traits: .sizeThatFitsLayout, .landscapeLeft) {
                ContentView()
            }
            """,
            to: """
            @section("lifecycle_previews") @used
            private let __macro_local_7previewfMu_: ViewLayer.PreviewRecord = (
                { slot in
                    ViewLayer.Preview.__store(
                        ViewLayer.Preview("Wide", traits: [.sizeThatFitsLayout, .landscapeLeft], fileID: "TestModule/test.swift", line: 1) {
                ContentView()
                        },
                        in: slot
                    )
                },
                1
            )
            """
        )
    }

    @Test func previewableDeclarationsBecomeTheStateOfAViewOfTheirOwn() {
        expands(
            """
            #Preview {
                @Previewable @State var isOn = false
                Toggle("Wi-Fi", isOn: $isOn)
            }
            """,
            to: """
            private struct __macro_local_18PreviewableContentfMu_: ViewLayer.View {
                @State var isOn = false
                var body: some ViewLayer.View {
                    Toggle("Wi-Fi", isOn: $isOn)
                }
            }
            @section("lifecycle_previews") @used
            private let __macro_local_7previewfMu_: ViewLayer.PreviewRecord = (
                { slot in
                    ViewLayer.Preview.__store(
                        ViewLayer.Preview(nil, traits: [], fileID: "TestModule/test.swift", line: 1) {
                            __macro_local_18PreviewableContentfMu_()
                        },
                        in: slot
                    )
                },
                1
            )
            """
        )
    }

    @Test func aPreviewWithoutABodyIsAnError() {
        expands(
            "#Preview(\"Nothing\")",
            to: "#Preview(\"Nothing\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body that makes the view: '#Preview { ContentView() }'", line: 1, column: 1)]
        )
    }
}
