import Foundation

/// A view's subscription to an `ObservableObject`: every `objectWillChange` invalidates the view,
/// whichever properties its body reads (rule 6). Kept in the graph; cancelled when released.
final class ObjectSubscription {
    private(set) var objectID: ObjectIdentifier?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object`, unless it is already subscribed to that same instance.
    @MainActor func subscribe<Object: ObservableObject>(_ node: ViewNode, to object: Object, site: String) {
        let id = ObjectIdentifier(object)
        guard id != objectID else { return }
        objectID = id
        cancellable = object.objectWillChange.sink(receiveValue: Self.invalidator(for: WeakNode(node), site: site))
    }

    /// Made outside the main actor: publishers may send from any thread.
    private nonisolated static func invalidator<Output>(for node: WeakNode, site: String) -> (Output) -> Void {
        { _ in
            let isOffTheMainActor = !MainActorCheck.isOnMainActor
            ViewGraph.onMain {
                guard let subscriber = node.node else { return }
                if isOffTheMainActor {
                    // Reported on the main actor, as the subscriber's graph's: a test's host
                    // hears of it, however many other graphs there are.
                    subscriber.graph.acting {
                        RuntimeWarnings.report("Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.", site: site)
                    }
                }
                if let evaluating = ViewGraph.trackingNode {
                    RuntimeWarnings.report("Publishing changes from within view updates is not allowed, this will cause undefined behavior.", site: site)
                    // A body that changes what it observes would otherwise invalidate itself forever.
                    if evaluating === subscriber { return }
                }
                subscriber.invalidate()
            }
        }
    }
}

/// The storage of a `@StateObject`: the object itself, created once, and the subscription.
final class StateObjectStorage<Object: ObservableObject> {
    let object: Object
    let subscription = ObjectSubscription()

    init(object: Object) { self.object = object }
}
