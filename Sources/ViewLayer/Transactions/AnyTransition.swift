/// How a view comes on screen and leaves it: `.transition(.move(edge: .leading))`.
///
/// The lifecycle cares about one thing here (rule 18): a view removed with any transition but
/// `.identity` leaves at the end of the pass, after what the pass inserted has appeared, as
/// SwiftUI keeps it for its removal transition; with `.identity` it leaves at once.
public struct AnyTransition: Sendable, Equatable {
    indirect enum Kind: Sendable, Equatable {
        case identity
        case opacity
        case slide
        case scale(Double)
        case move(Edge)
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        case combined(AnyTransition, AnyTransition)
    }

    let kind: Kind

    /// No transition: the view is inserted and removed at once.
    public static let identity = AnyTransition(kind: .identity)
    /// A fade; SwiftUI's default.
    public static let opacity = AnyTransition(kind: .opacity)
    /// In from the leading edge, out to the trailing one.
    public static let slide = AnyTransition(kind: .slide)
    /// A scale from nothing.
    public static let scale = AnyTransition(kind: .scale(0))

    /// A scale from `scale`.
    public static func scale(scale: Double) -> AnyTransition { AnyTransition(kind: .scale(scale)) }

    /// In from `edge` and out to it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }

    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(self, other))
    }

    /// The transition a removal runs.
    var removal: AnyTransition {
        if case .asymmetric(_, let removal) = kind { return removal.removal }
        return self
    }

    /// The transition an insertion runs.
    var insertion: AnyTransition {
        if case .asymmetric(let insertion, _) = kind { return insertion.insertion }
        return self
    }

    /// Whether removing with it takes no time: `.identity`, or only `.identity`s combined.
    var removesAtOnce: Bool { removal.takesNoTime }

    /// Whether inserting with it takes no time.
    var insertsAtOnce: Bool { insertion.takesNoTime }

    private var takesNoTime: Bool {
        switch kind {
        case .identity: true
        case .combined(let a, let b): a.takesNoTime && b.takesNoTime
        case .asymmetric: false
        default: false
        }
    }
}

/// A side of a rectangle, which a view moves in from or out to.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing
}

extension View {
    /// The transition this view is inserted and removed with, when an `if`, a `switch`, a new
    /// `.id` or a `ForEach` inserts or removes it.
    ///
    ///     if isShown {
    ///         Panel().transition(.move(edge: .bottom))
    ///     }
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionView(content: self, transition: transition)
    }
}

struct TransitionView<Content: View>: View, PrimitiveView {
    let content: Content
    let transition: AnyTransition

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.keptState(TransitionState(transition)).transition = transition
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}

/// The transition a `.transition` modifier's node was last given, which its removal reads.
final class TransitionState {
    var transition: AnyTransition

    init(_ transition: AnyTransition) { self.transition = transition }
}
