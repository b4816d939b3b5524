import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` in an extension of `EnvironmentValues`: a key of its own,
/// `__Key_name`, whose default value is the initial value, and the accessors that read and
/// write the environment through it, as SwiftUI's `Entry` macro expands.
///
/// The default is a computed property, evaluated at each read where no ancestor set a value: no
/// instance is stored, so any type can be a default under Swift 6, and a class made there is a new
/// instance each time. (That SwiftUI's own expansion is computed too is our reading, not a
/// documented fact.)
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The accessors, for a property the key can be made for; what is wrong with another is
    /// said once, by the key's expansion.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let entry = try? Entry(declaration), (try? entry.key()) != nil else { return [] }
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
        [try Entry(declaration).key()]
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

    /// The key: its default is the initial value, computed at each read.
    func key() throws -> DeclSyntax {
        // The type is written out: a default inferred from the value would have to be stored,
        // one instance shared by every read, which SwiftUI's computed default is not.
        guard let type else {
            throw MacroExpansionErrorMessage("@Entry needs the type of '\(name)' written out, such as '@Entry var \(name): Int = 0'")
        }
        let value: ExprSyntax
        if let initialValue {
            value = initialValue
        } else if isOptional {
            // An optional without a value starts as nil, as a stored optional does.
            value = "nil"
        } else {
            throw MacroExpansionErrorMessage("@Entry needs a default value: give '\(name)' an initial value, or make its type optional")
        }
        return "private struct \(raw: keyName): ViewLayer.EnvironmentKey { static var defaultValue: \(type) { \(value) } }"
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
