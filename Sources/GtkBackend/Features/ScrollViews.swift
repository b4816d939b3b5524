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
            }
        }
        return element
    }

    public func scroll(_ step: ScrollStep) throws(DriveError) {
        guard let scrollView = front?.lastShown(where: { $0.role == .scrollView }) else { throw .nothingToScroll }
        scrollView.firstRow = step.firstRow(from: scrollView.firstRow, rows: scrollView.scrolledRows.count, viewportRows: scrollView.viewportRows)
        driving { scrollView.showFirstRow() }
    }
}

extension GtkElement {
    /// What a scroll view scrolls through: its content's children when the content is a stack,
    /// else the content.
    var scrolledRows: [GtkElement] {
        guard let content = children.first else { return [] }
        return content.role == .stack ? content.children : [content]
    }

    /// A scroll view's rows in its viewport.
    var rowsOnScreen: [GtkElement] {
        let rows = scrolledRows
        return Array(rows[rowsInViewport(first: firstRow, rows: rows.count, viewportRows: viewportRows)])
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

    /// The row whose start is nearest `offset`: the first row a person's scrolling brought into view.
    func rowNearest(offset: Double) -> Int {
        var nearest = 0, distance = Double.infinity
        for (index, row) in scrolledRows.enumerated() {
            guard let extent = extent(of: row) else { continue }
            if abs(extent.start - offset) < distance { (nearest, distance) = (index, abs(extent.start - offset)) }
        }
        return nearest
    }

    /// Makes the viewport as long as the rows on screen, and shows them from the first.
    func fitViewport() {
        let rows = rowsOnScreen
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
        let rows = scrolledRows
        let range = rowsInViewport(first: firstRow, rows: rows.count, viewportRows: viewportRows)
        guard let adjustment = scrollAdjustment, !range.isEmpty, let extent = extent(of: rows[range.lowerBound]) else { return }
        guard gtk_adjustment_get_value(adjustment) != extent.start else { return }
        isSettingValue = true
        gtk_adjustment_set_value(adjustment, extent.start)
        isSettingValue = false
    }
}
