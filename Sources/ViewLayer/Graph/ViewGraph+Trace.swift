/// The graph's events, as the trace reports them (`TraceEvent`); each is activity that
/// `settle()` waits to stand still.
extension ViewGraph {
    /// Reports an animated transaction's start or end to the trace.
    func emitTransaction(_ kind: TraceEvent.Kind, _ animation: Animation) {
        activity &+= 1
        traceHandler?(TraceEvent(kind: kind, view: animation.traceName, path: ""))
    }

    func emit(_ kind: TraceEvent.Kind, _ node: ViewNode) {
        activity &+= 1
        if kind == .body {
            statistics.bodyEvaluationsByType[node.viewType, default: 0] += 1
        }
        guard let traceHandler else { return }
        let view = node.owningView
        traceHandler(TraceEvent(kind: kind, view: view.typeName, path: view.identityPath))
    }
}
