import Foundation

/// What a user-written view's node keeps besides what every node does.
@MainActor
final class UserViewState {
    /// Storage of the view's dynamic properties, by slot, created at install.
    var propertySlots: [AnyObject?]
    /// The latest body, kept until the body runs again, as SwiftUI keeps it: what the body built
    /// (a struct's `@State var x = Model()` object) lives that long.
    var latestBody: (any View)?
    /// Whether the view reads `@EnvironmentObject`s, so that an environment change re-runs its body.
    var readsEnvironmentObjects = false
    /// An `@EnvironmentObject` that could not be found, which keeps `body` from being evaluated.
    var missingEnvironmentObject: String?

    init(slotCount: Int) {
        propertySlots = Array(repeating: nil, count: slotCount)
    }

    /// Whether a new environment concerns the body: an object it reads may be another, or a
    /// value it declared differs.
    func isAffected(by environment: EnvironmentValues) -> Bool {
        if readsEnvironmentObjects { return true }
        // The `@Environment` values the view read at its last update are in its slots.
        for case let reading as any EnvironmentDependency in propertySlots where reading.isAffected(by: environment) { return true }
        return false
    }
}

/// One view identity in the graph: created when a view is inserted, kept while its parent's
/// body keeps producing a view of the same type at the same place, removed when it does not.
/// It owns the view's state, its element if it has one, and its children.
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
    private(set) var isDetached = false

    func setDetached(_ detached: Bool) {
        guard detached != isDetached else { return }
        isDetached = detached
        container.markDirty()
    }
    private(set) var isDirty = false
    private(set) var isRemoved = false
    /// Whether what the node held of the user's was released (`uninstall`), its own memory
    /// waiting for the graph to let go of it.
    private var isUninstalled = false
    var isShown = false
    var isTouched = false
    /// Whether `primitiveState` takes the node's lifecycle callbacks: most nodes' does not, and
    /// asking the runtime at each callback is a conformance lookup.
    private var stateObservesLifecycle = false
    /// Whether that state's appear and disappear callbacks do anything (`watchesAppearance`).
    private var stateWatchesAppearance = false
    /// Whether `primitiveState` is held by the element's handlers (`ElementHeldState`).
    private var stateIsHeldByElement = false
    /// How many of this node's topmost elements are currently mapped.
    var mappedCount: Int32 = 0
    /// Bumped at each evaluation so that stale observation callbacks can be ignored.
    private(set) var generation: UInt32 = 0
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
    @exclusivity(unchecked) private(set) var view: any View
    @exclusivity(unchecked) private(set) var context: NodeContext
    let key: ChildKey

    /// The graph, reached through the container rather than stored: a node of a long list
    /// spared eight bytes is one allocation size class smaller.
    var graph: ViewGraph { container.graph }
    /// Strong, as `HostContainer`'s owner is: a weak reference gives the node it names a side
    /// table, and every retain and release of an object with one takes the runtime's slow path,
    /// which a pass over a long list pays for each of its thousands of nodes. The references the
    /// graph makes to every node (this, a container's owner, an element's mapping handler and the
    /// body's observation, through `NodeHandle`) are not weak; those some nodes get (a state's
    /// dependents, a link's node) are left so. The cycle with the parent's `children` is broken
    /// when the node is uninstalled, or its graph goes.
    private(set) var parent: ViewNode?

    var typeName: String { layout.typeName }

    /// The container this node's topmost elements are placed in.
    let container: HostContainer
    /// The container for this node's children, when the node has an element that holds them.
    @exclusivity(unchecked) private(set) var childContainer: HostContainer?
    @exclusivity(unchecked) private(set) var element: (any RenderElement)? {
        didSet { elementID = element.map { ObjectIdentifier($0) } }
    }
    /// Changed only by this node's own update and by its let-go, never while a walk of the
    /// subtree is under way: removal, uninstall and collecting elements walk it without retaining
    /// it or its nodes (`forEachUnretained`), as a copy would cost a retain of the array a node,
    /// each a cache miss in a long list (3 % of clearing a thousand rows on GTK).
    @exclusivity(unchecked) private(set) var children: [ViewNode] = []
    /// Roots of content shown elsewhere: a pushed page, a presented sheet.
    @exclusivity(unchecked) private(set) var portals: [ViewNode] = []

    /// What only a user-written view has; nil for the built-in views, which are most nodes.
    @exclusivity(unchecked) private(set) var userView: UserViewState?
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

    /// What the element's mapping handler and the observation of what the body read reach this
    /// node through, while it is in the graph; made when the first of them is.
    @exclusivity(unchecked) private var handle: NodeHandle?

    private var madeHandle: NodeHandle {
        if let handle { return handle }
        let made = NodeHandle(self)
        handle = made
        return made
    }

    /// What the last evaluation read (rule 4): replaced at each evaluation.
    @exclusivity(unchecked) private var dependencies: [StateSource] = []
    /// The states read through this view's struct during any update, which it depends on for
    /// good, whatever its later bodies read: SwiftUI's `wasRead` is never reset (rule 15).
    @exclusivity(unchecked) private var stickyDependencies: [StateSource] = []

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

    // MARK: Install and update

    /// Binds the view's state (rule 2: after `init`, before the first `body`) and evaluates it.
    func install() {
        graph.statistics.liveNodes += 1
        if isComposite { graph.emit(.install, self) }
        evaluate(shown: .nothing)
    }

    /// Takes a new view value from the parent. Does nothing when the value makes no difference
    /// and nothing the node depends on has changed, unless `force`d: an `EquatableView` whose
    /// `==` found a change.
    func receive(_ newView: any View, context newContext: NodeContext, force: Bool = false) {
        // A removed node's value is gone (see `uninstall`); nothing may compare against it.
        guard !isRemoved else { return }
        let contextChanged = !newContext.isSame(as: context)
        let viewChanged = force || !isSameView(newView)
        guard isDirty || contextChanged || viewChanged else { return }
        // Keep the previous value alive until the update is over, as its objects may be in use.
        let previous = view
        if viewChanged { view = newView }
        context = newContext
        if let userView, !isDirty, !viewChanged, !userView.isAffected(by: newContext.environment) {
            // Only the environment changed, and nothing here reads what changed: pass it on.
            linkProperties()
            for child in children { child.receive(child.view, context: childContext) }
        } else {
            evaluate(shown: .value(previous))
        }
        withExtendedLifetime(previous) {}
    }

    /// Whether receiving `newView` would change nothing: the node is not invalidated and the value
    /// is the one it has. Lets a list's unchanged rows be skipped without boxing their views.
    func isUnchanged<V: View>(by newView: V, context newContext: NodeContext) -> Bool {
        guard !isDirty, !isRemoved, ObjectIdentifier(V.self) == viewType, newContext.isSame(as: context) else { return false }
        return hasValue(newView)
    }

    private func isSameView(_ newView: any View) -> Bool {
        guard ObjectIdentifier(type(of: newView)) == viewType else { return false }
        return hasValue(newView)
    }

    /// Whether `newView`, of the node's type, is the value the node has. Both are of the node's
    /// type, so their storage compares directly, with no cast.
    private func hasValue<New: View>(_ newView: New) -> Bool {
        func compare<Old: View>(_ old: Old) -> Bool {
            withRawPointers(old, newView) { layout.isSame($0, $1) }
        }
        return compare(view)
    }

    private func linkProperties() {
        userView?.missingEnvironmentObject = nil
        func link<V: View>(_ view: V) {
            var copy = view
            withUnsafeMutablePointer(to: &copy) { layout.link(UnsafeMutableRawPointer($0), in: self) }
            self.view = copy
        }
        link(view)
    }

    /// Re-evaluates the view: its body for a user view, its element and children for a primitive.
    /// What a primitive's element was last brought in line with.
    enum Shown {
        /// Nothing yet: the node is being installed.
        case nothing
        /// The value the node had before the one it just received.
        case value(any View)
        /// The current value: the node was invalidated, its value is unchanged.
        case current
    }

    func evaluate(shown: Shown = .current) {
        isDirty = false
        generation &+= 1
        clearDependencies()
        if isComposite {
            // Binds storage on install, re-attaches it to a new struct, and runs every
            // `update()` before the body (rule 8).
            linkProperties()
            let body: any View
            if let missing = userView?.missingEnvironmentObject {
                body = Text(missing)
            } else {
                graph.emit(.body, self)
                body = track { Self.body(of: view) }
            }
            userView?.latestBody = body
            updateChildren(ChildSpec.content(body))
        } else if let update = layout.primitiveUpdate {
            switch shown {
            case .nothing: update(view, self, nil)
            case .value(let previous): update(view, self, previous)
            case .current: update(view, self, view)
            }
        }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// Runs `read` with this node recording what it reads: `@State` values, bindings, and
    /// properties of `@Observable` objects. A later change to any of them invalidates the node.
    ///
    /// Observation offers no way to cancel a registration: one made by an earlier evaluation stays
    /// until its property changes, and is then ignored through `generation`.
    func track<T>(_ read: () -> T) -> T {
        let previous = ViewGraph.trackingNode
        ViewGraph.trackingNode = self
        let previousReads = ReadTracking.begin()
        defer {
            ReadTracking.end(restoring: previousReads)
            ViewGraph.trackingNode = previous
        }
        let generation = self.generation
        let handle = madeHandle
        return withObservationTracking(read) {
            ViewGraph.onMain {
                guard let node = handle.node, node.generation == generation else { return }
                node.invalidate()
            }
        }
    }

    // A node registers with a source once, whether it depends on it for one evaluation, for
    // good, or both. Its lists are short: loops rather than `contains(where:)`, for the reason
    // given at `withRawPointers`.

    func addDependency(_ source: StateSource) {
        if Self.holds(dependencies, source) { return }
        dependencies.append(source)
        if !Self.holds(stickyDependencies, source) { source.addDependent(self) }
    }

    func addStickyDependency(_ source: StateSource) {
        if Self.holds(stickyDependencies, source) { return }
        stickyDependencies.append(source)
        if !Self.holds(dependencies, source) { source.addDependent(self) }
    }

    private func clearDependencies() {
        for source in dependencies where !Self.holds(stickyDependencies, source) { source.removeDependent(self) }
        dependencies.removeAll(keepingCapacity: true)
    }

    private static func holds(_ sources: [StateSource], _ source: StateSource) -> Bool {
        for held in sources where held === source { return true }
        return false
    }

    /// Forgets a pending invalidation the graph gave up on.
    func discardInvalidation() { isDirty = false }

    /// Marks the node to be re-evaluated in the next update pass.
    func invalidate() {
        guard !isDirty, !isRemoved else { return }
        isDirty = true
        graph.scheduleUpdate(of: self)
    }

    // MARK: Children

    /// The context handed to children; modifiers that change the environment override it.
    var childContext: NodeContext { context }

    /// Makes the children match `specs`: a child with the same key and type as an existing one
    /// is that child, updated; others are created; existing children left over are removed.
    func updateChildren(_ specs: [ChildSpec], context: NodeContext? = nil) {
        let context = context ?? childContext
        if specs.count == children.count, hasSameIdentities(specs) {
            for index in specs.indices { children[index].receive(specs[index].view, context: context) }
            return
        }
        // A new node's children are all new: nothing to match them with.
        if children.isEmpty {
            var entries: [MatchedChild] = []
            entries.reserveCapacity(specs.count)
            for spec in specs { entries.append(.inserted(spec)) }
            replaceChildren(with: entries, keeping: [], context: context)
            return
        }
        // Each spec takes the child with its key and type, if any; the others are created.
        struct Identity: Hashable { let key: ChildKey; let type: ObjectIdentifier }
        var positions: [Identity: Int] = [:]
        positions.reserveCapacity(children.count)
        for index in children.indices { positions[Identity(key: children[index].key, type: children[index].viewType)] = index }
        var keeping = Array(repeating: false, count: children.count)
        var entries: [MatchedChild] = []
        entries.reserveCapacity(specs.count)
        for spec in specs {
            if let index = positions.removeValue(forKey: Identity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))) {
                keeping[index] = true
                entries.append(.changed(index, spec.view))
            } else {
                entries.append(.inserted(spec))
            }
        }
        replaceChildren(with: entries, keeping: keeping, context: context)
    }

    /// Whether `specs` name the current children, in order. A loop rather than `zip` and
    /// `allSatisfy`, for the reason given at `withRawPointers`.
    private func hasSameIdentities(_ specs: [ChildSpec]) -> Bool {
        for index in specs.indices {
            let spec = specs[index], child = children[index]
            if spec.key != child.key || ObjectIdentifier(type(of: spec.view)) != child.viewType { return false }
        }
        return true
    }

    /// Makes the children those of `entries`, in order, already matched to the current children;
    /// the children whose position in `keeping` is false are removed.
    func replaceChildren(with entries: [MatchedChild], keeping: [Bool], context: NodeContext? = nil) {
        let context = context ?? childContext
        var made: [ViewNode] = []
        for entry in entries {
            switch entry {
            case .kept:
                break
            case .changed(let index, let view):
                children[index].receive(view, context: context)
            case .inserted(let spec):
                made.append(makeChild(spec, context: context, container: childContainer ?? container))
            }
        }
        // In the children's order, so that removal callbacks run in a stable order.
        for index in children.indices where !keeping[index] { children[index].remove() }
        // Only a change of the elements' order or number concerns the container; an update that
        // kept every child in place (a new environment, say) leaves it alone.
        let isRearranged: Bool
        if made.isEmpty {
            isRearranged = rearrangeChildren(as: entries, keeping: keeping)
        } else {
            var updated: [ViewNode] = []
            updated.reserveCapacity(entries.count)
            var madeIndex = 0
            for entry in entries {
                switch entry {
                case .kept(let index), .changed(let index, _):
                    updated.append(children[index])
                case .inserted:
                    updated.append(made[madeIndex])
                    madeIndex += 1
                }
            }
            children = updated
            isRearranged = true
        }
        if isRearranged { (childContainer ?? container).markDirty() }
    }

    /// Makes the children the kept ones, in the order of `entries`, which insert none, by moving
    /// them about the array: the unchanged rows of a long list, when one goes or two swap, are
    /// neither read, retained nor released, each a cache miss. Says whether any moved or went.
    private func rearrangeChildren(as entries: [MatchedChild], keeping: [Bool]) -> Bool {
        // Each kept child's place once the removed ones are out, and where each entry's child is then.
        var rank = Array(repeating: 0, count: children.count)
        var keptCount = 0
        for index in children.indices where keeping[index] {
            rank[index] = keptCount
            keptCount += 1
        }
        var order: [Int] = []
        order.reserveCapacity(entries.count)
        var isInOrder = true
        for entry in entries {
            switch entry {
            case .kept(let index), .changed(let index, _):
                if rank[index] != order.count { isInOrder = false }
                order.append(rank[index])
            case .inserted:
                preconditionFailure("rearranging children cannot insert one")
            }
        }
        precondition(order.count == keptCount, "each kept child is an entry once")
        if keptCount == children.count, isInOrder { return false }
        children.withUnsafeMutableBufferPointer { buffer in
            // The kept to the front, in their order; what is between is removed.
            var next = 0
            for index in buffer.indices where keeping[index] {
                if index != next { buffer.swapAt(index, next) }
                next += 1
            }
            guard !isInOrder else { return }
            // Then each cycle of the permutation, which takes the child at `order[i]` to `i`.
            var isPlaced = Array(repeating: false, count: keptCount)
            for start in 0..<keptCount where !isPlaced[start] {
                var position = start
                while order[position] != start {
                    buffer.swapAt(position, order[position])
                    isPlaced[position] = true
                    position = order[position]
                }
                isPlaced[position] = true
            }
        }
        children.removeLast(children.count - keptCount)
        return true
    }

    /// Creates and installs the root of content shown in `container` (a page, a sheet).
    func addPortal(_ view: any View, in container: HostContainer, context: NodeContext) -> ViewNode {
        let node = makeChild(ChildSpec(key: .explicit("portal-\(portals.count)"), view: view), context: context, container: container, portal: true)
        portals.append(node)
        return node
    }

    func removePortal(_ node: ViewNode) {
        portals.removeAll { $0 === node }
        node.remove()
    }

    private func makeChild(_ spec: ChildSpec, context: NodeContext, container: HostContainer, portal: Bool = false) -> ViewNode {
        let child = ViewNode(graph: graph, parent: self, key: spec.key, view: spec.view, context: context, container: container)
        if portal {
            child.isPortalRoot = true
            container.setSource(child)
        }
        child.install()
        return child
    }

    /// Removes this node and its subtree from the graph. Its elements leave the screen in this
    /// pass; its state is released after its disappear callbacks have run.
    func remove() {
        guard !isRemoved else { return }
        withdrawMappedElements()
        var shown: [ViewNode] = []
        markRemoved(collectingShown: &shown)
        container.markDirty()
        graph.nodeWasRemoved(self, shownBelow: shown)
    }

    /// Marks the subtree removed, and collects its shown nodes in the order their disappear
    /// callbacks run: deepest first.
    private func markRemoved(collectingShown shown: inout [ViewNode]) {
        isRemoved = true
        isDirty = false
        // What the subtree's elements counted for the nodes above has been taken back (see
        // `withdrawMappedElements`), and a removed node's own counts concern no one: its mapping
        // handlers and its observations stop at `isRemoved`, and its handle is left alone, one
        // cache miss less a node when a long list goes.
        lifecycleObserver?.nodeWillBeRemoved(self)
        children.forEachUnretained { $0.markRemoved(collectingShown: &shown) }
        for portal in portals { portal.markRemoved(collectingShown: &shown) }
        if isShown { shown.append(self) }
    }

    /// Takes what this subtree's elements count as shown from the element-less nodes above it,
    /// as their unmapping would in the pass's sync. A removed subtree's own counts concern no
    /// one, and the handlers of its thousand elements, when a long list is cleared, would each
    /// walk up to the list for nothing.
    private func withdrawMappedElements() {
        guard mappedCount != 0, !isPortalRoot, let parent, parent.element == nil else { return }
        parent.addToMappedCounts(-mappedCount)
    }

    /// Releases what the node and the nodes below it keep of the user's, as SwiftUI does when an
    /// identity goes (rule 5): the storage of their dynamic properties (a `@StateObject`'s object
    /// goes here), what their bodies built, their view values, and the environment. What is left,
    /// the nodes, their elements and containers, is the graph's own memory and nobody's business:
    /// the graph lets go of it with `letGoOfSubtree` later, after the frame as a rule
    /// (`RenderBackend.afterFrame`).
    func uninstall() {
        graph.statistics.liveNodes -= uninstallSubtree()
    }

    /// Uninstalls this node and the nodes below it, and says how many there were.
    private func uninstallSubtree() -> Int {
        // A row's few nodes below it lie apart on the heap: they come in while this node's
        // values are released.
        children.prefetchLeadingObjects()
        if isComposite { graph.emit(.uninstall, self) }
        releaseUserValues()
        isUninstalled = true
        var count = 1
        children.forEachUnretained { count += $0.uninstallSubtree() }
        for node in portals { count += node.uninstallSubtree() }
        return count
    }

    /// Lets go of what this node and the nodes below it hold, as `uninstall` does but without a
    /// word to the graph: for nodes uninstalled already, or for a graph let go of while still
    /// showing them, which is going away. Nodes hold their parents strongly (see `parent`), and a
    /// presentation or a pushed page its root through the presenter's state: everything is let
    /// go of, or they would hold each other.
    func letGoOfSubtree() {
        let (children, portals) = letGo()
        for node in children { node.letGoOfSubtree() }
        for node in portals { node.letGoOfSubtree() }
    }

    /// Releases the node's state, view and context: what may hold the user's objects.
    private func releaseUserValues() {
        // Most nodes depend on nothing and hold no state: a long list's thousands are let go of
        // without touching what they do not have.
        if !dependencies.isEmpty { clearDependencies() }
        if !stickyDependencies.isEmpty {
            for source in stickyDependencies { source.removeDependent(self) }
            stickyDependencies.removeAll()
        }
        userView = nil
        if stateIsHeldByElement {
            // It lets go of the user's values itself; the object, which the element's handlers
            // hold too, is the graph's own and goes with the node.
            if let state = primitiveState { unsafeDowncast(state, to: ElementHeldState.self).nodeWasUninstalled() }
        } else if primitiveState != nil {
            primitiveState = nil
        }
        view = EmptyView()
        // What the context holds (environment objects, a navigation stack's coordinator, which
        // holds its pages) goes with the node's state.
        context = NodeContext.empty
    }

    /// Releases what the node holds, and hands back the nodes below it.
    private func letGo() -> (children: [ViewNode], portals: [ViewNode]) {
        if !isUninstalled { releaseUserValues() }
        primitiveState = nil
        handle?.node = nil
        element = nil
        childContainer = nil
        // Taken, not copied: a copy would retain each child, a cache miss apiece in a long list.
        let taken = (children, portals)
        children = []
        portals = []
        return taken
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

    // MARK: Elements

    /// Gives this node its element, made once at install. `holdsChildren` says whether the
    /// node's children are placed inside it.
    func setElement(_ element: any RenderElement, holdsChildren: Bool) {
        precondition(self.element == nil, "a node's element is made once")
        self.element = element
        if holdsChildren { childContainer = HostContainer(element: element, graph: graph, source: nil, owner: self) }
        guard mappingMatters else { return }
        graph.statistics.watchedElements += 1
        let handle = madeHandle
        graph.backend.observeMapping(of: element) { mapped in
            handle.node?.elementMappingChanged(mapped)
        }
    }

    /// Whether anything the element's mapping reaches cares about being shown: a modifier with
    /// appear or disappear callbacks (`onAppear`, `.task`, `onChange(initial:)`), or a user-written
    /// view when the trace reports its appear and disappear. Most
    /// elements of a long list sit under another element with nothing of the kind in between,
    /// and are not observed.
    private var mappingMatters: Bool {
        let userViewsMatter = graph.reportsViewAppearance
        var node: ViewNode? = self
        while let current = node {
            if (current.isComposite && userViewsMatter) || current.stateWatchesAppearance { return true }
            if current.isPortalRoot { return false }
            node = current.parent
            if node?.element != nil { return false }
        }
        return false
    }

    /// How many elements this node places when it is placed: a lazy container's rows are counted
    /// in them.
    var elementCount: Int {
        element != nil ? 1 : children.reduce(0) { $0 + $1.elementCount }
    }

    /// Appends the elements this node contributes to its container, in order.
    func collectElements(into list: inout [any RenderElement]) {
        var position = 0
        collectElements(into: &list, at: &position, within: 0..<Int.max)
    }

    /// Adds the identities of the elements `collectElements` would add.
    func collectElementIDs(into list: inout [ObjectIdentifier]) {
        guard !isDetached else { return }
        if let elementID {
            list.append(elementID)
        } else {
            children.forEachUnretained { $0.collectElementIDs(into: &list) }
        }
    }

    /// Adds the elements `collectElements` would add at `range` of its list, `position` being
    /// where this node's first would go.
    func collectElements(into list: inout [any RenderElement], at position: inout Int, within range: Range<Int>) {
        // A lazy stack's row out of the viewport's reach is kept, state and all, but not placed.
        guard !isDetached, position < range.upperBound else { return }
        if let element {
            if range.contains(position) { list.append(element) }
            position += 1
        } else {
            children.forEachUnretained { $0.collectElements(into: &list, at: &position, within: range) }
        }
    }

    /// A mapped element counts as shown for its own node and the element-less nodes above it.
    private func elementMappingChanged(_ mapped: Bool) {
        addToMappedCounts(mapped ? 1 : -1)
    }

    /// Adds `delta` to the count of this node and of the element-less nodes above it, up to the
    /// nearest node with an element of its own or the root of its page or sheet. A removed node's
    /// counts concern no one, and what its subtree counted for the nodes above it was taken back
    /// as it was removed (`withdrawMappedElements`): its elements' mapping stops there, even while
    /// the removal is still going through the subtree and a page it pops puts some of them back
    /// on screen.
    private func addToMappedCounts(_ delta: Int32) {
        var node: ViewNode? = self
        while let current = node, !current.isRemoved {
            current.mappedCount += delta
            graph.touch(current)
            if current.isPortalRoot { break }
            node = current.parent
            if node?.element != nil { break }
        }
    }

    deinit {
        handle?.node = nil
    }
}

/// How a closure that may outlive its node reaches it: an element's mapping handler (a backend
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

/// A child of a new list of children, matched to the current children by identity.
enum MatchedChild {
    /// The existing child at this index of the children, whose view is known to be unchanged.
    case kept(Int)
    /// The existing child at this index, given a view it compares with its own.
    case changed(Int, any View)
    /// A child to create.
    case inserted(ChildSpec)
}
