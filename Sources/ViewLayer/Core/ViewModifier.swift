/// A modifier of your own: a `body(content:)` that wraps the view it is applied to, with
/// dynamic properties of its own.
///
/// A modifier's `@State` and `@StateObject` belong to the identity of the view it modifies: they
/// are made when that view is inserted, kept while it stays, and released when it goes.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// Stands for the modified view inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Content) -> Body
}

/// A view with a modifier applied: `Text("x").modifier(Bordered())`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body, around the content. Evaluated as a user-written view's body is: the
    /// modifier's dynamic properties are bound to this node, which stands at the modified view's
    /// place in its parent.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

extension ModifiedContent: NamedInTrace where Content: View, Modifier: ViewModifier {
    static var traceName: String { shortTypeName(Modifier.self) }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view a modifier is applied to, as its `body(content:)` places it. The modified view keeps
/// one identity inside it, whatever the modifier's body does around it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}

/// A view whose trace and statistics name something other than its type: a modifier's node is
/// named after the modifier.
@MainActor
protocol NamedInTrace {
    static var traceName: String { get }
}
