import CGtk
import ViewLayer

/// Transitions as a person sees them: the widget's opacity stepped each frame from one end to the
/// other over the animation's time, times the opacity its view gave it. Every transition is drawn
/// as this fade: moving a widget in from an edge would need it wrapped from its making.
extension GtkRenderer: TransitionRendering {
    public func fade(_ element: any RenderElement, from: Double?, to: Double, over duration: Duration) {
        let element = gtk(element)
        let id = ObjectIdentifier(element)
        fadeGenerations[id, default: 0] &+= 1
        let generation = fadeGenerations[id]
        // Where it is drawn now, as a share of its view's own opacity.
        let start = from ?? (element.opacity > 0 ? gtk_widget_get_opacity(element.pointer) / element.opacity : 1)
        let seconds = duration.inSeconds
        guard seconds > 0 else {
            fadeGenerations[id] = nil
            gtk_widget_set_opacity(element.pointer, element.opacity * to)
            return
        }
        let began = g_get_monotonic_time()
        gtk_widget_set_opacity(element.pointer, element.opacity * start)
        GtkMainLoop.every(milliseconds: 16) { [weak self, weak element] in
            guard let self, self.fadeGenerations[id] == generation else { return false }
            // The element went mid-fade: its entry goes with this, its last fade.
            guard let element else {
                self.fadeGenerations[id] = nil
                return false
            }
            let progress = min(1, Double(g_get_monotonic_time() - began) / (seconds * 1_000_000))
            gtk_widget_set_opacity(element.pointer, element.opacity * (start + (to - start) * progress))
            if progress < 1 { return true }
            self.fadeGenerations[id] = nil
            return false
        }
    }
}
