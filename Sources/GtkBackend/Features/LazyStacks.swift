import CGtk
import Driving
import ViewLayer

/// Lazy stacks and grids (and a list's rows): the placed rows in a box, or a grid's cells in a
/// GtkFlowBox, between two spacers that keep room for the rows not placed, sized after each
/// layout from the placed rows' lengths.
extension GtkRenderer {
    /// A grid's cells go in a GtkFlowBox of `columns` equal columns (a horizontal grid's: rows),
    /// which keeps them in lines as they come and go.
    public func makeLazyStack(axis: Axis, spacing: Double?, columns: Int?) -> any RenderElement {
        let gap = Int32(spacing ?? 8)
        let rows: WidgetRef
        if let columns {
            rows = WidgetRef(gtk_flow_box_new())
            let grid = cg_flow_box(rows.raw)
            gtk_flow_box_set_selection_mode(grid, GTK_SELECTION_NONE)
            gtk_flow_box_set_homogeneous(grid, 1)
            gtk_flow_box_set_activate_on_single_click(grid, 0)
            // A horizontal grid's cells go down each column first: its "rows" are columns.
            if axis == .horizontal { gtk_orientable_set_orientation(cg_orientable(rows.raw), GTK_ORIENTATION_VERTICAL) }
            layOut(grid, columns: columns, gap: gap)
        } else {
            rows = WidgetRef(gtk_box_new(axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, gap))
        }
        let (box, spacers) = betweenSpacers(rows, axis: axis)
        let element = make(.lazyStack, box.pointer, container: rows.pointer, placement: columns == nil ? BoxPlacement.packed : RowPlacement.grid)
        element.parts = [rows, spacers.before, spacers.after]
        element.spacers = spacers
        element.lazyRowsBox = columns == nil ? rows.pointer : nil
        element.columns = columns ?? 1
        element.rowGap = Double(gap)
        element.axis = axis
        followPlacedRows(of: element, in: rows)
        return element
    }

    public func updateLazyStack(_ lazyStack: any RenderElement, spacing: Double?, columns: Int?) {
        let element = gtk(lazyStack)
        let gap = Int32(spacing ?? 8)
        element.rowGap = Double(gap)
        if let box = element.lazyRowsBox {
            gtk_box_set_spacing(cg_box(box.raw), gap)
        } else if let grid = element.container {
            element.columns = columns ?? 1
            layOut(cg_flow_box(grid.raw), columns: columns ?? 1, gap: gap)
        }
    }

    /// A grid's columns and the space between its cells.
    private func layOut(_ grid: UnsafeMutablePointer<GtkFlowBox>?, columns: Int, gap: Int32) {
        gtk_flow_box_set_min_children_per_line(grid, guint(columns))
        gtk_flow_box_set_max_children_per_line(grid, guint(columns))
        gtk_flow_box_set_row_spacing(grid, guint(gap))
        gtk_flow_box_set_column_spacing(grid, guint(gap))
    }

    /// The grid's allocated width, each time GTK allocates it another: a person widening the
    /// window gets more adaptive columns.
    public func observeWidth(of lazyStack: any RenderElement, _ handler: @escaping @MainActor (Double) -> Void) {
        let element = gtk(lazyStack)
        var last = -1.0
        let report = { [weak element] in
            guard let element else { return }
            let width = Double(gtk_widget_get_allocated_width(element.pointer))
            // Before its first allocation a widget is 1 pixel wide: no width yet.
            guard width > 1, width != last else { return }
            last = width
            handler(width)
        }
        // Not inside the allocation, where changing the columns would start another one.
        Signals.connectWithArgument(element.pointer.raw, "size-allocate") { _ in
            GtkMainLoop.every(milliseconds: 0) {
                report()
                return false
            }
        }
        report()
    }

    public func setUnplacedRows(of lazyStack: any RenderElement, before: Int, after: Int) {
        // Called only when the counts change. Rows that change with the same counts are followed
        // by the placed rows' layout (`followPlacedRows`).
        let element = gtk(lazyStack)
        element.unplacedRows = (before, after)
        // Once the update has placed its rows, and before GTK lays them out: the first frame
        // then has the spacers and the viewport right.
        GtkMainLoop.every(milliseconds: 0) { [weak element] in
            element?.sizeUnplacedRows()
            element?.scrollViewShowingRows?.fitViewport()
            return false
        }
    }

    // MARK: Parts

    /// A box holding `content` between two empty boxes, sized later for rows not placed.
    func betweenSpacers(_ content: WidgetRef, axis: Axis) -> (WidgetRef, (before: WidgetRef, after: WidgetRef)) {
        let box = WidgetRef(gtk_box_new(axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 0))
        let before = WidgetRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let after = WidgetRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        for part in [before, content, after] {
            gtk_box_pack_start(cg_box(box.raw), part.pointer, 0, 1, 0)
            gtk_widget_show(part.pointer)
        }
        gtk_widget_show(box.pointer)
        return (box, (before, after))
    }

    /// The room for rows not placed follows the placed rows' size, after each layout, and the
    /// scroll view shows its first row where the rows now are.
    func followPlacedRows(of element: GtkElement, in rows: WidgetRef) {
        Signals.connectWithArgument(rows.raw, "size-allocate") { [weak element] _ in
            GtkMainLoop.every(milliseconds: 0) { [weak element] in
                element?.sizeUnplacedRows()
                element?.scrollViewShowingRows?.fitViewport()
                return false
            }
        }
    }
}

extension GtkElement {
    /// Sizes a lazy stack's or list's spacers for the rows it does not place.
    func sizeUnplacedRows() {
        guard let spacers else { return }
        let gap = lazyRowsBox.map { Double(gtk_box_get_spacing(cg_box($0.raw))) } ?? rowGap
        let length = estimatedRowLength(of: ScrolledRows<GtkElement>.Segment(placed: children, columns: columns).heads, gap: gap) ?? 0
        for (spacer, count) in [(spacers.before, unplacedRows.before), (spacers.after, unplacedRows.after)] {
            let size = Int32((Double(count) * length).rounded())
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(spacer.pointer, &width, &height)
            guard (axis == .horizontal ? width : height) != size else { continue }
            if axis == .horizontal { gtk_widget_set_size_request(spacer.pointer, size, -1) } else { gtk_widget_set_size_request(spacer.pointer, -1, size) }
        }
    }
}
