import Driving
import ViewLayer

/// Rows a person may delete or move: an element holding the row's content, which a script edits.
extension HeadlessBackend: RowEditingRendering {
    public func makeEditableRow(
        _ edits: RowEdits, offset: @escaping @MainActor () -> (offset: Int, count: Int)?, onEdit: @escaping @MainActor (RowEdit) -> Bool
    ) -> any RenderElement {
        let element = make(.editableRow)
        element.rowEdits = edits
        element.rowEdited = onEdit
        return element
    }

    public func updateEditableRow(_ element: any RenderElement, _ edits: RowEdits) {
        headless(element).rowEdits = edits
    }

    public func deleteRow(_ label: String) throws(DriveError) {
        let row = try frontWindow.editableRow(label, for: "delete", offering: \.canDelete)
        _ = row.rowEdited?(.delete)
    }

    public func moveRow(_ label: String, to position: Int) throws(DriveError) {
        let row = try frontWindow.editableRow(label, for: "move", offering: \.canMove)
        guard position >= 1, row.rowEdited?(.move(to: position - 1)) == true else { throw .noSuchPosition(label: label, position: position) }
    }
}
