extension View {
    /// Actions a person reaches by swiping a list's row, such as pinning or deleting it:
    ///
    ///     Text(message.subject)
    ///         .swipeActions {
    ///             Button("Delete", role: .destructive) { delete(message) }
    ///         }
    ///
    /// A desktop has no swipe: GTK shows the actions as borderless buttons at the row's trailing
    /// (or leading) end, where a person clicks them, and `show` lists them as buttons, which a
    /// script taps. They are built with the row, and go with it.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        SwipeActionsRow(row: self, actions: content(), edge: edge)
    }
}

/// A row with its swipe actions beside it: the row taking the room, the actions at the edge. A
/// primitive, so that no view of the layer's own shows in a trace.
struct SwipeActionsRow<Row: View, Actions: View>: View, PrimitiveView {
    let row: Row
    let actions: Actions
    let edge: HorizontalEdge

    func update(_ node: PrimitiveNode, previous: Self?) {
        let (row, actions, edge) = (row, actions, edge)
        node.updateChildren(ChildSpec.content(HStack {
            if edge == .leading { actions.buttonStyle(.borderless) }
            row.frame(maxWidth: .infinity, alignment: .leading)
            if edge == .trailing { actions.buttonStyle(.borderless) }
        }))
    }
}
