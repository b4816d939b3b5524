/// What makes a text field's value submitted: its Return key, or a search field's.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Runs `action` when a person submits a text field in this view, pressing Enter:
    ///
    ///     Form {
    ///         TextField("Username", text: $name)
    ///         SecureField("Password", text: $password)
    ///     }
    ///     .onSubmit { signIn() }
    ///
    /// Every `onSubmit` around the field runs, the innermost first, up to a `submitScope()`.
    /// Apple's `submitScope(_:)` keeps a view's submissions from reaching "a submission action
    /// configured by a submission modifier higher up", so submissions reach the ones higher up;
    /// that all of them run, and in this order, is the layer's reading: no source says. A script
    /// submits with `submit:LABEL`.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        SubmitActionsView(content: self, action: action, triggers: triggers, isBlocking: false)
    }

    /// Keeps the submissions of the text fields in this view from running the `onSubmit`
    /// actions around it.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        SubmitActionsView(content: self, action: nil, triggers: [], isBlocking: isBlocking)
    }

    /// Accepted, no effect on Linux: a GTK entry's Enter key has no label of its own.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

/// The label of a keyboard's Return key, which GTK does not show.
public struct SubmitLabel: Sendable {
    let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The `onSubmit` actions a text field runs, innermost first.
enum SubmitActionsInput: NodeInputKey {
    typealias Value = [@MainActor () -> Void]
}

/// The `onSubmit(of: .search)` actions around a view, which a search field's Return runs.
enum SearchSubmitActionsInput: NodeInputKey {
    typealias Value = [@MainActor () -> Void]
}

struct SubmitActionsView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: (@MainActor () -> Void)?
    let triggers: SubmitTriggers
    let isBlocking: Bool

    func update(_ node: PrimitiveNode, previous: Self?) {
        var context = node.childContext
        Self.add(action, when: triggers.contains(.text), to: SubmitActionsInput.self, in: &context, isBlocking: isBlocking)
        Self.add(action, when: triggers.contains(.search), to: SearchSubmitActionsInput.self, in: &context, isBlocking: isBlocking)
        node.updateChildren(ChildSpec.content(content), context: context)
    }

    private static func add<Key: NodeInputKey>(
        _ action: (@MainActor () -> Void)?, when isTriggered: Bool, to key: Key.Type, in context: inout NodeContext, isBlocking: Bool
    ) where Key.Value == [@MainActor () -> Void] {
        let outer = isBlocking ? [] : (context[key] ?? [])
        context[key] = (isTriggered ? action.map { [$0] } ?? [] : []) + outer
    }
}
