/// A view whose content is handed a `ScrollViewProxy`, which scrolls the scroll views and lists
/// inside it to a view by its id:
///
///     ScrollViewReader { proxy in
///         Button("Jump to 40") { proxy.scrollTo(40, anchor: .top) }
///         List(0..<100, id: \.self) { Text("Row \($0)") }
///     }
///
/// The content is its children as they are, with no element of its own, as in SwiftUI where the
/// reader only hands out the proxy.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let reader = node.keptState(ScrollViewReaderState())
        reader.node = node.viewNode
        reader.site = node.identityPath
        // What the content reads of the views around (their `@State`) is theirs to depend on,
        // as if their bodies had read it (rule 4): a change runs them again, with a new closure.
        let content = node.track { self.content(ScrollViewProxy(reader: reader)) }
        node.updateChildren(ChildSpec.content(content))
    }
}

/// Scrolls the scroll views and lists inside a `ScrollViewReader`: handed to its content, called
/// from an action (a button's, `onAppear`, `onChange`).
public struct ScrollViewProxy: Sendable {
    let reader: ScrollViewReaderState

    /// Scrolls the first scroll view inside the reader that holds a view identified by `id` (an
    /// `.id(_:)`, or a `ForEach` element's id, built or not) so that the view is where `anchor`
    /// says: `.top` aligns its top with the viewport's, `.bottom` its bottom, `.center` its
    /// middle (in rows, rule 17's model: the upper of two middle rows); nil scrolls by the least
    /// that shows it whole, not at all when it is. Never past the content's last viewport.
    ///
    /// An id that no view has moves nothing: Apple's documentation has the proxy scan its scroll
    /// views "for the first with a child view with identifier `id`, and then scroll to that view".
    ///
    /// Called while a view's content is being made (the reader's closure itself, a body), it
    /// scrolls nothing and warns: Apple's documentation says "You may not use the
    /// `ScrollViewProxy` during execution of the `content` closure. Doing so results in a
    /// runtime error".
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard !GraphUpdate.isActive else {
            RuntimeWarnings.report("You may not use the ScrollViewProxy during execution of the content closure: call scrollTo(_:anchor:) from an action, such as a button's, a gesture's or onChange's.", site: reader.site)
            return
        }
        guard let node = reader.node, let id = scrollTargetID(id) else { return }
        for offset in node.scrollOffsetsInside() {
            if let rows = offset.rows(of: id) {
                offset.scroll(toRows: rows, anchor: anchor)
                return
            }
        }
    }
}

/// The reader's node, which its proxy looks inside.
@MainActor
final class ScrollViewReaderState {
    weak var node: ViewNode?
    /// Where the reader is, for a warning.
    var site = ""
}

/// The id a view is looked for by: an optional id's value (`proxy.scrollTo(messages.last?.id)`,
/// as chat apps write it), nil for none, so that it finds the view its value names.
func scrollTargetID(_ id: some Hashable) -> AnyHashable? {
    if let optional = id as? any OptionalScrollID { return optional.wrappedScrollID }
    return AnyHashable(id)
}

/// An optional id, unwrapped to look a view up by.
protocol OptionalScrollID {
    var wrappedScrollID: AnyHashable? { get }
}

extension Optional: OptionalScrollID where Wrapped: Hashable {
    var wrappedScrollID: AnyHashable? { flatMap { scrollTargetID($0) } }
}
