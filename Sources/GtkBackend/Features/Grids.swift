import CGtk
import ViewLayer

/// `Grid` as a column of row boxes whose cells share a `GtkSizeGroup` per column, so each column is
/// as wide as its widest cell, and `GridRow` as one of those boxes.
extension GtkRenderer: GridRendering {
    public func makeGrid(_ layout: GridLayout) -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, pixels(layout.verticalSpacing, atLeast: 0, fallback: 8))!
        let element = make(.grid, box, container: box, placement: GridPlacement.shared)
        element.stackAlignment = layout.alignment
        element.gridColumns = GridColumns(spacing: pixels(layout.horizontalSpacing, atLeast: 0, fallback: 8))
        return element
    }

    public func makeGridRow() -> any RenderElement {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        return make(.gridRow, box, container: box, placement: GridRowPlacement.shared)
    }
}

/// A grid's columns: one size group each, made as rows with more cells come, and the column each
/// cell is in.
@MainActor
final class GridColumns {
    let spacing: Int32
    private var groups: [UnsafeMutablePointer<GtkSizeGroup>] = []
    private var columnOfCell: [UnsafeMutableRawPointer: Int] = [:]

    init(spacing: Int32) {
        self.spacing = spacing
    }

    isolated deinit {
        for group in groups { g_object_unref(group) }
    }

    /// Puts `cell` in the size group of `column`, out of the one it was in.
    func place(_ cell: UnsafeMutablePointer<GtkWidget>, inColumn column: Int) {
        if let current = columnOfCell[cell.raw] {
            guard current != column else { return }
            gtk_size_group_remove_widget(groups[current], cell)
        }
        while groups.count <= column { groups.append(gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)!) }
        gtk_size_group_add_widget(groups[column], cell)
        columnOfCell[cell.raw] = column
    }

    /// Takes `cell` out of its column.
    func remove(_ cell: UnsafeMutablePointer<GtkWidget>) {
        guard let column = columnOfCell.removeValue(forKey: cell.raw) else { return }
        gtk_size_group_remove_widget(groups[column], cell)
    }
}

/// A grid's rows, packed in order; a row learns its grid's columns and spacing, and its cells
/// join them.
@MainActor
final class GridPlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.insert(child, at: index, into: container, of: element)
        guard child.role == .gridRow, let columns = element.gridColumns else { return }
        child.gridColumns = columns
        child.stackAlignment = element.stackAlignment
        gtk_box_set_spacing(cg_box(child.pointer.raw), columns.spacing)
        for (column, cell) in child.children.enumerated() { GridRowPlacement.join(cell, column: column, of: child) }
    }

    static let shared = GridPlacement(fills: false)
}

/// A row's cells, packed in order, each in its column's size group and aligned as the grid says.
@MainActor
final class GridRowPlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.insert(child, at: index, into: container, of: element)
        regroup(element)
    }

    override func move(_ child: GtkElement, from: Int, to index: Int, in container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.move(child, from: from, to: index, in: container, of: element)
        regroup(element)
    }

    override func remove(_ child: GtkElement, at index: Int, from container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        element.gridColumns?.remove(child.pointer)
        super.remove(child, at: index, from: container, of: element)
        regroup(element)
    }

    /// Puts every cell in the size group of the column it is now in.
    private func regroup(_ row: GtkElement) {
        guard row.gridColumns != nil else { return }
        for (column, cell) in row.children.enumerated() { Self.join(cell, column: column, of: row) }
    }

    static func join(_ cell: GtkElement, column: Int, of row: GtkElement) {
        row.gridColumns?.place(cell.pointer, inColumn: column)
        if let alignment = row.stackAlignment, let container = row.container {
            ChildAlignment.place(cell, by: alignment, in: container, of: row)
        }
    }

    static let shared = GridRowPlacement(fills: false)
}
