/// What a scroll view's default anchor is used for (iOS 18): where it starts, how it follows
/// its content growing or shrinking, and where it puts content smaller than itself.
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String

    /// Where the scroll view is first scrolled.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// How the scroll view keeps its place when its content grows or shrinks.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// Where content smaller than the scroll view sits. A GTK scroll view starts its content at
    /// its top or leading edge, so this role has no effect on Linux.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension View {
    /// Starts the scroll view inside at `anchor` of its content, and keeps it there as the
    /// content changes (iOS 17): a chat opens at its last message, and a message added while
    /// the last one is on screen is scrolled to.
    ///
    ///     ScrollView {
    ///         LazyVStack {
    ///             ForEach(messages) { MessageRow(message: $0) }
    ///         }
    ///     }
    ///     .defaultScrollAnchor(.bottom)
    ///
    /// A lazy stack's rows at the start are not built to be left at once: the rows built first
    /// are those at the anchor (rule 17). A `.scrollPosition` binding with a value of its own
    /// places the scroll view instead. Rows, not points, are what is anchored: `.center` puts
    /// the middle row in the middle.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        DefaultScrollAnchorView(content: self, anchors: [.initialOffset: anchor, .sizeChanges: anchor, .alignment: anchor])
    }

    /// `defaultScrollAnchor(_:)` for one use of the anchor (iOS 18), the others left as an
    /// outer modifier, or the top, has them.
    ///
    ///     ScrollView { … }
    ///         .defaultScrollAnchor(.bottom, for: .sizeChanges)
    ///
    /// As the content changes, the scroll view moves with it if it was where the anchor puts
    /// it: at the end for `.bottom`, so a person who scrolled up to read stays where they are.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        DefaultScrollAnchorView(content: self, anchors: [role: anchor])
    }
}

/// The anchors around a scroll view, which it reads as it is made (its first place) and as
/// its content changes: a modifier keeps one object and changes it in place, so changing an
/// anchor does not give the views below a new context.
@MainActor
final class DefaultScrollAnchors {
    var roles: [ScrollAnchorRole: UnitPoint?] = [:]

    /// The anchor for `role`; nil when none is set, or it was set to nil.
    func anchor(for role: ScrollAnchorRole) -> UnitPoint? { roles[role] ?? nil }
}

enum DefaultScrollAnchorInput: NodeInputKey {
    typealias Value = DefaultScrollAnchors
}

/// `.defaultScrollAnchor`: nothing drawn; the anchors for the scroll views below, an inner
/// modifier's role over an outer one's.
struct DefaultScrollAnchorView<Content: View>: View, PrimitiveView {
    let content: Content
    let anchors: [ScrollAnchorRole: UnitPoint?]

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(DefaultScrollAnchorState())
        let outer = node.context[DefaultScrollAnchorInput.self]
        state.anchors.roles = (outer?.roles ?? [:]).merging(anchors) { _, own in own }
        let context = state.contexts.context(from: node.childContext) { $0[DefaultScrollAnchorInput.self] = state.anchors }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

@MainActor
private final class DefaultScrollAnchorState {
    let anchors = DefaultScrollAnchors()
    var contexts = DerivedContextCache()
}
