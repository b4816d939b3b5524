/// A row of a `ForEach` with `onDelete` or `onMove`: its content, and the backend's means of
/// deleting and moving it (`RowEditingRendering`). The edits are read from the `ForEach`'s
/// `RowEditing` when a person makes them, so that the row's own value holds nothing that changes
/// when other rows do.
struct EditableRow<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable

    func update(_ node: PrimitiveNode, previous: Self?) {
        guard let editing = node.context[RowEditingInput.self] else {
            node.updateChildren(ChildSpec.content(content))
            return
        }
        let state = node.keptState(EditableRowState())
        state.editing = editing
        state.id = id
        // `.deleteDisabled(_:)` and `.moveDisabled(_:)` on the row's view take edits away.
        let refused = (content as? any RowEditRestricting)?.refusedEdits ?? (delete: false, move: false)
        let edits = RowEdits(canDelete: editing.onDelete != nil && !refused.delete, canMove: editing.onMove != nil && !refused.move)
        if let element = node.element {
            if state.edits != edits {
                node.backend.set(.layout) { $0.rowEditingRendering.updateEditableRow(element, edits) }
            }
        } else {
            let element = node.backend.make {
                $0.rowEditingRendering.makeEditableRow(edits, offset: { [weak state] in state?.offset }) { [weak state] edit in
                    state?.perform(edit) ?? false
                }
            }
            node.setElement(element, holdsChildren: true)
        }
        state.edits = edits
        node.updateChildren(ChildSpec.content(content))
    }
}

/// Whether a view is an `EditableRow`, whatever its content: a `ForEach` of them is edited
/// already.
protocol EditableRowMarker {}
extension EditableRow: EditableRowMarker {}

/// What an editable row keeps: whose row it is, and the edits it offered last.
@MainActor
final class EditableRowState {
    weak var editing: RowEditing?
    var id: AnyHashable = 0
    var edits = RowEdits(canDelete: false, canMove: false)

    /// Where the row is among its `ForEach`'s rows now, from 0, and how many rows there are.
    var offset: (offset: Int, count: Int)? {
        guard let editing, let offset = editing.ids.firstIndex(of: id) else { return nil }
        return (offset, editing.ids.count)
    }

    /// Says whether the edit could be made: a move to a position the rows have.
    func perform(_ edit: RowEdit) -> Bool {
        guard let editing else { return false }
        switch edit {
        case .delete: return editing.delete(id)
        case .move(let position): return editing.move(id, to: position)
        }
    }
}

/// Which edits a row offers.
public struct RowEdits: Equatable, Sendable {
    public var canDelete: Bool
    public var canMove: Bool

    public init(canDelete: Bool, canMove: Bool) {
        self.canDelete = canDelete
        self.canMove = canMove
    }
}

/// An edit a person makes to a row: deleting it, or moving it to a position among the rows,
/// counted from 0.
public enum RowEdit: Equatable, Sendable {
    case delete
    case move(to: Int)
}

/// What a backend does to show a row a person may delete or move.
@MainActor
public protocol RowEditingRendering: RenderBackend {
    /// A row holding the elements inserted into it, with the means of the `edits` it offers.
    /// `offset` says where the row is among its `ForEach`'s rows, from 0, and how many there
    /// are; `onEdit` tells a person's edit, and says whether it could be made.
    func makeEditableRow(
        _ edits: RowEdits, offset: @escaping @MainActor () -> (offset: Int, count: Int)?, onEdit: @escaping @MainActor (RowEdit) -> Bool
    ) -> any RenderElement
    func updateEditableRow(_ element: any RenderElement, _ edits: RowEdits)
}

extension RenderBackend {
    var rowEditingRendering: any RowEditingRendering { rendering(self as? any RowEditingRendering, of: "onDelete and onMove") }
}
