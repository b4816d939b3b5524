import Foundation

/// One view identity in the graph: created when a view is inserted, kept while its parent's
/// body keeps producing a view of the same type at the same place, removed when it does not.
/// It owns the view's state, its element if it has one, and its children.
///
/// The node itself is storage, identity, place in the tree and flags. The work on it is done by
/// the graph's engines, each in a folder of its own under `Graph/` (see `docs/architecture.md`):
/// `Evaluation/` (install, receive, body, invalidation), `Dependencies/` (what it read),
/// `Reconciliation/` (its children), `Elements/` (what it places), `Visibility/` (shown or not)
/// and `Teardown/` (removal and release). Those engines, and nothing outside `Graph/`, write its
/// storage, which is why most of it has no `private(set)`.
@MainActor
final class ViewNode {
    // Stored properties in the order they are laid out: what comparing a list's row reads comes
    // first (the flags, the layout, the value, the context), so that it shares a cache line or two
    // rather than spreading over the whole node. The flags sit together to share a word.

    /// A view with a `body` of its own, written by a user; the trace speaks of these.
    let isComposite: Bool
    /// The root of a page, sheet or window: its elements go into a container of its own, and
    /// whether it is shown is not its parent's business.
    var isPortalRoot = false
    /// A lazy stack's row kept with its state while out of the viewport's reach: its elements
    /// are taken out of the stack, so it disappears, and put back when it comes back.
    var isDetached = false
    var isDirty = false
    var isRemoved = false
    /// Whether what the node held of the user's was released (`uninstall`), its own memory
    /// waiting for the graph to let go of it.
    var isUninstalled = false
    var isShown = false
    var isTouched = false
    /// Removed from its parent's list under an animation, and kept there until its removal
    /// transition is over (`LeavingChildren.swift`).
    var isLeaving = false
    /// Whether `primitiveState` takes the node's lifecycle callbacks: most nodes' does not, and
    /// asking the runtime at each callback is a conformance lookup.
    private(set) var stateObservesLifecycle = false
    /// Whether that state's appear and disappear callbacks do anything (`watchesAppearance`).
    private(set) var stateWatchesAppearance = false
    /// Whether `primitiveState` is held by the element's handlers (`ElementHeldState`).
    private(set) var stateIsHeldByElement = false
    /// How many of this node's topmost elements are on screen now.
    var shownElementCount: Int32 = 0
    /// Bumped at each evaluation so that stale observation callbacks can be ignored.
    var generation: UInt32 = 0
    let depth: Int32
    /// The element's identity, beside the flags: comparing a long list's elements with what its
    /// container shows reads this rather than each element, which would be retained to be read.
    private(set) var elementID: ObjectIdentifier?

    /// Where the view's dynamic properties are and how its values compare.
    let layout: TypeLayout

    // The properties marked `@exclusivity(unchecked)` are read and written at every node of
    // every pass, and of every removal: a runtime check of each access is a call into the
    // runtime apiece, some 0.4 ms of clearing a thousand rows. No access to them overlaps
    // another: the graph writes a node's field only from the node or its parent, never while
    // that field is being written. An old value released by a write may run a user's deinit
    // within the access, but user code reaches a node only through `invalidate()` and the
    // observation of what it read, which read none of these fields.

    /// The current view value, with its dynamic properties bound to this node's storage.
    @exclusivity(unchecked) var view: any View
    @exclusivity(unchecked) var context: NodeContext
    let key: ChildKey

    /// The graph, reached through the container rather than stored: a node of a long list
    /// spared eight bytes is one allocation size class smaller.
    var graph: ViewGraph { container.graph }
    /// Strong, as `HostContainer`'s owner is: a weak reference gives the node it names a side
    /// table, and every retain and release of an object with one takes the runtime's slow path,
    /// which a pass over a long list pays for each of its thousands of nodes. The references the
    /// graph makes to every node (this, a container's owner, an element's showing handler and the
    /// body's observation, through `NodeHandle`) are not weak; those some nodes get (a state's
    /// dependents, a link's node) are left so. The cycle with the parent's `children` is broken
    /// when the node is uninstalled, or its graph goes.
    private(set) var parent: ViewNode?

    var typeName: String { layout.typeName }

    /// The container this node's topmost elements are placed in.
    let container: HostContainer
    /// The container for this node's children, when the node has an element that holds them.
    @exclusivity(unchecked) var childContainer: HostContainer?
    @exclusivity(unchecked) var element: (any RenderElement)? {
        didSet { elementID = element.map { ObjectIdentifier($0) } }
    }
    /// Changed only by this node's own update and by its let-go, never while a walk of the
    /// subtree is under way: removal, uninstall and collecting elements walk it without retaining
    /// it or its nodes (`forEachUnretained`), as a copy would cost a retain of the array a node,
    /// each a cache miss in a long list (3 % of clearing a thousand rows on GTK).
    @exclusivity(unchecked) var children: [ViewNode] = []
    /// Roots of content shown elsewhere: a pushed page, a presented sheet.
    @exclusivity(unchecked) var portals: [ViewNode] = []

    /// What only a user-written view has; nil for the built-in views, which are most nodes.
    @exclusivity(unchecked) var userView: UserViewState?
    /// What a primitive keeps between updates.
    @exclusivity(unchecked) var primitiveState: AnyObject? {
        didSet {
            guard let state = primitiveState else {
                stateObservesLifecycle = false
                stateWatchesAppearance = false
                stateIsHeldByElement = false
                return
            }
            let observer = state as? any NodeLifecycleObserver
            stateObservesLifecycle = observer != nil
            stateWatchesAppearance = observer?.watchesAppearance ?? false
            stateIsHeldByElement = state is ElementHeldState
        }
    }

    /// The primitive's state, when it takes the node's appear, disappear and removal.
    var lifecycleObserver: (any NodeLifecycleObserver)? {
        stateObservesLifecycle ? primitiveState as? any NodeLifecycleObserver : nil
    }

    /// What the element's showing handler and the observation of what the body read reach this
    /// node through, while it is in the graph; made when the first of them is.
    @exclusivity(unchecked) var handle: NodeHandle?

    var madeHandle: NodeHandle {
        if let handle { return handle }
        let made = NodeHandle(self)
        handle = made
        return made
    }

    /// What the node's bodies read, and what it depends on for good (`Dependencies/`).
    @exclusivity(unchecked) var dependencies = NodeDependencies()

    var viewType: ObjectIdentifier { layout.typeID }

    init(graph: ViewGraph, parent: ViewNode?, key: ChildKey, view: any View, context: NodeContext, container: HostContainer) {
        precondition(container.graph === graph, "a node lives in a container of its own graph")
        self.parent = parent
        self.key = key
        self.view = view
        self.context = context
        self.container = container
        let type = type(of: view)
        layout = TypeLayout.of(type)
        isComposite = layout.primitiveUpdate == nil
        userView = isComposite ? UserViewState(slotCount: layout.slotCount) : nil
        depth = (parent?.depth ?? -1) + 1
    }

    /// Orders nodes parents first. Nonisolated, so that `sorted` calls it without an executor
    /// check per comparison.
    nonisolated static func isShallower(_ a: ViewNode, _ b: ViewNode) -> Bool { a.depth < b.depth }

    /// The node's identity as a path of keys and type names from the root.
    var identityPath: String {
        var components: [String] = []
        var node: ViewNode? = self
        while let current = node {
            let key = current.key.description
            components.append(key.isEmpty ? current.typeName : "\(key):\(current.typeName)")
            node = current.parent
        }
        return components.reversed().joined(separator: "/")
    }

    /// The nearest user-written view at or above this node: a `.task`'s events are its view's.
    var owningView: ViewNode {
        var node: ViewNode? = self
        while let current = node {
            if current.isComposite { return current }
            node = current.parent
        }
        return self
    }

    /// Calls `visit` on this node and every node below it, portals included.
    func forEachInSubtree(_ visit: (ViewNode) -> Void) {
        visit(self)
        for child in children { child.forEachInSubtree(visit) }
        for portal in portals { portal.forEachInSubtree(visit) }
    }

    /// Calls `visit` on every node below this one and then on this one: children in order, then
    /// portals, each after its own descendants. The order lifecycle callbacks run in (rule 11).
    func forEachInSubtreeDeepestFirst(_ visit: (ViewNode) -> Void) {
        for child in children { child.forEachInSubtreeDeepestFirst(visit) }
        for portal in portals { portal.forEachInSubtreeDeepestFirst(visit) }
        visit(self)
    }

    deinit {
        handle?.node = nil
    }
}

/// How a closure that may outlive its node reaches it: an element's showing handler (a backend
/// may keep it as long as the element's widget), an observation's change handler (Observation
/// keeps it until the property changes). A weak reference to the node would give it a side
/// table (see `ViewNode.parent`), as capturing `[weak self]` in the body's observation did for
/// every user-written view. The node clears it when it is removed or uninstalled, or goes; it
/// is read on the main actor only.
final class NodeHandle: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }
}
