/// How a closure that may outlive its graph reaches it: a turn of the loop a change scheduled, a
/// backend's call after the frame, an animation's end. A weak reference to the graph would give
/// it a side table, and then every retain of the graph and every container's unowned reference
/// to it (which each node reads its graph through) takes the runtime's slow path: with the
/// `[weak self]` of the first scheduled flush, creating 1,000 styled rows on the headless
/// renderer spent about a tenth of its time there. The graph clears it as it goes; it is read on
/// the main actor only.
final class GraphHandle: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var graph: ViewGraph?
}
