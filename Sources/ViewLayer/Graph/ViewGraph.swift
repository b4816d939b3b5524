import Foundation

/// The retained graph of view identities behind one window: it installs views, re-evaluates only
/// the nodes whose dependencies changed, in one coalesced pass per main-loop turn, drives the
/// backend's elements, and runs appear and disappear callbacks.
@MainActor
public final class ViewGraph {
    /// Counts that are deterministic for a given program and input; tests and benchmarks read them.
    public struct Statistics: Sendable, Equatable {
        /// Update passes run.
        public var passes = 0
        /// Bodies of user-written views evaluated, by the view's type itself: `Box<Int>` and
        /// `Box<String>` apart.
        package var bodyEvaluationsByType: [ObjectIdentifier: Int] = [:]
        /// Nodes installed and not yet uninstalled: what the graph still holds.
        package var liveNodes = 0
        /// Elements the graph has watched being shown, to tell when views appear and disappear.
        package var watchedElements = 0
        /// Times a lazy container's rows were arranged: once a round of a pass that changed them.
        package var rowArrangements = 0

        public var totalBodyEvaluations: Int { bodyEvaluationsByType.values.reduce(0, +) }

        /// How many bodies of `type` ran: the type itself, so `Box<Int>` and `Box<String>` count apart.
        public func bodyCount<V: View>(of type: V.Type) -> Int {
            bodyEvaluationsByType[ObjectIdentifier(type)] ?? 0
        }
    }

    /// The backend, through the door that counts what the graph asks of it.
    let backend: CountedBackend
    /// Called with each lifecycle event as it happens. Set it before `mount`: a graph that has
    /// none then does not work out when its user-written views appear and disappear, which only
    /// the trace reports (their `onAppear`s are the modifiers' own, and always run), and a handler
    /// set later gets every event but those.
    public var traceHandler: (@MainActor (TraceEvent) -> Void)?
    /// Whether the graph had a trace handler when it was mounted, so that user-written views'
    /// appear and disappear are worked out: it costs a showing handler on each topmost element
    /// of theirs that no modifier with callbacks watches already, a thousand for a list of a
    /// thousand rows.
    private(set) var reportsViewAppearance = false
    /// Called with each runtime warning this graph's views cause, once per site, instead of
    /// printing it: a test's host captures them here, a lab run logs them.
    package var warningHandler: (@MainActor (RuntimeWarnings.Warning) -> Void)?
    /// The problems and sites this graph has warned of: its own, as each program's are.
    var reportedWarningSites: Set<String> = []
    /// The graph that is updating, or performing an action, on the main actor: the one a warning
    /// reported now belongs to.
    package nonisolated(unsafe) static var active: ViewGraph?
    public internal(set) var statistics = Statistics()

    private(set) var root: ViewNode?
    private var rootContainer: HostContainer?
    private var dirtyNodes: [ViewNode] = []
    /// Changes of earlier transactions, set aside for passes of their own.
    private var batches = TransactionBatches()
    /// The transaction whose changes the pass under way updates, and its serial when batches
    /// are being updated one by one (what state reads then see: `StateBox.valueForUpdate`).
    private(set) var passTransaction = Transaction()
    /// Time for animations: real time in a window; tests and the headless runner move it.
    public let animationClock: AnimationClock
    /// The wall clock's date when the graph was made: the date at the clock's zero.
    let clockOrigin = Date()
    /// The nodes leaving under an animation, each with the number of its latest leave, which
    /// the clock's action for an earlier one does not match (`LeavingChildren.swift`).
    private(set) var leavingNodes: [ObjectIdentifier: Int] = [:]
    /// How many nodes leave in all graphs: an update of children, which every level of a deep
    /// tree makes, asks this one number rather than reaching its graph when none leaves.
    nonisolated(unsafe) private(set) static var leavingCount = 0

    /// Records `node`'s latest leave, or with nil that it leaves no more.
    func setLeaving(_ id: ObjectIdentifier, generation: Int?) {
        let before = leavingNodes.count
        leavingNodes[id] = generation
        Self.leavingCount += leavingNodes.count - before
    }
    var leavingGeneration = 0
    /// The animations of the `.animation(_:value:)` modifiers whose content is being updated.
    var animationOverrides: [Animation?] = []
    nonisolated(unsafe) static var passSerial: Int?
    private var dirtyContainers: [HostContainer] = []
    /// What a later turn of the loop reaches this graph through (`GraphHandle`).
    let handle = GraphHandle()
    /// The scene the graph shows its views in: its phase, size classes and `@SceneStorage`.
    let scene = SceneState()
    // The pass's queues below are filled and emptied by the graph's engines in `Visibility/` and
    // `Teardown/` too, which is why they are not private.
    var touchedNodes: [ViewNode] = []
    var removedNodes: [ViewNode] = []
    /// The shown nodes of the removed subtrees: each subtree's deepest first, the subtrees in the
    /// order they were removed.
    var removedShownNodes: [ViewNode] = []
    /// Removed subtrees and shown nodes of them that leave after the pass's insertions have
    /// appeared: their removal transition keeps them that long (`RemovalTiming.swift`).
    var removedAfterInsertions: [ViewNode] = []
    var removedShownAfterInsertions: [ViewNode] = []
    /// Shown nodes that disappear and appear again in this pass, their identity kept.
    var reappearingNodes: [ViewNode] = []
    /// Removed subtrees whose user values are released, waiting for the backend's frame.
    var uninstalledNodes: [ViewNode] = []
    var pendingChangeActions: [(node: ViewNode, action: @MainActor () -> Void)] = []
    var pendingFinalActions: [@MainActor () -> Void] = []
    /// Scroll views that follow their content's size changes, checked after each pass.
    var sizeAnchoredScrollOffsets: [WeakScrollRowOffset] = []
    /// Lazy containers whose rows are placed and arranged once the round's bodies have run.
    private var rowsToPlace: [LazyRows] = []
    /// The contexts environment modifiers made in the pass under way, to share.
    var passContexts = PassContexts()
    /// Where views that draw nothing are placed, to show them while it is shown.
    private(set) lazy var placementShowing = PlacementShowing()
    private var isFlushing = false
    private var isFlushScheduled = false
    /// Bumped by anything that gives the graph work; `settle()` waits for it to stand still.
    var activity = 0

    /// The node whose body (or primitive update) is being evaluated and records what it reads.
    static var trackingNode: ViewNode?

    /// The SwiftUI release whose documented behaviour the graph follows (rule 20).
    public nonisolated let release: SwiftUIRelease

    /// The release of the graph whose bodies are making views now, or the standard one: what a
    /// view's `@State` follows as its struct is made.
    nonisolated static var releaseOfViewsBeingMade: SwiftUIRelease { active?.release ?? .standard }

    /// - Parameters:
    ///   - followsRealTime: whether animations take real time, as in a window, or wait for
    ///     `animationClock` to be moved, as in tests and the headless runner.
    ///   - release: the SwiftUI release whose documented behaviour the graph follows.
    public init(backend: any RenderBackend, followsRealTime: Bool = true, release: SwiftUIRelease = .standard) {
        self.backend = CountedBackend(backend)
        self.release = release
        animationClock = AnimationClock(followsRealTime: followsRealTime)
        handle.graph = self
    }

    /// A graph let go of while it still shows its root lets its nodes go, as it did when a node's
    /// parent was a weak reference: without callbacks, since nothing is left to run them.
    isolated deinit {
        handle.graph = nil
        Self.leavingCount -= leavingNodes.count
        root?.letGoOfSubtree()
        for node in removedNodes { node.letGoOfSubtree() }
        for node in removedAfterInsertions { node.letGoOfSubtree() }
        for node in uninstalledNodes { node.letGoOfSubtree() }
    }

    /// Installs `view` as the root of the graph, shown in `container`, and runs the first pass.
    /// - Parameter environment: what the root inherits, as if an ancestor had set it.
    public func mount<Root: View>(_ view: Root, in container: any RenderElement, environment: EnvironmentValues = EnvironmentValues()) {
        let previous = Self.active
        Self.active = self
        defer { Self.active = previous }
        precondition(root == nil, "a graph shows one root view; unmount the current one first")
        reportsViewAppearance = traceHandler != nil
        let hostContainer = HostContainer(element: container, graph: self, source: nil, owner: nil)
        var context = NodeContext()
        context.environment = environment
        // Each graph's `@AppStorage` starts afresh in memory, unless the caller gave a store.
        if !environment.hasAppStorage { context.environment.appStorage = AppStorageStore() }
        // The window's edit mode, which `EditButton` switches.
        if context.environment.editModeStore == nil { context.environment.editModeStore = EditModeStore() }
        // The window's phase and size classes, and the scene's own storage.
        installScene(in: &context, container: container)
        // `openURL` opens with the backend's handler, unless the caller gave another.
        if let opener = backend.base as? any URLOpening {
            context.environment.systemURLOpener = { [weak opener] url in opener?.open(url) }
        }
        context[PresenterInput.self] = container
        let node = ViewNode(graph: self, parent: nil, key: .single, view: view, context: context, container: hostContainer)
        node.isPortalRoot = true
        hostContainer.setSource(node)
        root = node
        rootContainer = hostContainer
        isFlushing = true
        node.install()
        isFlushing = false
        flush()
    }

    /// Removes the root view: its elements leave the screen, its disappear callbacks run, and
    /// all state it held is released.
    public func unmount() {
        guard let root else { return }
        root.remove()
        flush()
        letGoOfUninstalledNodes()
        if let rootContainer { uninstallScene(from: rootContainer.element) }
        self.root = nil
        rootContainer = nil
    }

    /// Whether a pass has work to do.
    public var needsUpdate: Bool {
        !dirtyNodes.isEmpty || !dirtyContainers.isEmpty || !touchedNodes.isEmpty || !removedNodes.isEmpty || !removedAfterInsertions.isEmpty
            || !batches.queued.isEmpty
            || !pendingChangeActions.isEmpty || !pendingFinalActions.isEmpty || !rowsToPlace.isEmpty
    }

    // MARK: Scheduling

    /// Sets the pending changes aside as a batch when a change of another transaction comes.
    func willInvalidate() {
        // Read first, so that the usual case, a change of the transaction under way, makes no
        // exclusive access to the queues.
        guard TransactionScope.serial != batches.openSerial else { return }
        batches.willInvalidate(pending: &dirtyNodes)
    }

    /// Whether changes of a transaction before `serial` wait for their pass: a state written
    /// now keeps the value those passes are to see.
    func hasPendingChanges(before serial: Int) -> Bool {
        batches.hasPendingChanges(before: serial, pendingNodes: !dirtyNodes.isEmpty)
    }

    func scheduleUpdate(of node: ViewNode) {
        dirtyNodes.append(node)
        requestFlush()
    }

    /// `rows` places and arranges its rows once this round's bodies have run (`LazyRows`).
    func scheduleRowPlacement(_ rows: LazyRows) {
        rowsToPlace.append(rows)
        requestFlush()
    }

    func containerNeedsSync(_ container: HostContainer) {
        dirtyContainers.append(container)
        requestFlush()
    }

    func touch(_ node: ViewNode) {
        guard !node.isTouched else { return }
        node.isTouched = true
        touchedNodes.append(node)
        requestFlush()
    }

    func nodeWasRemoved(_ node: ViewNode, shownBelow shown: [ViewNode]) {
        if node.leavesAfterInsertions {
            removedAfterInsertions.append(node)
            removedShownAfterInsertions += shown
        } else {
            removedNodes.append(node)
            removedShownNodes += shown
        }
        requestFlush()
    }

    /// Coalesces all changes made before the main loop's next turn into one pass.
    func requestFlush() {
        activity &+= 1
        guard !isFlushing, !isFlushScheduled else { return }
        isFlushScheduled = true
        DispatchQueue.main.async { [handle] in
            MainActor.assumeIsolated {
                guard let graph = handle.graph else { return }
                graph.isFlushScheduled = false
                graph.flush()
            }
        }
    }

    /// Runs `body` on the main actor: at once when already on the main thread, otherwise on the
    /// main queue's next turn.
    nonisolated static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }

    // MARK: The update pass

    /// Runs the pending update now: re-evaluates invalidated nodes, parents first; brings the
    /// backend's containers in line; runs disappear callbacks, releases removed state, then runs
    /// appear callbacks. Repeats while those callbacks cause more work.
    public func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        let previous = Self.active
        Self.active = self
        defer {
            isFlushing = false
            Self.active = previous
            passContexts.forget()
        }
        var rounds = 0
        var evaluations: [ObjectIdentifier: Int] = [:]
        while needsUpdate {
            rounds += 1
            if rounds > Self.maximumRounds {
                giveUp(site: "appear and disappear callbacks")
                break
            }
            statistics.passes += 1
            // Batches of earlier transactions first, each a pass of its own (rule 19), whose
            // bodies count afresh towards the loop limits.
            let passSerialNumber: Int
            if let batch = batches.next(pending: &dirtyNodes) {
                rounds = 1
                evaluations.removeAll(keepingCapacity: true)
                passTransaction = batch.transaction
                Self.passSerial = batch.serial
                passSerialNumber = batch.serial
            } else {
                passTransaction = batches.openTransaction
                Self.passSerial = nil
                passSerialNumber = batches.openSerial
            }
            let startedAnimation = passTransaction.animation != nil && !dirtyNodes.isEmpty
            if startedAnimation, let animation = passTransaction.animation { emitTransaction(.transactionStart, animation) }

            repeat {
                while !dirtyNodes.isEmpty {
                    let batch = dirtyNodes.sorted(by: ViewNode.isShallower)
                    dirtyNodes.removeAll()
                    for node in batch where node.isDirty && !node.isRemoved {
                        // Bodies that keep invalidating each other (writing what the other reads)
                        // are stopped instead of hanging the app.
                        let count = evaluations[ObjectIdentifier(node), default: 0] + 1
                        evaluations[ObjectIdentifier(node)] = count
                        if count > Self.maximumEvaluationsPerPass {
                            node.discardInvalidation()
                            giveUp(site: node.identityPath)
                            continue
                        }
                        node.evaluate()
                    }
                }
                // Lazy containers place their rows once what they hold has been updated, and
                // what that builds is updated in turn (rule 17).
                let rows = rowsToPlace
                rowsToPlace.removeAll()
                for lazyRows in rows { lazyRows.placeAndArrange() }
            } while !dirtyNodes.isEmpty || !rowsToPlace.isEmpty
            // Deepest first, so that content is in place before its container joins the window.
            // Deepest first, each depth read once: a thousand new rows are thousands of containers.
            let containers = dirtyContainers.map { (depth: $0.depth, container: $0) }.sorted { $0.depth > $1.depth }
            dirtyContainers.removeAll()
            for (_, container) in containers { container.sync() }
            runLifecycleCallbacks()
            keepScrollAnchorsAfterSizeChanges()
            // The completions of this pass's transaction count their time from its end, after
            // the removals it started: at the same deadline, a view leaves before they run.
            if !TransactionScope.completions.isEmpty {
                for completion in TransactionScope.completions.removeValue(forKey: passSerialNumber) ?? [] {
                    animationClock.schedule(after: completion.delay, completion.action)
                }
            }
            if let animation = passTransaction.animation, startedAnimation {
                animationClock.schedule(after: animation.totalDuration) { [handle] in
                    handle.graph?.emitTransaction(.transactionEnd, animation)
                }
            }
            batches.passDone(pending: dirtyNodes)
        }
        Self.passSerial = nil
    }

    private static let maximumRounds = 100
    private static let maximumEvaluationsPerPass = 100

    /// Reports an update loop and drops the pending invalidations, so that the next change
    /// starts afresh rather than finding the nodes still marked.
    private func giveUp(site: String) {
        RuntimeWarnings.report("Update loop: views kept invalidating each other within one update; the update was stopped.", site: site)
        for node in dirtyNodes { node.discardInvalidation() }
        dirtyNodes.removeAll()
    }

    /// How long one turn of letting go of removed nodes lasts, at most; a test sets it to zero.
    var letGoTurn = Duration.milliseconds(4)

    /// The `.task`s cancelled and not yet ended.
    var endingTasks: [TaskCompletion] = []
}
