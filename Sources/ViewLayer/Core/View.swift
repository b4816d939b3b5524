/// A piece of user interface, described as a value.
///
/// A view struct is cheap and short-lived: its parent builds a new one every time the parent's
/// `body` runs. What persists is the view's *identity* in the graph, which owns its state.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of the view. The graph evaluates it when the view is installed and again
    /// whenever something it read has changed.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views built into the layer have no `body`; the graph drives them directly.
extension View where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
