extension View {
    /// Presents `content` in a modal sheet while `isPresented` is true.
    ///
    /// The content closure runs when the sheet is presented and builds a tree of its own, torn
    /// down when the sheet is dismissed. Closing the sheet's window sets `isPresented` to false.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modal(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for `item` in a modal sheet while `item` is not nil.
    ///
    /// The content's identity is the item's id (rule 18): another item dismisses the content of
    /// the old one, which disappears and is released, and then presents fresh content for the
    /// new one. Closing the sheet's window sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modal(.sheet, item: item, onDismiss: onDismiss, content: content)
    }
}
