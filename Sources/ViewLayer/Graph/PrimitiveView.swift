/// A view built into the layer. It has no `body`: the graph asks it to bring its node's element
/// and children in line with its value.
@MainActor
protocol PrimitiveView: View where Body == Never {
    /// Called when the node is installed, when its parent hands it a changed value, and when
    /// something it read (through `node.track`) changed. Reconciles the node's element and children.
    /// `previous` is the value the element was last brought in line with (nil at install), so that
    /// only what changed is set.
    func update(_ node: PrimitiveNode, previous: Self?)
}

/// State a primitive keeps in its node across updates, told when the node appears,
/// disappears or is removed from the graph.
@MainActor
protocol NodeLifecycleObserver: AnyObject {
    /// The node started being shown: `onAppear` actions run here.
    func nodeDidAppear(_ node: ViewNode)
    /// Every node that appeared in this pass has run its appear actions: `.task`s start here.
    func nodeDidFinishAppearing(_ node: ViewNode)
    /// The node stopped being shown: `onDisappear` actions run here.
    func nodeDidDisappear(_ node: ViewNode)
    /// Every node that disappeared in this pass has run its disappear actions: `.task`s are
    /// cancelled here.
    func nodeDidFinishDisappearing(_ node: ViewNode)
    /// The node is being removed: tear down what the graph cannot see, such as a pushed page
    /// or a presented sheet.
    func nodeWillBeRemoved(_ node: ViewNode)
    /// Whether the node's appear and disappear concern it. A state told only of the removal (a
    /// link's, a presenter's) says no, and the elements below are not watched on its account.
    var watchesAppearance: Bool { get }
}

/// State a primitive keeps in its node that the element's handlers hold too, as a button's
/// action: a backend may keep an element after its node (until it has shown the removal), so
/// the state lets go of the user's values when the node is uninstalled, when the node's own go.
/// A class rather than a protocol: a long list's removal asks each button's state, and a cast
/// to a protocol is a lookup in the runtime's conformance cache where a class's is a compare.
@MainActor
class ElementHeldState {
    func nodeWasUninstalled() {}
}

extension NodeLifecycleObserver {
    func nodeDidAppear(_ node: ViewNode) {}
    func nodeDidFinishAppearing(_ node: ViewNode) {}
    func nodeDidDisappear(_ node: ViewNode) {}
    func nodeDidFinishDisappearing(_ node: ViewNode) {}
    func nodeWillBeRemoved(_ node: ViewNode) {}
    var watchesAppearance: Bool { true }
}

/// A lifecycle observer told only of its node's removal.
protocol RemovalObserver: NodeLifecycleObserver {}

extension RemovalObserver {
    var watchesAppearance: Bool { false }
}

extension ViewNode {
    /// The state a primitive keeps in its node from one update to the next: made by `make` on
    /// the first update, which then runs `setUp` once with it (to make the node's element, which
    /// often needs the state). The state is in the node before `setUp` runs, so that an element
    /// made there is watched being shown when the state observes the node's lifecycle.
    func keptState<State: AnyObject>(_ make: @autoclosure () -> State, setUp: (State) -> Void = { _ in }) -> State {
        if let state = primitiveState as? State { return state }
        let state = make()
        primitiveState = state
        setUp(state)
        return state
    }
}
