/// Gestures the views inside a `GestureMask` without `.subviews` do not recognise.
enum GesturesDisabledInput: NodeInputKey {
    typealias Value = Bool
}

/// A view with a gesture: a container whose element recognises the gesture over the content,
/// and whose kept state runs the latest gesture value's callbacks on the backend's events.
struct GestureView<Content: View, G: Gesture>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(GestureViewState())
        let running = runnable(gesture)
        state.gesture = running
        state.isEnabled = node.context.environment.isEnabled
        var recognizers = GestureRecognizers()
        if mask.contains(.gesture), node.context[GesturesDisabledInput.self] != true { recognizers = running.recognizers }
        recognizers.priority = priority
        if let element = node.element {
            if recognizers != state.recognizers {
                state.recognizers = recognizers
                node.backend.set(.style) { $0.gestureRendering.setGestureRecognizers(element, recognizers) }
            }
        } else {
            state.recognizers = recognizers
            node.setElement(node.backend.make { $0.gestureRendering.makeGestureArea(recognizers) { [weak state] event in state?.handle(event) } }, holdsChildren: true)
        }
        var context: NodeContext?
        if !mask.contains(.subviews) {
            var disabled = node.childContext
            disabled[GesturesDisabledInput.self] = true
            context = disabled
        }
        node.updateChildren(ChildSpec.content(content), context: context)
    }
}

/// What a gesture view keeps: the gesture as of its last update, and its progress.
@MainActor
final class GestureViewState {
    var gesture: (any RunnableGesture)?
    var recognizers = GestureRecognizers()
    var isEnabled = true
    let progress = GestureProgress()

    /// A backend's event: the gesture's callbacks run on what it brings the gesture to.
    func handle(_ event: GestureEvent) {
        guard isEnabled, !recognizers.isEmpty, let gesture else { return }
        _ = gesture.phases(for: event, progress: progress)
    }
}
