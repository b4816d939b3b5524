import CGtk
import Driving
import ViewLayer

/// Scroll views and lists: a GtkScrolledWindow around a GtkViewport, sized to hold
/// `viewportRows` rows. Lazy stacks and grids, whose placed rows sit between two spacers, are in
/// `LazyStacks.swift`.
///
/// Which row is first on screen is kept as a row, as the headless renderer keeps it, so that a
/// script shows and reaches the same rows in both; the adjustment follows it after every layout.
/// A person's wheel or scroll bar moves the adjustment, and the first row follows that.
/// GTK maps the rows of a scrolled window whether they are in view or not, so scrolling itself
/// makes no view appear or disappear; a lazy stack's rows come and go as the graph places them.
extension GtkRenderer: ScrollRendering {
    public func makeScrollView(axis: Axis) -> any RenderElement {
        let (scrolled, viewport) = scrolledWindow(axis: axis)
        // Content of several views is stacked along the axis, as SwiftUI stacks it in an implicit
        // stack; a viewport holds one widget.
        let stack = WidgetRef(gtk_box_new(axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, 8))
        gtk_widget_show(stack.pointer)
        gtk_container_add(cg_container(viewport.raw), stack.pointer)
        let element = make(.scrollView, scrolled, container: stack.pointer, placement: ScrollContentPlacement.shared)
        element.parts = [viewport, stack]
        element.axis = axis
        followScrolling(of: element, viewport: viewport)
        return element
    }

    /// A list: a scroll view and a lazy stack in one, its rows in a GtkListBox between the
    /// spacers for the rows it does not place, framed around the viewport.
    public func makeList() -> any RenderElement {
        let (scrolled, viewport) = scrolledWindow(axis: .vertical)
        gtk_scrolled_window_set_shadow_type(cg_scrolled_window(scrolled.raw), GTK_SHADOW_IN)
        let list = WidgetRef(gtk_list_box_new())
        gtk_list_box_set_selection_mode(cg_list_box(list.raw), GTK_SELECTION_NONE)
        let (box, spacers) = betweenSpacers(list, axis: .vertical)
        gtk_container_add(cg_container(viewport.raw), box.pointer)
        let element = make(.list, scrolled, container: list.pointer, placement: RowPlacement.list, styled: true)
        element.parts = [viewport, box, list, spacers.before, spacers.after]
        element.spacers = spacers
        followScrolling(of: element, viewport: viewport)
        followPlacedRows(of: element, in: list)
        return element
    }

    public func observeScrolling(of scrollView: any RenderElement, _ handler: @escaping @MainActor (Int) -> Void) {
        gtk(scrollView).scrollHandlers.append(handler)
    }

    public func scroll(_ step: ScrollStep) throws(DriveError) {
        guard let scrollView = front?.lastShown(where: \.isScrollable) else { throw .nothingToScroll }
        guard let first = scrollView.firstRow(after: step) else { return }
        scroll(scrollView, toFirstRow: first)
    }

    /// A script's step and the view layer's moves (`ScrollViewProxy.scrollTo`, a `.scrollPosition`
    /// binding) alike: the first row is kept as a row, its handlers told, and the adjustment set
    /// to show it, which the rows the graph places next bring in line after their layout.
    public func scroll(_ scrollView: any RenderElement, toFirstRow row: Int) {
        let element = gtk(scrollView)
        guard element.firstRow != row else { return }
        element.firstRow = row
        for handler in element.scrollHandlers { handler(row) }
        driving { element.showFirstRow() }
    }

    public func firstRow(atOffset offset: Double, in scrollView: any RenderElement) -> Int {
        gtk(scrollView).rowNearest(offset: offset)
    }

    // MARK: Parts

    private func scrolledWindow(axis: Axis) -> (UnsafeMutablePointer<GtkWidget>, WidgetRef) {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        let isVertical = axis == .vertical
        gtk_scrolled_window_set_policy(cg_scrolled_window(scrolled.raw), isVertical ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC, isVertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        let viewport = WidgetRef(gtk_viewport_new(nil, nil))
        gtk_viewport_set_shadow_type(cg_viewport(viewport.raw), GTK_SHADOW_NONE)
        gtk_widget_show(viewport.pointer)
        gtk_container_add(cg_container(scrolled.raw), viewport.pointer)
        return (scrolled, viewport)
    }

    /// After each layout the viewport fits its rows and shows the first row it should; a
    /// person's scrolling moves the first row.
    private func followScrolling(of element: GtkElement, viewport: WidgetRef) {
        element.viewportRows = viewportRows
        Signals.connectWithArgument(viewport.raw, "size-allocate") { [weak element] _ in
            // Not inside the allocation, where resizing would start another one at once; and on
            // GLib's loop, not the main queue, so that a screenshot waiting for the layout sees it.
            GtkMainLoop.every(milliseconds: 0) { [weak element] in
                element?.fitViewport()
                return false
            }
        }
        guard let adjustment = element.scrollAdjustment else { return }
        // A person scrolls with the wheel or the touchpad, or drags the scroll bar; any other
        // move of the adjustment is GTK's own, keeping it within content that changed size, and
        // the first row stays what it was.
        Signals.connectEvent(element.pointer.raw, "scroll-event") { [weak element] _ in
            element?.personScrolled = .now
            return false
        }
        let scrollbar = element.axis == .horizontal ? gtk_scrolled_window_get_hscrollbar(cg_scrolled_window(element.pointer.raw))
                                                    : gtk_scrolled_window_get_vscrollbar(cg_scrolled_window(element.pointer.raw))
        if let scrollbar {
            Signals.connectEvent(scrollbar.raw, "button-press-event") { [weak element] _ in
                element?.isDraggingScrollbar = true
                return false
            }
            Signals.connectEvent(scrollbar.raw, "button-release-event") { [weak element] _ in
                element?.isDraggingScrollbar = false
                element?.personScrolled = .now
                return false
            }
        }
        Signals.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self, weak element] in
            guard let self, let element, !element.isSettingValue else { return }
            guard element.isPersonScrolling else {
                GtkMainLoop.every(milliseconds: 0) { [weak element] in
                    element?.showFirstRow()
                    return false
                }
                return
            }
            let first = element.rowNearest(offset: gtk_adjustment_get_value(adjustment))
            guard first != element.firstRow else { return }
            element.firstRow = first
            // A person scrolled by hand, which no script step writes.
            if !isDriving { onScrollByHand?() }
            for handler in element.scrollHandlers { handler(first) }
        }
    }

}

extension GtkElement {
    /// The scroll view that shows a lazy stack's or list's rows: a list is its own.
    var scrollViewShowingRows: GtkElement? { role == .list ? self : enclosingScrollView }

    /// Whether a move of the adjustment now is a person's: a drag of the scroll bar, or within a
    /// moment of a wheel or touchpad event (the adjustment may glide on after it).
    var isPersonScrolling: Bool {
        isDraggingScrollbar || personScrolled.map { ContinuousClock.now - $0 < .milliseconds(600) } ?? false
    }

    /// The adjustment that scrolls along the scroll view's axis.
    var scrollAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
        let scrolled = cg_scrolled_window(pointer.raw)
        return axis == .horizontal ? gtk_scrolled_window_get_hadjustment(scrolled) : gtk_scrolled_window_get_vadjustment(scrolled)
    }

    /// Where a row starts and how long it is along the axis, as last laid out; nil before then.
    /// A list's row is measured by the list box row around it, a grid's cell by its flow box child.
    private func extent(of row: GtkElement) -> (start: Double, length: Double)? {
        var widget = row.pointer
        if let parent = gtk_widget_get_parent(widget), cg_is_list_box_row(parent.raw) != 0 || cg_is_flow_box_child(parent.raw) != 0 { widget = parent }
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(widget, &allocation)
        guard allocation.width > 1 || allocation.height > 1 else { return nil }
        var start = axis == .horizontal ? allocation.x : allocation.y
        // A scroll view's rows are placed where they are in what its viewport scrolls, whichever
        // windows (a list box's, a flow box's) they sit in: the adjustment counts from there.
        if isScrollable, let viewport = parts.first, let content = scrolledContent(in: viewport) {
            var x: Int32 = 0, y: Int32 = 0
            guard gtk_widget_translate_coordinates(widget, content, 0, 0, &x, &y) != 0 else { return nil }
            start = axis == .horizontal ? x : y
        }
        return (Double(start), axis == .horizontal ? Double(allocation.width) : Double(allocation.height))
    }

    /// What a row's start is measured from: the content, when it is one view, so that what comes
    /// before its first row (its padding) shows above it; else the stack the views are in.
    private func scrolledContent(in viewport: WidgetRef) -> UnsafeMutablePointer<GtkWidget>? {
        guard let child = gtk_bin_get_child(cg_bin(viewport.raw)) else { return nil }
        guard role == .scrollView, children.count == 1, let only = children.first, gtk_widget_get_parent(only.pointer) == child else { return child }
        return only.pointer
    }

    /// How long a placed row is taken to be, with the space after it: their average. `heads`
    /// are the rows' first elements.
    func estimatedRowLength(of heads: [GtkElement], gap: Double) -> Double? {
        let extents = heads.compactMap { extent(of: $0) }
        guard extents.count == heads.count else {
            // Not laid out yet: what the rows ask for, so that the first frame has the room right.
            guard !heads.isEmpty else { return nil }
            return heads.map(preferredLength(of:)).reduce(0, +) / Double(heads.count) + gap
        }
        guard let first = extents.first, let last = extents.last else { return nil }
        return (last.start + last.length - first.start + gap) / Double(extents.count)
    }

    /// The length a row asks for along the axis, before it is laid out.
    private func preferredLength(of row: GtkElement) -> Double {
        var minimum: Int32 = 0, natural: Int32 = 0
        if axis == .horizontal { gtk_widget_get_preferred_width(row.pointer, &minimum, &natural) } else { gtk_widget_get_preferred_height(row.pointer, &minimum, &natural) }
        return Double(natural)
    }

    /// The space between a scroll view's rows.
    private var rowSpacing: Double {
        guard let content = children.first else { return 0 }
        if let rows = content.lazyRowsBox { return Double(gtk_box_get_spacing(cg_box(rows.raw))) }
        if content.role == .lazyStack { return content.rowGap }
        if content.role == .stack { return Double(gtk_box_get_spacing(cg_box(content.pointer.raw))) }
        return 0
    }

    /// Where row `index` starts: where it was laid out if it is placed, else estimated from the
    /// placed rows of its segment (a lazy stack's).
    private func start(ofRow index: Int) -> Double? {
        guard let (start, segment) = scrolledRows.segment(containing: index) else { return nil }
        let placedIndex = index - start - segment.before
        if let head = segment.firstElement(ofPlacedRow: placedIndex) { return extent(of: head)?.start }
        let heads = segment.heads
        guard let length = estimatedRowLength(of: heads, gap: 0), let firstPlaced = heads.first,
              let first = extent(of: firstPlaced) else { return nil }
        return first.start + Double(placedIndex) * length
    }

    /// The row whose start is nearest `offset`: the first row a person's scrolling brought into
    /// view. Rows not placed are where the estimate from their segment's placed rows puts them.
    func rowNearest(offset: Double) -> Int {
        let rows = scrolledRows
        var nearest = 0, distance = Double.infinity
        for (row, head) in rows.heads {
            guard let extent = extent(of: head) else { continue }
            if abs(extent.start - offset) < distance { (nearest, distance) = (row, abs(extent.start - offset)) }
        }
        for (start, segment) in rows.segmentStarts where segment.before + segment.after > 0 {
            let heads = segment.heads
            guard let length = estimatedRowLength(of: heads, gap: 0), length > 0, let head = heads.first,
                  let origin = extent(of: head)?.start else { continue }
            // A placed row at the offset, within half a row, is where the person scrolled to.
            guard distance > length / 2 else { continue }
            let estimated = start + segment.before + Int(((offset - origin) / length).rounded())
            let placed = (start + segment.before)..<(start + segment.before + heads.count)
            if (start..<start + segment.count).contains(estimated), !placed.contains(estimated) { nearest = estimated }
        }
        return max(0, min(nearest, rows.count - 1))
    }

    /// Makes the viewport as long as the rows on screen, and shows them from the first.
    func fitViewport() {
        let rows = rowsOnScreen
        guard !rows.isEmpty else { return }
        let extents = rows.compactMap { extent(of: $0) }
        let length: Int32
        if extents.count == rows.count, let first = extents.first, let last = extents.last {
            length = Int32((last.start + last.length - first.start).rounded())
        } else {
            // Not laid out yet: the rows' own lengths, a row of a grid counted once.
            let all = scrolledRows
            let onScreen = rowsInViewport(first: firstRow, rows: all.count, viewportRows: viewportRows)
            let heads = all.heads.filter { onScreen.contains($0.row) }.map(\.element)
            length = Int32((heads.map(preferredLength(of:)).reduce(0, +) + rowSpacing * Double(heads.count - 1)).rounded())
        }
        let scrolled = cg_scrolled_window(pointer.raw)
        let (minimum, setMinimum, setMaximum) = axis == .horizontal
            ? (gtk_scrolled_window_get_min_content_width, gtk_scrolled_window_set_min_content_width, gtk_scrolled_window_set_max_content_width)
            : (gtk_scrolled_window_get_min_content_height, gtk_scrolled_window_set_min_content_height, gtk_scrolled_window_set_max_content_height)
        // GTK refuses a maximum below the minimum and a minimum above the maximum: the bound
        // that moves away from the other goes first.
        let current = minimum(scrolled)
        if length > current {
            setMaximum(scrolled, length)
            setMinimum(scrolled, length)
        } else if length < current {
            setMinimum(scrolled, length)
            setMaximum(scrolled, length)
        }
        showFirstRow()
    }

    /// Sets the adjustment so that the first row is at the start of the viewport.
    func showFirstRow() {
        let range = rowsInViewport(first: firstRow, rows: scrolledRows.count, viewportRows: viewportRows)
        guard let adjustment = scrollAdjustment, !range.isEmpty,
              let start = start(ofRow: range.lowerBound) else { return }
        guard gtk_adjustment_get_value(adjustment) != start else { return }
        isSettingValue = true
        gtk_adjustment_set_value(adjustment, start)
        isSettingValue = false
    }
}

extension GtkElement {
    /// A scroll view's content came: its rows' layout is followed, so that the viewport keeps
    /// fitting them and showing the first row when they change without the viewport's own size.
    func contentPlaced(_ content: GtkElement) {
        // A lazy stack follows its own rows (`followPlacedRows`), and fits its scroll view to them.
        guard content.role != .lazyStack else {
            content.enclosingScrollView = self
            return
        }
        followContentLayout()
    }

    /// Fits the viewport after each layout of the content: once, on the stack the content is in,
    /// however many views the content is.
    func followContentLayout() {
        // A scroll view's parts are its viewport and the stack in it (`makeScrollView`).
        guard role == .scrollView, !followsContentLayout, let stack = parts.last else { return }
        followsContentLayout = true
        Signals.connectWithArgument(stack.raw, "size-allocate") { [weak self] _ in
            GtkMainLoop.every(milliseconds: 0) { [weak self] in
                self?.fitViewport()
                return false
            }
        }
    }
}

/// A scroll view's content, in the stack its viewport holds, whose rows' layout it follows.
@MainActor
final class ScrollContentPlacement: BoxPlacement {
    override func insert(_ child: GtkElement, at index: Int, into container: UnsafeMutablePointer<GtkWidget>, of element: GtkElement) {
        super.insert(child, at: index, into: container, of: element)
        element.contentPlaced(child)
    }

    static let shared = ScrollContentPlacement(fills: false)
}

/// A list's chosen rows, drawn as a `GtkListBox` draws its selected rows: the row's selected
/// state, in the theme's selection colours. The list box itself selects nothing (its selection
/// mode stays none), so its keys and clicks cannot choose a row the binding did not: a person's
/// click reaches the row's button, which chooses it through the binding. A row the lazy list
/// takes out and puts back is wrapped in a new list row, which is given the state again.
extension GtkRenderer: ListSelectionRendering {
    public func setRowChosen(_ element: any RenderElement, _ isChosen: Bool) {
        let button = gtk(element)
        if button.isChosenRow == nil {
            Signals.connectWithArgument(button.pointer.raw, "hierarchy-changed") { [unowned button] _ in Self.showChosen(button) }
        }
        button.isChosenRow = isChosen
        Self.showChosen(button)
    }

    /// Gives the list row `button` is in the selected state it should have, if it is in one.
    private static func showChosen(_ button: GtkElement) {
        var widget: UnsafeMutablePointer<GtkWidget>? = button.pointer
        while let current = widget, !current.isA(gtk_list_box_row_get_type()) { widget = gtk_widget_get_parent(current) }
        guard let row = widget else { return }
        if button.isChosenRow == true {
            gtk_widget_set_state_flags(row, GTK_STATE_FLAG_SELECTED, 0)
        } else {
            gtk_widget_unset_state_flags(row, GTK_STATE_FLAG_SELECTED)
        }
    }
}
