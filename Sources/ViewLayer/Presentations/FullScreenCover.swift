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

    /// Presents `content` for `item` over the whole window while `item` is not nil. Another item
    /// keeps the content's identity and state, as iOS 26 does (Ryan Sobol's case-study texts):
    /// the content disappears, appears again and restarts its task, where `sheet(item:)` builds
    /// new content.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modal(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
    }
}
