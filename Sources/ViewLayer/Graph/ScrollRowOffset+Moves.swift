/// Moving a scroll view or list to a view found by its id (`ScrollTargets.swift`), as
/// `ScrollViewProxy.scrollTo` and a `.scrollPosition` binding ask, in the rows the backends scroll
/// by: the move goes through the backend as a script's `scroll:` step does.
extension ScrollRowOffset {
    /// The scroll view's or list's rows, in stretches, in order, with how many rows there are.
    func targetRows() -> (stretches: [ScrollTargetRows], count: Int) {
        if let list {
            guard let rows = (list.primitiveState as? LazyContainerState)?.rows else { return ([], 0) }
            return (rows.targetRows(firstRow: 0, layout: list), rows.rowCount)
        }
        guard let scrollView else { return ([], 0) }
        let rule = Self.rule
        var stretches: [ScrollTargetRows] = []
        var row = 0
        let content = scrollView.placedElementNodes
        // The views the rows are made by are those of the content's stack, or the content.
        let stack = content.count == 1 ? content.first.map(rule.lookedThrough) : nil
        let layout = stack.flatMap { rule.kind($0) == .stack ? $0 : nil } ?? scrollView
        for maker in rule.rowMakers(content: content) {
            if let lazy = rule.lazyRows(of: maker), let rows = (lazy.primitiveState as? LazyContainerState)?.rows {
                stretches.append(.view(rows: row..<row + max(1, rows.rowCount), node: maker, layout: layout, searchesInside: false))
                stretches += rows.targetRows(firstRow: row, layout: lazy)
                row += rows.rowCount
            } else {
                stretches.append(.view(rows: row..<row + 1, node: maker, layout: layout, searchesInside: true))
                row += 1
            }
        }
        return (stretches, row)
    }

    /// How many rows there are, as `targetRows()` counts them, without listing them: what a
    /// scroll view with a size changes anchor reads after every pass.
    func rowCount() -> Int {
        if let list { return (list.primitiveState as? LazyContainerState)?.rows.rowCount ?? 0 }
        guard let scrollView else { return 0 }
        let rule = Self.rule
        var count = 0
        for maker in rule.rowMakers(content: scrollView.placedElementNodes) {
            if let lazy = rule.lazyRows(of: maker), let rows = (lazy.primitiveState as? LazyContainerState)?.rows {
                count += rows.rowCount
            } else {
                count += 1
            }
        }
        return count
    }

    /// The rows of the first view identified by `id`, if any.
    func rows(of id: AnyHashable) -> Range<Int>? {
        for stretch in targetRows().stretches {
            if let rows = stretch.rows(of: id) { return rows }
        }
        return nil
    }

    /// How many rows the viewport holds, as the backend says.
    var viewportRows: Int {
        scrollable?.graph.backend.uncounted { $0.scrollRendering.viewportRows } ?? 0
    }

    /// The scroll view's or the list's node.
    var scrollable: ViewNode? { scrollView ?? list }

    /// Scrolls so that `rows` are where `anchor` says (`ScrollViewProxy.scrollTo`), or by the
    /// least that shows them whole when it is nil; never past the last full viewport.
    func scroll(toRows rows: Range<Int>, anchor: UnitPoint?) {
        let viewport = viewportRows
        let count = targetRows().count
        let first: Int
        if let anchor {
            // The anchor's point of the rows at the anchor's point of the viewport; a middle
            // between two rows is the upper of them.
            let fraction = axis == .horizontal ? anchor.x : anchor.y
            first = rows.lowerBound - Int((fraction * Double(viewport - rows.count)).rounded(.down))
        } else if rows.lowerBound < firstRow || rows.count >= viewport {
            first = rows.lowerBound
        } else if rows.upperBound > firstRow + viewport {
            first = rows.upperBound - viewport
        } else {
            first = firstRow
        }
        scroll(toFirstRow: max(0, min(first, count - viewport)))
    }

    /// Scrolls to `edge`: the first rows for the top or leading edge, the last for the others.
    func scroll(to edge: Edge) {
        scroll(toFirstRow: edge == .top || edge == .leading ? 0 : max(0, targetRows().count - viewportRows))
    }

    /// Scrolls to the row the backend finds `offset` points along, never past the last full
    /// viewport.
    func scroll(toOffset offset: Double) {
        guard let scrollable, let element = scrollable.element else { return }
        // Any point is taken, as Apple's clamps it: past a billion points is past any content.
        let clamped = offset.isNaN ? 0 : min(max(0, offset), 1e9)
        let row = scrollable.graph.backend.uncounted { $0.scrollRendering.firstRow(atOffset: clamped, in: element) }
        scroll(toFirstRow: max(0, min(row, targetRows().count - viewportRows)))
    }

    /// Moves the backend's scroll view, as a script's `scroll:` step does: the backend tells
    /// `moved(to:)`, and GTK sets its adjustment.
    func scroll(toFirstRow row: Int) {
        guard let scrollable, let element = scrollable.element else { return }
        scrollable.graph.backend.uncounted { $0.scrollRendering.scroll(element, toFirstRow: row) }
    }

    /// The id of the first target in the viewport: of the views of a layout marked
    /// `.scrollTargetLayout()`, the first with an id whose rows are on screen.
    func firstTargetID() -> AnyHashable? {
        let (stretches, count) = targetRows()
        let viewport = rowsInViewport(first: firstRow, rows: count, viewportRows: viewportRows)
        for stretch in stretches where stretch.layout.isScrollTargetLayout {
            if let id = stretch.firstID(in: viewport) { return id }
        }
        return nil
    }
}

/// What a scroll view or a list keeps: the offset it scrolls by, its own.
@MainActor
protocol ScrollableState: AnyObject {
    var ownScrollOffset: ScrollRowOffset? { get }
}

extension ViewNode {
    /// The scroll views and lists inside this node, outermost first, in order.
    func scrollOffsetsInside() -> [ScrollRowOffset] {
        var found: [ScrollRowOffset] = []
        func visit(_ node: ViewNode) {
            for child in node.children {
                if let offset = (child.primitiveState as? any ScrollableState)?.ownScrollOffset { found.append(offset) }
                visit(child)
            }
        }
        visit(self)
        return found
    }
}

extension LazyContainerState: ScrollableState {
    /// A list's offset; a lazy stack's is the scroll view's around it.
    var ownScrollOffset: ScrollRowOffset? {
        guard let offset = rows.position, offset.list != nil, offset.list === rows.container else { return nil }
        return offset
    }
}
