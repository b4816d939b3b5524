extension View {
    /// Marks this layout's views as the scroll targets of the scroll view around it: the views a
    /// `.scrollPosition` binding names as the scroll view scrolls (the first of them on screen).
    /// Put it on the stack whose views are the rows (`LazyVStack { ForEach … }.scrollTargetLayout()`),
    /// with no padding or frame between it and the stack. A GTK scroll view rests where it is left:
    /// `.scrollTargetBehavior` does not snap to the targets.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
    }
}

/// `.scrollTargetLayout`: a mark the scroll view finds above the layout (`isScrollTargetLayout`),
/// with no element of its own.
struct ScrollTargetLayoutView<Content: View>: View, PrimitiveView, ScrollTargetLayoutMarker {
    let content: Content
    let isEnabled: Bool

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren([ChildSpec(key: .single, view: content)])
    }
}
