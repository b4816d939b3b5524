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

extension View {
    /// Keeps a person from closing the sheet or cover this view is in while `isDisabled`: the
    /// window's close button and Escape do nothing; `\.dismiss` and the binding still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}

/// Whether a presentation's content refuses a person's dismissal: an outer setting wins over
/// those inside it, as a `.preference` hides the values inside it, and any of several side by
/// side refuses.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
