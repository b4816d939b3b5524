/// What a backend does to let a person see a transition (rule 19): a view inserted or removed
/// under an animation fades in or out over the animation's time. The lifecycle does not wait on
/// it: the graph keeps a leaving view for the animation's time on its own clock, whatever the
/// backend draws. A backend without it draws no transition.
@MainActor
public protocol TransitionRendering: RenderBackend {
    /// Draws `element` going from opacity `from` to `to` (0 to 1) over `duration`, times the
    /// opacity its view gave it; a fade begun before on the element stops.
    func fade(_ element: any RenderElement, from: Double, to: Double, over duration: Duration)
}

extension ViewGraph {
    /// Lets a person see `node` come or go with `animation`: each of its topmost elements fades
    /// in (`isInsertion`) or out, where the backend draws transitions.
    func drawTransition(of node: ViewNode, isInsertion: Bool, animation: Animation) {
        backend.uncounted { backend in
            guard let rendering = backend as? any TransitionRendering else { return }
            var elements: [any RenderElement] = []
            node.collectElements(into: &elements)
            for element in elements {
                rendering.fade(element, from: isInsertion ? 0 : 1, to: isInsertion ? 1 : 0, over: animation.totalDuration)
            }
        }
    }
}
