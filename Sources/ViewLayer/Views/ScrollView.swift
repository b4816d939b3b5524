/// A scrollable view of its content.
///
/// The content is built at once, as a `VStack`'s is: every row gets its state and its `onAppear`
/// when the scroll view appears, and scrolling creates nothing (rule 17). Only a lazy stack or a
/// list inside builds rows as they come near the viewport.
///
/// The rows scrolling moves through are the children of the content's stack (or the content, if
/// it is not a stack), a lazy stack among them making its rows, as `ScrollRowRule` counts them;
/// `viewportRows` of them are on screen at a time: the runner's `scroll:` steps move by a
/// viewport, and `show` lists the rows in it.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axis: Axis
    let content: Content

    /// - Parameters:
    ///   - axes: The direction it scrolls in: `.vertical` (the default) or `.horizontal`.
    ///   - showsIndicators: Whether scroll bars show; GTK shows them as the desktop does.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        axis = axes == .horizontal ? .horizontal : .vertical
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // The direction is the scroll view's kind, set once, as its position is made once.
        let state = node.keptState(ScrollViewState(position: ScrollRowOffset(scrollView: node.viewNode, axis: axis))) { state in
            let backend = node.backend
            let element = backend.make { $0.scrollRendering.makeScrollView(axis: axis) }
            node.setElement(element, holdsChildren: true)
            backend.uncounted { $0.scrollRendering.observeScrolling(of: element) { [weak state] row in state?.position.moved(to: row) } }
            state.position.start(with: node.context[DefaultScrollAnchorInput.self], on: node)
        }
        // A `.scrollPosition` binding around is this scroll view's, not one's inside it.
        state.position.follow(node.context[ScrollPositionLinkInput.self])
        let context = state.contexts.context(from: node.childContext) { context in
            context[ScrollRowOffsetInput.self] = state.position
            context[ScrollPositionLinkInput.self] = nil
            context[DefaultScrollAnchorInput.self] = nil
        }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// A scroll view's position, and the context that hands it to its content.
private final class ScrollViewState: ScrollableState {
    let position: ScrollRowOffset
    var contexts = DerivedContextCache()

    init(position: ScrollRowOffset) { self.position = position }

    var ownScrollOffset: ScrollRowOffset? { position }
}

extension Axis {
    /// A set of directions: the ones a scroll view scrolls in.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Where the nearest scroll view around is scrolled to, which a lazy container inside builds
/// its rows for.
enum ScrollRowOffsetInput: NodeInputKey {
    typealias Value = ScrollRowOffset
}
