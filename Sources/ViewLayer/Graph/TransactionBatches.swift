/// The graph's pending changes, one batch a transaction (rule 19): each `withAnimation` or
/// `withTransaction` is updated in a pass of its own, after the changes made before it, as
/// SwiftUI does (OpenSwiftUI's `nestedStateUpdate` compatibility test, which runs against Apple's
/// SwiftUI: a view that writes 1 and 2, then 3 and 4 in a `withAnimation`, runs its body with 2,
/// then with 4).
///
/// Without transactions every change is one batch, and nothing here does any work: a node is
/// invalidated as it always was. When changes of another transaction come while some are
/// pending, the pending ones are set aside as a batch; a flush updates the batches in order, each
/// seeing the state values as they were at its end (`StateBox.valueForUpdate`).
@MainActor
struct TransactionBatches {
    struct Batch {
        let serial: Int
        let transaction: Transaction
        let nodes: [ViewNode]
    }

    /// Batches set aside, oldest first.
    private(set) var queued: [Batch] = []
    /// The transaction the pending (not set aside) changes belong to.
    private(set) var openSerial = 0
    private(set) var openTransaction = Transaction()

    /// Whether changes of a transaction other than `serial`'s, so an earlier one, are waiting
    /// for their pass.
    func hasPendingChanges(before serial: Int, pendingNodes: Bool) -> Bool {
        (pendingNodes && openSerial != serial) || queued.contains { $0.serial != serial }
    }

    /// Called before a node is invalidated: changes of another transaction than the pending ones
    /// set those aside, their nodes no longer marked dirty until their batch's pass.
    mutating func willInvalidate(pending: inout [ViewNode]) {
        let serial = TransactionScope.serial
        guard serial != openSerial else { return }
        TransactionScope.changedSerial = serial
        setAside(&pending)
        openSerial = serial
        openTransaction = TransactionScope.current
    }

    /// Sets the pending changes aside as a batch of their own, their nodes no longer marked dirty
    /// until that batch's pass.
    private mutating func setAside(_ pending: inout [ViewNode]) {
        guard !pending.isEmpty else { return }
        for node in pending { node.discardInvalidation() }
        queued.append(Batch(serial: openSerial, transaction: openTransaction, nodes: pending))
        pending.removeAll()
    }

    /// A pass is over: with no change pending, what comes next starts a transaction afresh,
    /// rather than being taken for the one just updated (a scroll after an animated change).
    mutating func passDone(pending: [ViewNode]) {
        guard pending.isEmpty else { return }
        openSerial = TransactionScope.serial
        openTransaction = Transaction()
    }

    /// The next batch to update, oldest first, with the pending changes set aside too when batches
    /// are queued: nil when there is one batch, the pending changes, updated as they always were.
    mutating func next(pending: inout [ViewNode]) -> Batch? {
        guard !queued.isEmpty else { return nil }
        setAside(&pending)
        let batch = queued.removeFirst()
        for node in batch.nodes where !node.isRemoved { node.markDirtyAgain() }
        pending = batch.nodes.filter { $0.isDirty }
        return batch
    }
}
