extension View {
    /// Presents `content` over the whole window while `isPresented` is true.
    ///
    /// The cover hides the view that presents it, which gets `onDisappear` when the cover is up
    /// and `onAppear` again when it is dismissed, as UIKit's full-screen presentation hides its
    /// presenter (rule 18). The content is fresh each time it is presented.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modal(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` for `item` over the whole window while `item` is not nil; the content's
    /// identity is the item's id, as in `sheet(item:)`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modal(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }
}
