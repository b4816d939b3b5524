/// What a backend does to let a person see a transition (rule 19): a view inserted or removed
/// under an animation fades in or out over the animation's time. The lifecycle does not wait on
/// it: the graph keeps a leaving view for the animation's time on its own clock, whatever the
/// backend draws. A backend without it draws no transition.
@MainActor
public protocol TransitionRendering: RenderBackend {
    /// Draws `element` going from opacity `from` (nil: where it is drawn now) to `to`, 0 to 1,
    /// over `duration`, times the opacity its view gave it; a fade begun before on the element
    /// stops. A zero duration draws `to` at once.
    func fade(_ element: any RenderElement, from: Double?, to: Double, over duration: Duration)
}

extension ViewGraph {
    /// Lets a person see `node` come or go with `animation` (none: at once): each of its topmost
    /// elements fades in (`isInsertion`) or out, from where it is drawn now when `fromCurrent`,
    /// where the backend draws transitions.
    func drawTransition(of node: ViewNode, isInsertion: Bool, animation: Animation?, fromCurrent: Bool) {
        backend.uncounted { backend in
            guard let rendering = backend as? any TransitionRendering else { return }
            var elements: [any RenderElement] = []
            node.collectElements(into: &elements)
            let from: Double? = fromCurrent ? nil : (isInsertion ? 0 : 1)
            for element in elements {
                rendering.fade(element, from: from, to: isInsertion ? 1 : 0, over: animation?.totalDuration ?? .zero)
            }
        }
    }
}
