import Foundation

/// The small context a primitive view reaches the graph through while it updates its node, and
/// the state it keeps when told of the node's lifecycle: the backend, the state it keeps, its
/// element, its inputs and its children, and the actions it leaves for after the update.
///
/// A primitive names nothing else of the graph, so that the engines can change under the views.
/// What keeps a node past the update (a presenter's state, a link's page, the engines a
/// `ForEach` hands its rows to) holds `viewNode`, the node's identity.
///
///     func update(_ node: PrimitiveNode, previous: Self?) {
///         guard let element = node.element else {
///             node.setElement(node.backend.make { $0.makeText(content) }, holdsChildren: false)
///             return
///         }
///         if previous?.content != content { node.backend.set(.text) { $0.updateText(element, to: content) } }
///     }
@MainActor
struct PrimitiveNode {
    /// The node being updated, as an identity to hold past the update.
    let viewNode: ViewNode

    init(_ viewNode: ViewNode) { self.viewNode = viewNode }

    /// The graph's counted door to its backend.
    var backend: CountedBackend { viewNode.graph.backend }

    // MARK: Element

    var element: (any RenderElement)? { viewNode.element }

    /// Gives the node its element, made at install. `holdsChildren` says whether its children's
    /// elements go inside it, or next to it in the container around.
    func setElement(_ element: any RenderElement, holdsChildren: Bool) {
        viewNode.setElement(element, holdsChildren: holdsChildren)
    }

    /// Places the node's children inside its element from now on (`ViewNode.holdChildren`).
    func holdChildren() {
        viewNode.holdChildren()
    }

    /// For a view that never has an element nor children (`EmptyView`): counts it as shown
    /// while the element it is placed in is, so that callbacks on it run (`PlacementShowing`).
    func showWherePlaced() {
        guard viewNode.showingMatters else { return }
        viewNode.graph.placementShowing.show(viewNode)
    }

    /// The SwiftUI release whose documented behaviour the graph follows (rule 20).
    var release: SwiftUIRelease { viewNode.graph.release }

    /// The transaction whose changes this update is part of.
    var transaction: Transaction { viewNode.graph.passTransaction }

    /// Runs `body`, in which the content's changes are animated with `animation` rather than
    /// the transaction's (`.animation(_:value:)`).
    func withAnimation(_ animation: Animation?, _ body: () -> Void) {
        viewNode.graph.animationOverrides.append(animation)
        defer { viewNode.graph.animationOverrides.removeLast() }
        body()
    }

    /// The node's `childContext` with the environment's `keyPath` set to `value`, shared with
    /// the views that set the same in this pass (`PassContexts`).
    func childContext<Value>(setting keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) -> NodeContext {
        viewNode.graph.passContexts.context(from: viewNode.childContext, setting: keyPath, to: value)
    }

    /// The date on the graph's clock: the wall clock's date when the graph was made, moved on
    /// by the clock's time, which a headless run moves only when a script waits.
    var clockDate: Date { viewNode.graph.clockOrigin.addingTimeInterval(viewNode.graph.animationClock.currentTime.inSeconds) }

    /// Runs `action` once `delay` has passed on the graph's clock, as a timer: nothing that
    /// waits for transactions to complete waits for it.
    func afterClockDelay(_ delay: Duration, _ action: @escaping @MainActor () -> Void) {
        viewNode.graph.animationClock.schedule(after: delay, isTimer: true, action)
    }

    // MARK: Kept state

    /// What the primitive keeps between updates; see `keptState(_:setUp:)`.
    var primitiveState: AnyObject? {
        get { viewNode.primitiveState }
        nonmutating set { viewNode.primitiveState = newValue }
    }

    /// The state kept between updates, made by `make` on the first update, which then runs
    /// `setUp` once with it.
    func keptState<State: AnyObject>(_ make: @autoclosure () -> State, setUp: (State) -> Void = { _ in }) -> State {
        viewNode.keptState(make(), setUp: setUp)
    }

    // MARK: Inputs

    /// Reads `read` as a dependency of this node: a change of what it reads updates the node again.
    func track<T>(_ read: () -> T) -> T { viewNode.track(read) }

    /// What the node was handed from above: its environment and its keyed inputs.
    var context: NodeContext { viewNode.context }

    /// What the node hands its children unless it says otherwise.
    var childContext: NodeContext { viewNode.childContext }

    /// Where the node is, for runtime warnings.
    var identityPath: String { viewNode.identityPath }

    // MARK: Children

    var children: [ViewNode] { viewNode.children }

    /// The first element of the node's children's (`ViewNode.firstChildElement`).
    var firstChildElement: (any RenderElement)? { viewNode.firstChildElement }

    /// Makes the node's children those `specs` describe, matched to the present ones by key.
    /// `allowsLeaving`: whether a child removed under an animation stays until its transition
    /// ends (rule 19); false for a view that keeps a list of its own beside its children (a tab
    /// view's tabs).
    func updateChildren(_ specs: [ChildSpec], context: NodeContext? = nil, allowsLeaving: Bool = true) {
        viewNode.updateChildren(specs, context: context, allowsLeaving: allowsLeaving)
    }

    /// Builds `view` as a root of its own in `element`, a pushed page or a presentation: a portal
    /// of this node's, updated with it and torn down with it.
    func addPortal(_ view: any View, in element: any RenderElement, context: NodeContext) -> ViewNode {
        let container = HostContainer(element: element, graph: viewNode.graph, source: nil, owner: nil)
        return viewNode.addPortal(view, in: container, context: context)
    }

    /// Tears down a portal `addPortal` made.
    func removePortal(_ portal: ViewNode) { viewNode.removePortal(portal) }

    /// Makes what `portal` shows disappear and appear again at the end of this pass, its
    /// identity and state kept.
    func showAgain(_ portal: ViewNode) { viewNode.graph.showAgain(portal) }

    // MARK: After the update

    /// Runs `action` once the update is over, in the order SwiftUI runs `onChange` actions.
    func afterUpdate(_ action: @escaping @MainActor () -> Void) {
        viewNode.graph.enqueueChangeAction(of: viewNode, action)
    }

    /// Runs `action` at the end of the pass, after every appear and disappear callback.
    func atEndOfPass(_ action: @escaping @MainActor () -> Void) {
        viewNode.graph.enqueueFinalAction(action)
    }

    // MARK: Tasks

    /// Tells the trace that a `.task` of this node started or was cancelled.
    func trace(_ kind: TraceEvent.Kind) { viewNode.graph.emit(kind, viewNode) }

    /// A cancelled `.task` that has not returned yet, which the graph's `settle()` waits for.
    func taskIsEnding(_ completion: TaskCompletion) { viewNode.graph.taskIsEnding(completion) }
}
