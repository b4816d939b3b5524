import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands the view layer's macros.
@main
struct ViewLayerMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
