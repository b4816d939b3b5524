extension View {
    /// Whether a person's taps, clicks and drags reach this view and what it holds:
    ///
    ///     CardView(card: card)
    ///         .allowsHitTesting(index == cards.count - 1)
    ///
    /// With false the view is drawn as before (not greyed, unlike `.disabled(true)`) but takes
    /// no pointer input: its buttons, controls and gestures do not act, and, as Apple documents
    /// ("views that are behind it in the view hierarchy receive the interaction"), a press goes to
    /// what is under it. GTK puts the view in an event box above its children, which takes the
    /// pointer's events and does nothing with them; headless, and for a script, what the view
    /// holds is still shown, but no action finds it (`tap:`, `toggle:`, `select:`, `drag:` and
    /// the rest say there is no such control). The wheel does not scroll a scroll view inside it
    /// either, while one around it still scrolls; the keyboard is not held back.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingView(content: self, allows: enabled)
    }
}

struct HitTestingView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let allows: Bool

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: allows, previous: previous?.allows, counted: .style) {
            $0.hitTestingRendering.makeHitTesting(allows: $1)
        } update: {
            $0.hitTestingRendering.setHitTesting($1, allows: $2)
        }
    }
}

/// What a backend does to show `.allowsHitTesting(_:)`.
@MainActor
public protocol HitTestingRendering: RenderBackend {
    /// A container whose content a person's pointer reaches only while `allows` is true. Input
    /// only: its content is drawn and shown either way.
    func makeHitTesting(allows: Bool) -> any RenderElement
    func setHitTesting(_ element: any RenderElement, allows: Bool)
}

extension RenderBackend {
    var hitTestingRendering: any HitTestingRendering { rendering(self as? any HitTestingRendering, of: "allowsHitTesting") }
}
