import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` in an extension of `EnvironmentValues`: a key of its own,
/// `__Key_name`, whose default value is the initial value, and the accessors that read and
/// write the environment through it, as SwiftUI's `Entry` macro expands.
///
/// The default is a computed property, as SwiftUI's is: it is evaluated at each read where no
/// ancestor set a value, so a class made there is a new instance each time.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let defaultValue: DeclSyntax
        switch (entry.type, entry.initialValue) {
        case (let type?, let value?):
            defaultValue = "static var defaultValue: \(type) { \(value) }"
        case (let type?, nil):
            // An optional without a value starts as nil, as a stored optional does.
            guard entry.isOptional else {
                throw MacroExpansionErrorMessage("@Entry needs a default value: give '\(entry.name)' an initial value, or make its type optional")
            }
            defaultValue = "static var defaultValue: \(type) { nil }"
        case (nil, let value?):
            defaultValue = "static let defaultValue = \(value)"
        case (nil, nil):
            throw MacroExpansionErrorMessage("@Entry needs a type or an initial value for '\(entry.name)'")
        }
        return ["private struct \(raw: entry.keyName): ViewLayer.EnvironmentKey { \(defaultValue) }"]
    }
}

/// What `@Entry` reads of the property it is attached to.
private struct Entry {
    let name: String
    let type: TypeSyntax?
    let initialValue: ExprSyntax?

    var keyName: String { "__Key_\(name)" }

    var isOptional: Bool {
        guard let type else { return false }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            throw MacroExpansionErrorMessage("@Entry applies to one 'var' property, such as '@Entry var accent: Color = .blue'")
        }
        guard binding.accessorBlock == nil else {
            throw MacroExpansionErrorMessage("@Entry makes the accessors of '\(identifier.identifier.text)': give it none")
        }
        name = identifier.identifier.text
        type = binding.typeAnnotation?.type.trimmed
        initialValue = binding.initializer?.value.trimmed
    }
}
