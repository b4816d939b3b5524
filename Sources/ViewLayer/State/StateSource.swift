import Foundation
import Synchronization

/// Something a view can read whose changes invalidate the views that read it: the storage of a
/// `@State`. Reads made while a node evaluates are recorded as that node's dependencies (rule 4:
/// only what `body` reads is a dependency).
class StateSource: @unchecked Sendable {
    /// Touched on the main thread only.
    nonisolated(unsafe) private var dependents: [WeakNode] = []

    @MainActor func addDependent(_ node: ViewNode) {
        dependents.append(WeakNode(node))
    }

    @MainActor func removeDependent(_ node: ViewNode) {
        dependents.removeAll { $0.node === node || $0.node == nil }
    }

    /// Records a read by the node being evaluated, if any. Reads are frequent (a `ForEach` may
    /// read one state a thousand times), so a read on another thread, or a repeated read of the
    /// same source, costs one comparison.
    func didRead() {
        didRead(through: nil)
    }

    /// Records a read by the node being evaluated, made through the struct of `view` (the view
    /// that declares a `@State`, or holds a `@Binding`): `view` depends on the source from now on.
    /// So a closure its body made, run later by a `ForEach` or a sheet, that reads the state makes
    /// the body run again when the state changes, and only then does the closure see the new
    /// value. Before the first such read, a change runs no body: the stale sheet (rule 15).
    func didRead(through view: ViewNode?) {
        guard let tracking = ReadTracking.current(), tracking.lastSource != ObjectIdentifier(self) else { return }
        tracking.lastSource = ObjectIdentifier(self)
        MainActor.assumeIsolated {
            ViewGraph.trackingNode?.addDependency(self)
            view?.addStickyDependency(self)
        }
    }

    /// Invalidates the nodes that read this source. A change made off the main thread is carried
    /// to the main actor.
    func didChange(site: String) {
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { invalidateDependents(site: site) }
        } else {
            ViewGraph.onMain { [self] in
                // Reported on the main actor, as the graph's of the views that read the state.
                let report = {
                    RuntimeWarnings.report("Modifying state from a background thread is not allowed; the change is carried to the main actor. Make sure to update state from the main thread.", site: site)
                }
                if let graph = dependents.lazy.compactMap(\.node).first?.graph { graph.acting(report) } else { report() }
                invalidateDependents(site: site)
            }
        }
    }

    @MainActor private func invalidateDependents(site: String) {
        let evaluating = ViewGraph.trackingNode
        if evaluating != nil {
            RuntimeWarnings.report("Modifying state during view update, this will cause undefined behavior.", site: site)
        }
        for dependent in dependents {
            // A body that writes what it read would otherwise invalidate itself forever.
            guard let node = dependent.node, node !== evaluating else { continue }
            node.invalidate()
        }
    }
}

/// A weak reference to a node that can cross into non-isolated code; dereferenced on the main actor only.
final class WeakNode: @unchecked Sendable {
    weak var node: ViewNode?

    init(_ node: ViewNode) { self.node = node }
}

/// The storage of one `@State`, created when its view is installed.
final class StateBox<Value>: StateSource, @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    let site: String
    /// The node of the view that declares the state. Touched on the main thread only.
    nonisolated(unsafe) private weak var owner: ViewNode?

    init(_ value: Value, site: String, owner: ViewNode) {
        self.value = value
        self.site = site
        self.owner = owner
    }

    /// Records a read through the declaring view's struct during an update.
    func didReadThroughView() {
        // `owner` is touched on the main thread only, which an update's reads are on.
        guard ReadTracking.current() != nil else { return }
        didRead(through: owner)
    }

    func read() -> Value {
        didRead()
        return lock.withLock { value }
    }

    /// A read through a binding: during an update of an earlier transaction's changes, the value
    /// that pass sees, as the state's own view sees it (rule 19).
    func readForBinding() -> Value {
        guard TransactionScope.wasUsed.load(ordering: .relaxed), MainActorCheck.isOnMainActor,
              !valuesForEarlierTransactions.isEmpty else { return read() }
        didRead()
        return MainActor.assumeIsolated { UncheckedBox(valueForUpdate) }.value
    }

    /// Stores `newValue`. Writing the value already held changes nothing (rule 12): no view is
    /// invalidated, as in SwiftUI. Values are compared as the graph compares views, which needs
    /// the main actor; a write from elsewhere always counts as a change.
    func write(_ newValue: Value) {
        // Both values stay on this thread, which the check has just found to be the main actor's.
        nonisolated(unsafe) let old = lock.withLock { value }, new = newValue
        if MainActorCheck.isOnMainActor {
            let isSame = MainActor.assumeIsolated {
                if TypeLayout.areSame(old, new) { return true }
                keepValueForEarlierTransactions(old)
                return false
            }
            if isSame { return }
        }
        lock.withLock { value = newValue }
        didChange(site: site)
    }

    /// The stored value, read without recording a dependency.
    var currentValue: Value { lock.withLock { value } }

    /// The value an update of the view sees: the current one, or, while the graph updates the
    /// changes of an earlier transaction than the latest write's, the value as it was at that
    /// transaction's end (rule 19).
    @MainActor var valueForUpdate: Value {
        guard !valuesForEarlierTransactions.isEmpty, let serial = ViewGraph.passSerial else { return currentValue }
        valuesForEarlierTransactions.removeAll { $0.through < serial }
        return valuesForEarlierTransactions.first?.value ?? currentValue
    }

    /// Values the state held at the end of transactions whose changes wait for their pass, by the
    /// last transaction serial each held for; oldest first. Empty unless a `withTransaction`
    /// wrote the state while changes made before it were pending. Main thread only.
    nonisolated(unsafe) private var valuesForEarlierTransactions: [(through: Int, value: Value)] = []

    @MainActor private func keepValueForEarlierTransactions(_ old: Value) {
        let serial = TransactionScope.serial
        // No transaction yet in this process: nothing waits, and no weak reference is loaded.
        guard serial != 0 else { return }
        guard let graph = owner?.graph, graph.hasPendingChanges(before: serial) else {
            valuesForEarlierTransactions.removeAll()
            return
        }
        if valuesForEarlierTransactions.last?.through != serial - 1 {
            valuesForEarlierTransactions.append((serial - 1, old))
        }
    }
}

/// Which thread is evaluating a body with a node recording its reads.
///
/// Any thread may ask; only the thread doing the tracking (the main actor's) gets an answer, after
/// one atomic comparison of thread ids, and only it ever touches the tracking object.
final class ReadTracking: @unchecked Sendable {
    private static let activeThread = Atomic<UInt>(0)
    nonisolated(unsafe) private static var active: ReadTracking?

    /// The source read last, so that a run of reads of one source records it once.
    var lastSource: ObjectIdentifier?

    /// The tracking in progress on this thread, if any.
    static func current() -> ReadTracking? {
        guard activeThread.load(ordering: .relaxed) == UInt(pthread_self()) else { return nil }
        return active
    }

    /// Starts tracking on this thread; returns what to restore when done.
    @MainActor static func begin() -> ReadTracking? {
        let previous = active
        active = ReadTracking()
        activeThread.store(UInt(pthread_self()), ordering: .relaxed)
        return previous
    }

    @MainActor static func end(restoring previous: ReadTracking?) {
        active = previous
        activeThread.store(previous == nil ? 0 : UInt(pthread_self()), ordering: .relaxed)
    }
}

/// A value carried across an isolation boundary that the code around it already keeps to one
/// thread: out of `MainActor.assumeIsolated` on the thread it was made on, or to the main actor
/// where alone it is used.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
