/// Rows a person may not delete or move, in a `ForEach` with `onDelete` or `onMove`:
///
///     ForEach(fruits, id: \.self) { fruit in
///         Text(fruit)
///             .deleteDisabled(fruit == "Apple")
///     }
///     .onDelete { fruits.remove(atOffsets: $0) }
///
/// Such a row offers no delete (or move): GTK shows no such button on it, and `delete:` (or
/// `move:`) does not find it. The modifier is read where SwiftUI code writes it, outermost on the
/// view the `ForEach` makes for the row (both may be chained); deeper in the row it does nothing,
/// the layer's reading: SwiftUI's documentation says it applies to "the view's view hierarchy".
extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        RowEditRestriction(content: self, disablesDelete: isDisabled, disablesMove: nil)
    }

    public func moveDisabled(_ isDisabled: Bool) -> some View {
        RowEditRestriction(content: self, disablesDelete: nil, disablesMove: isDisabled)
    }
}

/// A row's content with the edits it refuses; nil where this modifier says nothing.
struct RowEditRestriction<Content: View>: View, PrimitiveView, RowEditRestricting {
    let content: Content
    let disablesDelete: Bool?
    let disablesMove: Bool?

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateChildren(ChildSpec.content(content))
    }

    /// The edits this modifier and those chained inside it refuse, the outer one deciding.
    var refusedEdits: (delete: Bool, move: Bool) {
        let inner = (content as? any RowEditRestricting)?.refusedEdits ?? (delete: false, move: false)
        return (disablesDelete ?? inner.delete, disablesMove ?? inner.move)
    }
}

/// A row's content that refuses some edits.
@MainActor
protocol RowEditRestricting {
    var refusedEdits: (delete: Bool, move: Bool) { get }
}
