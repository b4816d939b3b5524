extension View {
    /// Presents `content` in a popover pointing at this view while `isPresented` is true.
    ///
    /// The content is fresh each time the popover opens. A click outside the popover, Escape
    /// and `\.dismiss` close it and set `isPresented` to false. The presenter stays shown, so it
    /// gets no `onDisappear` (rule 18).
    public func popover<Content: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modal(.popover, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents `content` for `item` in a popover pointing at this view while `item` is not nil.
    /// Another item keeps the content's identity and state, as iOS 26 does (Ryan Sobol's
    /// case-study texts): the content disappears, appears again and restarts its task.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modal(.popover, item: item, onDismiss: nil, content: content)
    }
}
