/// When a removed view leaves, relative to what the same pass inserted (rule 18).
///
/// SwiftUI keeps a removed view for its removal transition, which is `.opacity` unless the view
/// says otherwise (OpenSwiftUI's implementation, whose tests below pin the order it gives), so without animation it leaves at the end of the update: the view that
/// replaces it (a new `.id`, the other branch of an `if`, another `switch` case) appears first,
/// then the old one disappears. With `.transition(.identity)` it leaves at once, before the new
/// one appears. OpenSwiftUI's `AppearanceActionModifierCompatibilityTests` (`idTest`,
/// `idTestWithIdentityTransition`), which run against Apple's SwiftUI, record both orders.
/// Pages popped and presentations dismissed are not transitions of the graph's: they leave at
/// once, as before, and so does a lazy container's row deleted out of reach (rule 17).
extension ViewNode {
    /// Whether this removed subtree leaves after the pass's insertions: unless it is a page or a
    /// presentation, or its transition, the first `.transition` down the chain of single children
    /// from it, removes in no time. Decided for the subtree as a whole, so that whether the trace
    /// watches a view inside it changes nothing of when its state goes.
    var leavesAfterInsertions: Bool {
        // A lazy row taken off screen (scrolled away) has no transition to show.
        guard !isPortalRoot, !isDetached else { return false }
        return !(transition?.removesAtOnce ?? false)
    }

    /// Whether this inserted subtree comes in over time: its transition, found as
    /// `leavesAfterInsertions` finds it, inserts in some time (`.opacity` by default).
    var comesInOverTime: Bool {
        !isPortalRoot && !(transition?.insertsAtOnce ?? false)
    }

    /// The first `.transition` down the chain of single children from this node, children
    /// leaving already set aside.
    private var transition: AnyTransition? {
        var node: ViewNode? = self
        while let current = node {
            if let transition = (current.primitiveState as? TransitionState)?.transition { return transition }
            // Children leaving already are not the content's: they are going.
            var only: ViewNode?
            for child in current.children where !child.isLeaving {
                guard only == nil else { return nil }
                only = child
            }
            node = only
        }
        return nil
    }
}
