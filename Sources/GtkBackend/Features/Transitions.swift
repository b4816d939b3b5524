import CGtk
import ViewLayer

/// Transitions as a person sees them: the widget's opacity stepped each frame from one end to the
/// other over the animation's time, times the opacity its view gave it. Every transition is drawn
/// as this fade: moving a widget in from an edge would need it wrapped from its making.
extension GtkRenderer: TransitionRendering {
    public func fade(_ element: any RenderElement, from: Double, to: Double, over duration: Duration) {
        let element = gtk(element)
        let id = ObjectIdentifier(element)
        fadeGenerations[id, default: 0] &+= 1
        let generation = fadeGenerations[id]
        let seconds = max(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18, 0.001)
        let start = g_get_monotonic_time()
        gtk_widget_set_opacity(element.pointer, element.opacity * from)
        GtkMainLoop.every(milliseconds: 16) { [weak self, weak element] in
            // A later fade of the element, or its end, stops this one.
            guard let self, let element, self.fadeGenerations[id] == generation else { return false }
            let progress = min(1, Double(g_get_monotonic_time() - start) / (seconds * 1_000_000))
            gtk_widget_set_opacity(element.pointer, element.opacity * (from + (to - from) * progress))
            if progress < 1 { return true }
            self.fadeGenerations[id] = nil
            return false
        }
    }
}
