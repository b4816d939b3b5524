/// How a child is identified among its siblings: by position, by branch, or explicitly.
/// Together with the child's type it forms the child's structural identity.
enum ChildKey: Hashable, CustomStringConvertible {
    case single
    case index(Int)
    case branch(Bool)
    /// Boxed: a key is stored in every node, and most keys are not explicit.
    indirect case explicit(AnyHashable)
    /// An integer id, kept apart from `explicit` so that the common case compares as an integer.
    case number(Int)

    /// The id an explicit key was made from, as a message shows it.
    var idDescription: String {
        switch self {
        case .explicit(let id): "\(id.base)"
        case .number(let id): "\(id)"
        default: description
        }
    }

    var description: String {
        switch self {
        case .single: ""
        case .index(let i): "\(i)"
        case .branch(let b): b ? "if" : "else"
        case .explicit(let id): "#\(id)"
        case .number(let id): "#\(id)"
        }
    }
}

/// One child view to reconcile, as produced by a primitive for its node.
struct ChildSpec {
    var key: ChildKey
    var view: any View

    /// The children a view of fixed type makes as content: a `ViewBuilder` block's views each at its
    /// position, or the view itself. A block holds no state and no element, so its views are the
    /// container's children directly, with the same identities (the container and a position).
    @MainActor
    static func content(_ view: any View) -> [ChildSpec] {
        // Asked of the type's layout, worked out once, rather than of the runtime by a cast to a
        // protocol at every body: most bodies are not blocks, and a cast that fails costs most.
        if let list = TypeLayout.of(type(of: view)).blockContent { return list(view) }
        return [ChildSpec(key: .single, view: view)]
    }
}

/// A `ViewBuilder` block, whose views stand in for it among its container's children.
@MainActor
protocol BlockContent {
    var childSpecs: [ChildSpec] { get }
}
