import CGtk
import Driving
import ViewLayer

/// What an editable row's element keeps: its buttons, and how to edit it.
@MainActor
final class GtkEditableRow {
    var edits: RowEdits
    let delete: WidgetRef
    let up: WidgetRef
    let down: WidgetRef
    let offset: @MainActor () -> (offset: Int, count: Int)?
    let onEdit: @MainActor (RowEdit) -> Bool

    init(edits: RowEdits, delete: WidgetRef, up: WidgetRef, down: WidgetRef, offset: @escaping @MainActor () -> (offset: Int, count: Int)?, onEdit: @escaping @MainActor (RowEdit) -> Bool) {
        self.edits = edits
        self.delete = delete
        self.up = up
        self.down = down
        self.offset = offset
        self.onEdit = onEdit
    }
}

/// Rows a person may delete or move: the row's content, then flat buttons to move it up and down
/// and to delete it, as GNOME's preference lists offer reordering without dragging.
extension GtkRenderer: RowEditingRendering {
    public func makeEditableRow(
        _ edits: RowEdits, offset: @escaping @MainActor () -> (offset: Int, count: Int)?, onEdit: @escaping @MainActor (RowEdit) -> Bool
    ) -> any RenderElement {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_hexpand(content, 1)
        gtk_widget_show(content)
        gtk_box_pack_start(cg_box(row.raw), content, 1, 1, 0)
        func button(_ icon: String, _ tip: String) -> WidgetRef {
            let button = gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_BUTTON)!
            gtk_style_context_add_class(cg_style(button.raw), "flat")
            gtk_widget_set_tooltip_text(button, tip)
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            gtk_box_pack_start(cg_box(row.raw), button, 0, 1, 0)
            return WidgetRef(button)
        }
        let up = button("go-up-symbolic", "Move up")
        let down = button("go-down-symbolic", "Move down")
        let delete = button("user-trash-symbolic", "Delete")
        let element = make(.editableRow, row, container: content, placement: BoxPlacement.packed)
        let editing = GtkEditableRow(edits: edits, delete: delete, up: up, down: down, offset: offset, onEdit: onEdit)
        element.editableRow = editing
        element.parts = [up, down, delete]
        Self.showButtons(of: editing)
        Signals.connect(delete.pointer.raw, "clicked") { [weak self, unowned element] in
            self?.personActed("delete:\(element.rowName)")
            _ = editing.onEdit(.delete)
        }
        for (button, step) in [(up, -1), (down, 1)] {
            Signals.connect(button.pointer.raw, "clicked") { [weak self, unowned element] in
                // The first row cannot go up, nor the last down.
                guard let (offset, count) = editing.offset(), (0..<count).contains(offset + step) else { return }
                self?.personActed("move:\(element.rowName)=\(offset + step + 1)")
                _ = editing.onEdit(.move(to: offset + step))
            }
        }
        return element
    }

    public func updateEditableRow(_ element: any RenderElement, _ edits: RowEdits) {
        guard let editing = gtk(element).editableRow else { return }
        editing.edits = edits
        Self.showButtons(of: editing)
    }

    private static func showButtons(of editing: GtkEditableRow) {
        gtk_widget_set_visible(editing.delete.pointer, editing.edits.canDelete ? 1 : 0)
        gtk_widget_set_visible(editing.up.pointer, editing.edits.canMove ? 1 : 0)
        gtk_widget_set_visible(editing.down.pointer, editing.edits.canMove ? 1 : 0)
    }

    /// Clicks the row's delete button, as a person does.
    public func deleteRow(_ label: String) throws(DriveError) {
        guard let front else { throw .nothingEditable(verb: "delete") }
        let row = try front.editableRow(label, for: "delete", offering: \.canDelete)
        guard let editing = row.editableRow else { return }
        driving { gtk_button_clicked(cg_button(editing.delete.pointer.raw)) }
    }

    /// Moves the row to `position` as the person's clicks on its arrows would, in one step: the
    /// edit a drag there makes.
    public func moveRow(_ label: String, to position: Int) throws(DriveError) {
        guard let front else { throw .nothingEditable(verb: "move") }
        let row = try front.editableRow(label, for: "move", offering: \.canMove)
        guard let editing = row.editableRow else { return }
        var moved = false
        driving { moved = position >= 1 && editing.onEdit(.move(to: position - 1)) }
        guard moved else { throw .noSuchPosition(label: label, position: position) }
    }
}

extension GtkElement {
    /// The edits an editable row offers.
    public var rowEdits: RowEdits { editableRow?.edits ?? RowEdits(canDelete: false, canMove: false) }
}
