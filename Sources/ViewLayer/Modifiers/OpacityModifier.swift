extension View {
    /// Draws this view with the given opacity, from 0 (invisible) to 1 (opaque); values outside
    /// are clamped.
    ///
    /// Drawing only, as in SwiftUI: at 0 the view keeps its identity and its state, and gets no
    /// `onDisappear`, since it is still in the hierarchy. A person cannot see it, though, and
    /// SwiftUI does not hit-test it, so `show` leaves it out and actions do not find it.
    public func opacity(_ value: Double) -> some View {
        OpacityView(content: self, value: min(max(value, 0), 1))
    }

    /// Hides this view, which keeps its room in the layout, as SwiftUI's does: drawn at opacity
    /// 0, so it keeps its identity and state, gets no `onDisappear`, and `show` leaves it out.
    public func hidden() -> some View {
        opacity(0)
    }
}

struct OpacityView<Content: View>: View, PrimitiveView, ScrolledThrough {
    let content: Content
    let value: Double

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: value, previous: previous?.value, counted: .style) {
            $0.opacityRendering.makeOpacity($1)
        } update: {
            $0.opacityRendering.setOpacity($1, $2)
        }
    }
}
