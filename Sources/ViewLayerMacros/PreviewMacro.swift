import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` at file scope: a record in the `lifecycle_previews`
/// section that makes the preview, so `Preview.all` lists it with nothing run at start-up. A body
/// that begins with `@Previewable` declarations becomes the body of a view of its own, whose
/// properties those declarations are, so the state lives as long as the mounted preview.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = try PreviewArguments(node)
        let location = context.location(of: node)
        let fileID = location?.file ?? "#fileID"
        let line = location?.line ?? "#line"

        var declarations: [DeclSyntax] = []
        let body: String
        let (previewables, statements) = split(arguments.body.statements)
        if previewables.isEmpty {
            body = "{\(arguments.body.statements.description)\n}"
        } else {
            let viewName = context.makeUniqueName("PreviewableContent")
            let properties = previewables.map { $0.removingPreviewable().trimmedDescription }.joined(separator: "\n")
            let bodyStatements = statements.map(\.trimmedDescription).joined(separator: "\n")
            declarations.append(
                """
                private struct \(viewName): ViewLayer.View {
                \(raw: properties)
                var body: some ViewLayer.View {
                \(raw: bodyStatements)
                }
                }
                """
            )
            body = "{ \(viewName.text)() }"
        }

        let recordName = context.makeUniqueName("preview")
        let traits = arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
        declarations.append(
            """
            @section("lifecycle_previews") @used
            private let \(recordName): ViewLayer.PreviewRecord = (
                { slot in
                    ViewLayer.Preview.__store(
                        ViewLayer.Preview(\(raw: arguments.name?.trimmedDescription ?? "nil"), traits: [\(raw: traits)], fileID: \(fileID), line: \(line)) \(raw: body),
                        in: slot
                    )
                },
                1
            )
            """
        )
        return declarations
    }

    /// The `@Previewable` declarations at the top of a body, and the statements after them.
    private static func split(_ statements: CodeBlockItemListSyntax) -> ([VariableDeclSyntax], [CodeBlockItemSyntax]) {
        var previewables: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for statement in statements {
            if rest.isEmpty, let variable = statement.item.as(VariableDeclSyntax.self), variable.isPreviewable {
                previewables.append(variable)
            } else {
                rest.append(statement)
            }
        }
        return (previewables, rest)
    }
}

/// `@Previewable` itself expands to nothing: `#Preview` reads it.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// What a `#Preview` was given: its name, traits and body.
private struct PreviewArguments {
    var name: ExprSyntax?
    var traits: [ExprSyntax] = []
    let body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var body = node.trailingClosure
        var isAfterTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where isAfterTraits:
                traits.append(argument.expression)
            case nil:
                name = argument.expression
            case "traits":
                traits.append(argument.expression)
                isAfterTraits = true
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            default:
                throw MacroExpansionErrorMessage("#Preview has no argument '\(argument.label?.text ?? "")'")
            }
        }
        guard let body else {
            throw MacroExpansionErrorMessage("#Preview needs a body that makes the view: '#Preview { ContentView() }'")
        }
        self.body = body
    }
}

extension VariableDeclSyntax {
    fileprivate var isPreviewable: Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }
    }

    fileprivate func removingPreviewable() -> VariableDeclSyntax {
        var declaration = self
        declaration.attributes = attributes.filter {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
        }
        return declaration
    }
}
