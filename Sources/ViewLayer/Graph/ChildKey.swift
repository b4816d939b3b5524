/// How a child is identified among its siblings: by position, by branch, or explicitly.
/// Together with the child's type it forms the child's structural identity.
enum ChildKey: Hashable, CustomStringConvertible {
    case single
    case index(Int)
    case branch(Bool)
    case explicit(AnyHashable)

    var description: String {
        switch self {
        case .single: ""
        case .index(let i): "\(i)"
        case .branch(let b): b ? "if" : "else"
        case .explicit(let id): "#\(id)"
        }
    }
}

/// One child view to reconcile, as produced by a primitive for its node.
struct ChildSpec {
    var key: ChildKey
    var view: any View
}
