import Foundation

/// What a node depends on: the states its last evaluation read (rule 4), replaced at each
/// evaluation, and the states read through its view's struct during any update, which it depends
/// on for good, whatever its later bodies read: SwiftUI's `wasRead` is never reset (rule 15).
///
/// A node registers with a source once, whether it depends on it for one evaluation, for good,
/// or both. The lists are short: loops rather than `contains(where:)`, for the reason given at
/// `withRawPointers`.
@MainActor
struct NodeDependencies {
    private var read: [StateSource] = []
    private var sticky: [StateSource] = []

    /// Records that `node`'s evaluation under way read `source`.
    mutating func addRead(_ source: StateSource, by node: ViewNode) {
        if Self.holds(read, source) { return }
        read.append(source)
        if !Self.holds(sticky, source) { source.addDependent(node) }
    }

    /// Records that `node` depends on `source` from now on.
    mutating func addSticky(_ source: StateSource, by node: ViewNode) {
        if Self.holds(sticky, source) { return }
        sticky.append(source)
        if !Self.holds(read, source) { source.addDependent(node) }
    }

    /// Forgets what the last evaluation read, before the next one records its own.
    mutating func forgetReads(by node: ViewNode) {
        for source in read where !Self.holds(sticky, source) { source.removeDependent(node) }
        read.removeAll(keepingCapacity: true)
    }

    /// Forgets everything, as the node's identity goes. Most nodes depend on nothing: a long
    /// list's thousands are let go of without touching what they do not have.
    mutating func removeAll(by node: ViewNode) {
        if !read.isEmpty { forgetReads(by: node) }
        if !sticky.isEmpty {
            for source in sticky { source.removeDependent(node) }
            sticky.removeAll()
        }
    }

    private static func holds(_ sources: [StateSource], _ source: StateSource) -> Bool {
        for held in sources where held === source { return true }
        return false
    }
}

extension ViewNode {
    /// Runs `read` with this node recording what it reads: `@State` values, bindings, and
    /// properties of `@Observable` objects. A later change to any of them invalidates the node.
    ///
    /// Observation offers no way to cancel a registration: one made by an earlier evaluation stays
    /// until its property changes, and is then ignored through `generation`.
    func track<T>(_ read: () -> T) -> T {
        let generation = self.generation
        let handle = madeHandle
        return recordingReads {
            withObservationTracking(read) {
                ViewGraph.onMain {
                    guard let node = handle.node, node.generation == generation else { return }
                    node.invalidate()
                }
            }
        }
    }

    /// Runs `read` with this node recording the states it reads (not `@Observable` objects):
    /// `@Environment` reads its value so, before the body runs.
    func recordingReads<T>(_ read: () -> T) -> T {
        let previous = ViewGraph.trackingNode
        ViewGraph.trackingNode = self
        let previousReads = ReadTracking.begin()
        defer {
            ReadTracking.end(restoring: previousReads)
            ViewGraph.trackingNode = previous
        }
        return read()
    }

    /// `source` was read by the evaluation under way (`StateSource` reports its reads here).
    func addDependency(_ source: StateSource) {
        dependencies.addRead(source, by: self)
    }

    /// `source` was read through this node's view struct during an update (rule 15).
    func addStickyDependency(_ source: StateSource) {
        dependencies.addSticky(source, by: self)
    }
}
