/// A `.scrollPosition` binding and the scroll view or list below it, which share it: the binding
/// moves the scroll view when it is set, and is written back when the scroll view moves by other
/// means (a person, a script's `scroll:`, `ScrollViewProxy.scrollTo`).
@MainActor
final class ScrollPositionLink {
    /// The scroll view's offset, set by the scroll view when it takes the link as its own.
    weak var offset: ScrollRowOffset?
    /// Writes where the scroll view is to the binding, given the id of the first target on
    /// screen (nil: none), and says what the binding then asks for, so that it is not taken for
    /// a new request.
    var write: @MainActor (AnyHashable?) -> ScrollRequest? = { _ in nil }
    /// What the binding asked for last: one that differs moves the scroll view.
    var asked: ScrollRequest?
    /// Whether the scroll view is moving as the binding asked, which is not written back.
    private var isMovingForBinding = false

    /// The scroll view moved: the binding learns where it is now, unless it asked for the move.
    func scrolled(_ offset: ScrollRowOffset) {
        guard !isMovingForBinding else { return }
        asked = write(offset.firstTargetID())
    }

    /// Moves the scroll view as `request` says; an id that matches no view moves nothing.
    func move(to request: ScrollRequest) {
        guard let offset else { return }
        isMovingForBinding = true
        defer { isMovingForBinding = false }
        switch request {
        case .view(let id, let anchor):
            if let rows = offset.rows(of: id) { offset.scroll(toRows: rows, anchor: anchor) }
        case .edge(let edge):
            offset.scroll(to: edge)
        case .point(let x, let y):
            if let along = offset.axis == .horizontal ? x : y { offset.scroll(toOffset: along) }
        }
    }
}

/// Where a `.scrollPosition` binding asks the scroll view to be.
enum ScrollRequest: Equatable {
    /// The view identified by the id, aligned at the anchor (nil: moved the least to show it).
    case view(AnyHashable, anchor: UnitPoint?)
    /// An edge of the content.
    case edge(Edge)
    /// A point of the content, along each axis given.
    case point(x: Double?, y: Double?)
}

/// The `.scrollPosition` binding of the nearest scroll view or list below.
enum ScrollPositionLinkInput: NodeInputKey {
    typealias Value = ScrollPositionLink
}

/// A `.scrollPosition` modifier: hands its link to the scroll view below, and moves it when what
/// the binding asks for changes. Read in the update, the binding makes the modifier update again
/// when it is set.
struct ScrollPositionView<Content: View>: View, PrimitiveView {
    let content: Content
    /// Reads what the binding asks for.
    let request: @MainActor () -> ScrollRequest?
    /// Writes the scroll view's place back (`ScrollPositionLink.write`).
    let write: @MainActor (AnyHashable?) -> ScrollRequest?

    func update(_ node: PrimitiveNode, previous: Self?) {
        let isInstalling = node.primitiveState == nil
        let state = node.keptState(ScrollPositionState())
        let link = state.link
        link.write = write
        let asked = node.track(request)
        let context = state.contexts.context(from: node.childContext) { $0[ScrollPositionLinkInput.self] = link }
        node.updateChildren(ChildSpec.content(content), context: context)
        guard asked != link.asked else { return }
        link.asked = asked
        guard let asked else { return }
        // A first value: the scroll view's lazy rows wait until it is scrolled to, so that the
        // scroll view starts there (iOS 18's `ScrollPosition(edge: .bottom)` for a chat).
        let offset = isInstalling ? link.offset : nil
        offset?.hold()
        // Once the pass has placed the scroll view's rows, so that it knows where the view is.
        node.atEndOfPass { [weak link, weak offset] in
            link?.move(to: asked)
            offset?.release()
        }
    }
}

@MainActor
private final class ScrollPositionState {
    let link = ScrollPositionLink()
    var contexts = DerivedContextCache()
}
