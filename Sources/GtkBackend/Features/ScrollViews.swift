import CGtk
import ViewLayer

/// Scroll views: a GtkScrolledWindow around a GtkViewport, sized to hold `viewportRows` rows.
///
/// Which row is first on screen is kept as a row, as the headless renderer keeps it, so that a
/// script shows and reaches the same rows in both; the adjustment follows it after every layout.
/// A person's wheel or scroll bar moves the adjustment, and the first row follows that.
/// GTK maps the rows of a scrolled window whether they are in view or not, so scrolling makes no
/// view appear or disappear (rule 17: a `ScrollView`'s content is built at once).
extension GtkRenderer {
    public func makeScrollView(axis: Axis) -> any RenderElement {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        let isVertical = axis == .vertical
        gtk_scrolled_window_set_policy(cg_scrolled_window(scrolled.raw), isVertical ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC, isVertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        let viewport = gtk_viewport_new(nil, nil)!
        gtk_viewport_set_shadow_type(cg_viewport(viewport.raw), GTK_SHADOW_NONE)
        gtk_widget_show(viewport)
        gtk_container_add(cg_container(scrolled.raw), viewport)
        let element = make(.scrollView, scrolled, container: viewport)
        element.parts = [WidgetRef(viewport)]
        element.axis = axis
        element.viewportRows = viewportRows
        // After each layout: the viewport fits its rows, and shows the first row it should.
        Signals.connectWithArgument(viewport.raw, "size-allocate") { [weak element] _ in
            guard let element else { return }
            // Not inside the allocation, where resizing would start another one at once; and on
            // GLib's loop, not the main queue, so that a screenshot waiting for the layout sees it.
            GtkMainLoop.every(milliseconds: 0) { [weak element] in
                element?.fitViewport()
                return false
            }
        }
        if let adjustment = element.scrollAdjustment {
            Signals.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self, weak element] in
                guard let self, let element, !element.isSettingValue else { return }
                let first = element.rowNearest(offset: gtk_adjustment_get_value(adjustment))
                guard first != element.firstRow else { return }
                element.firstRow = first
                // A person scrolled by hand, which no script step writes.
                if !isDriving { onScrollByHand?() }
                for handler in element.scrollHandlers { handler(first) }
            }
        }
        return element
    }

    public func observeScrolling(of scrollView: any RenderElement, _ handler: @escaping @MainActor (Int) -> Void) {
        gtk(scrollView).scrollHandlers.append(handler)
    }

    public func scroll(_ step: ScrollStep) throws(DriveError) {
        guard let scrollView = front?.lastShown(where: { $0.role == .scrollView }) else { throw .nothingToScroll }
        let first = step.firstRow(from: scrollView.firstRow, rows: scrollView.scrolledRows.count, viewportRows: scrollView.viewportRows)
        guard first != scrollView.firstRow else { return }
        scrollView.firstRow = first
        for handler in scrollView.scrollHandlers { handler(first) }
        driving { scrollView.showFirstRow() }
    }

    /// A lazy stack: a box of the placed rows between two spacers, which keep the room the rows
    /// not placed would take, estimated from the placed ones, so that the scroll bar spans them all.
    public func makeLazyStack(axis: Axis, spacing: Double?) -> any RenderElement {
        let isVertical = axis == .vertical
        let outer = gtk_box_new(isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 0)!
        let before = WidgetRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let rows = WidgetRef(gtk_box_new(isVertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, Int32(spacing ?? 8)))
        let after = WidgetRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        let element = make(.lazyStack, outer, container: rows.pointer)
        for part in [before, rows, after] {
            gtk_box_pack_start(cg_box(outer.raw), part.pointer, 0, 1, 0)
            gtk_widget_show(part.pointer)
        }
        element.parts = [before, rows, after]
        element.lazyRowsBox = rows.pointer
        element.axis = axis
        // The room for rows not placed follows the placed rows' size, after each layout.
        Signals.connectWithArgument(rows.raw, "size-allocate") { [weak element] _ in
            GtkMainLoop.every(milliseconds: 0) { [weak element] in
                element?.sizeUnbuiltRows()
                return false
            }
        }
        return element
    }

    public func setUnbuiltRows(of lazyStack: any RenderElement, before: Int, after: Int) {
        let element = gtk(lazyStack)
        guard element.unbuiltRows != (before, after) else { return }
        mutations.layoutUpdates += 1
        element.unbuiltRows = (before, after)
        element.sizeUnbuiltRows()
    }
}

extension GtkElement {
    /// What a scroll view scrolls through: its content's children when the content is a stack,
    /// else the content.
    var scrolledRows: ScrolledRows<GtkElement> {
        guard let content = children.first else { return ScrolledRows(placed: [], before: 0, after: 0) }
        switch content.role {
        case .stack: return ScrolledRows(placed: content.children, before: 0, after: 0)
        case .lazyStack: return ScrolledRows(placed: content.children, before: content.unbuiltRows.before, after: content.unbuiltRows.after)
        default: return ScrolledRows(placed: [content], before: 0, after: 0)
        }
    }

    /// A scroll view's rows in its viewport, of those placed.
    var rowsOnScreen: [GtkElement] {
        let rows = scrolledRows
        return rows.placed(in: rowsInViewport(first: firstRow, rows: rows.count, viewportRows: viewportRows))
    }

    /// How long a row is taken to be, with the space after it: the placed rows' average.
    private var estimatedRowLength: Double? {
        let extents = scrolledRows.placed.compactMap { extent(of: $0) }
        guard let first = extents.first, let last = extents.last else { return nil }
        return extents.count == 1 ? first.length : (last.start - first.start) / Double(extents.count - 1)
    }

    /// Where row `index` starts: where it was laid out if it is placed, else estimated from the
    /// placed rows.
    func start(ofRow index: Int) -> Double? {
        let rows = scrolledRows
        let placedIndex = index - rows.before
        if rows.placed.indices.contains(placedIndex) { return extent(of: rows.placed[placedIndex])?.start }
        guard let length = estimatedRowLength, let firstPlaced = rows.placed.first, let first = extent(of: firstPlaced) else { return nil }
        return first.start + Double(placedIndex) * length
    }

    /// The adjustment that scrolls along the scroll view's axis.
    var scrollAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
        let scrolled = cg_scrolled_window(pointer.raw)
        return axis == .horizontal ? gtk_scrolled_window_get_hadjustment(scrolled) : gtk_scrolled_window_get_vadjustment(scrolled)
    }

    /// Where a row starts and how long it is along the axis, as last laid out; nil before then.
    private func extent(of row: GtkElement) -> (start: Double, length: Double)? {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(row.pointer, &allocation)
        guard allocation.width > 1 || allocation.height > 1 else { return nil }
        return axis == .horizontal ? (Double(allocation.x), Double(allocation.width)) : (Double(allocation.y), Double(allocation.height))
    }

    /// The row whose start is nearest `offset`: the first row a person's scrolling brought into
    /// view. Rows not placed are where the estimate puts them.
    func rowNearest(offset: Double) -> Int {
        let rows = scrolledRows
        var nearest = 0, distance = Double.infinity
        for (index, row) in rows.placed.enumerated() {
            guard let extent = extent(of: row) else { continue }
            if abs(extent.start - offset) < distance { (nearest, distance) = (rows.before + index, abs(extent.start - offset)) }
        }
        if let length = estimatedRowLength, length > 0, let origin = start(ofRow: rows.before) {
            let estimated = rows.before + Int(((offset - origin) / length).rounded())
            if !(rows.before..<(rows.before + rows.placed.count)).contains(estimated) { nearest = estimated }
        }
        return max(0, min(nearest, rows.count - 1))
    }

    /// Sizes a lazy stack's spacers for the rows it does not place.
    func sizeUnbuiltRows() {
        guard role == .lazyStack, parts.count == 3 else { return }
        var length = 0.0
        if let box = lazyRowsBox {
            let placed = children.map { (extentOfPlaced($0), $0) }.compactMap(\.0)
            if let first = placed.first, let last = placed.last {
                let spacing = Double(gtk_box_get_spacing(cg_box(box.raw)))
                length = (last.start + last.length - first.start + spacing) / Double(placed.count)
            }
        }
        for (part, count) in [(parts[0], unbuiltRows.before), (parts[2], unbuiltRows.after)] {
            let size = Int32((Double(count) * length).rounded())
            var width: Int32 = 0, height: Int32 = 0
            gtk_widget_get_size_request(part.pointer, &width, &height)
            let current = axis == .horizontal ? width : height
            guard current != size else { continue }
            if axis == .horizontal { gtk_widget_set_size_request(part.pointer, size, -1) } else { gtk_widget_set_size_request(part.pointer, -1, size) }
        }
    }

    /// A placed row's start and length along the stack's axis, as last laid out.
    private func extentOfPlaced(_ row: GtkElement) -> (start: Double, length: Double)? {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(row.pointer, &allocation)
        guard allocation.width > 1 || allocation.height > 1 else { return nil }
        return axis == .horizontal ? (Double(allocation.x), Double(allocation.width)) : (Double(allocation.y), Double(allocation.height))
    }

    /// Makes the viewport as long as the rows on screen, and shows them from the first.
    func fitViewport() {
        let rows = rowsOnScreen
        guard !rows.isEmpty else { return }
        let extents = rows.compactMap { extent(of: $0) }
        guard extents.count == rows.count, let first = extents.first, let last = extents.last else { return }
        let length = Int32((last.start + last.length - first.start).rounded())
        let scrolled = cg_scrolled_window(pointer.raw)
        if axis == .horizontal {
            if gtk_scrolled_window_get_min_content_width(scrolled) != length {
                gtk_scrolled_window_set_max_content_width(scrolled, length)
                gtk_scrolled_window_set_min_content_width(scrolled, length)
            }
        } else if gtk_scrolled_window_get_min_content_height(scrolled) != length {
            gtk_scrolled_window_set_max_content_height(scrolled, length)
            gtk_scrolled_window_set_min_content_height(scrolled, length)
        }
        showFirstRow()
    }

    /// Sets the adjustment so that the first row is at the start of the viewport.
    func showFirstRow() {
        let range = rowsInViewport(first: firstRow, rows: scrolledRows.count, viewportRows: viewportRows)
        guard let adjustment = scrollAdjustment, !range.isEmpty, let start = start(ofRow: range.lowerBound) else { return }
        guard gtk_adjustment_get_value(adjustment) != start else { return }
        isSettingValue = true
        gtk_adjustment_set_value(adjustment, start)
        isSettingValue = false
    }
}
