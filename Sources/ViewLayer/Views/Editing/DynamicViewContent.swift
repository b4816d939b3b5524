import Foundation

/// Views made from a collection, which a list lets a person edit: a `ForEach`, or one with
/// `onDelete` or `onMove` already.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets a person delete rows, and hands their offsets to `action`:
    ///
    ///     ForEach(items) { Text($0.name) }
    ///         .onDelete { items.remove(atOffsets: $0) }
    ///
    /// GTK gives each row a delete button; a script deletes with `delete:LABEL`. A deleted row
    /// goes as any view does whose element leaves the data: its identity, state and objects with
    /// it, and no other row's.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self, onDelete: action, onMove: nil)
    }

    /// Lets a person move rows, and hands `action` their offsets and the offset they go before:
    ///
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    ///
    /// GTK gives each row buttons to move it up and down; a script moves with `move:LABEL=N`.
    /// Every row keeps its identity and state.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(content: self, onDelete: nil, onMove: action)
    }
}

/// A `ForEach` with the edits a person may make to its rows.
struct EditableContent<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    let content: Content
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    var data: Content.Data { content.data }

    func update(_ node: PrimitiveNode, previous: Self?) {
        // The edits of the modifiers around this one are its too: `.onDelete { }.onMove { }`.
        let outer = node.viewNode.parent?.view is any EditableContentMarker ? node.context[RowEditingInput.self] : nil
        let editing = node.keptState(RowEditing())
        editing.onDelete = onDelete ?? outer?.onDelete
        editing.onMove = onMove ?? outer?.onMove
        var context = node.childContext
        context[RowEditingInput.self] = editing
        node.updateChildren([ChildSpec(key: .single, view: content)], context: context)
    }
}

/// Whether a view is an `EditableContent`, whatever its content.
protocol EditableContentMarker {}
extension EditableContent: EditableContentMarker {}

/// The edits a person may make to the rows of a `ForEach`, and the rows' ids in order, which
/// say which offset a row is at when it is edited.
@MainActor
final class RowEditing {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
    /// The rows' ids, as the `ForEach`'s latest update listed them.
    var ids: [AnyHashable] = []

    /// Deletes the row `id` is, as a person's delete does.
    func delete(_ id: AnyHashable) -> Bool {
        guard let onDelete, let offset = ids.firstIndex(of: id) else { return false }
        onDelete(IndexSet(integer: offset))
        return true
    }

    /// Moves the row `id` is to `position` among the rows, as a person's drag does: SwiftUI hands
    /// over the offset the row goes before, counted in the rows as they were.
    func move(_ id: AnyHashable, to position: Int) -> Bool {
        guard let onMove, let offset = ids.firstIndex(of: id), ids.indices.contains(position) else { return false }
        if position != offset { onMove(IndexSet(integer: offset), position > offset ? position + 1 : position) }
        return true
    }
}

/// The edits of the `ForEach` the rows are placed by.
enum RowEditingInput: NodeInputKey {
    typealias Value = RowEditing
}
