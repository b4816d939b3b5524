/// Which of a lazy container's rows lie near the viewport: placed, prefetched, kept or deleted
/// (rule 17).
extension LazyRows {
    /// What of a container's elements lies near the viewport, whole rows at a time: the rows
    /// within the viewport and the one about to enter past each edge, which are placed and
    /// shown, and those within `margin` rows on either side too, which are built ahead:
    /// prefetched, in Apple's words (WWDC26 session 321,
    /// "Prefetching"), their bodies and state made before they are needed, their `onAppear`
    /// only once they are placed on screen.
    ///
    /// Rows further out are no longer updated (a `ForEach`'s; a `LazyRow` is updated with the
    /// view around it, as the lab's simplification), and are kept "for a number of updates" in
    /// case they come back, then deleted with their state (the same session, "Subview loading").
    /// Apple gives no number; here a built row is kept while it lies within
    /// `keptViewports` viewports of the viewport, whatever the number of updates, so that both
    /// renderers and every pace of scrolling keep the same rows. A row whose views vary in number
    /// (an `if` or an optional at its top) is kept longer, as Apple says: while its data is there.
    struct Reach {
        var built: Range<Int>
        var onScreen: Range<Int>
        var kept: Range<Int>
    }

    /// How many viewports' worth of rows on either side of the viewport keep their built rows.
    static let keptViewports = 2

    /// How many rows just past each edge of the viewport are placed with it. Apple adds a row
    /// "when it is about to enter the visible part"; and in a window, where a person scrolls by
    /// pixels and the first row is the nearest one, part of the row past either edge shows.
    static let rowsAboutToEnter = 1

    /// The elements near the viewport, from rows whose first element begins an item of `units`.
    func reach(total: Int, viewportRows: Int, units: [Unit]) -> Reach {
        let rowCount = Self.rows(of: total, columns: columns)
        guard let position, let container else {
            // Without a scroll view, every row is on screen.
            return Reach(built: 0..<total, onScreen: 0..<total, kept: 0..<total)
        }
        // Waiting for a first position to go to: nothing is built yet, nothing deleted.
        if position.isHeld { return Reach(built: 0..<0, onScreen: 0..<0, kept: 0..<total) }
        let margin = Self.margin(viewportRows: viewportRows)
        // The viewport, in the container's rows; it may reach past them.
        let first: Int
        if let (before, after) = position.rowsAround(container) {
            // Other rows of the scroll view come before or after: the viewport is where it is
            // among them all, and may lie before the container's rows or past them. A first
            // row left past the end by rows that went is taken as the last viewport's, which
            // the rows after the container's are part of.
            let lastFirst = max(0, before + rowCount + after - viewportRows) - before
            first = min(position.firstRow - before, lastFirst)
        } else {
            first = rowsInViewport(first: position.firstRow, rows: rowCount, viewportRows: viewportRows).lowerBound
        }
        func elements(fromRow lower: Int, toRow upper: Int) -> Range<Int> {
            let end = min(rowCount, max(0, upper))
            let start = startOfItem(from: min(max(0, lower), end), in: units)
            return start * columns..<min(total, end * columns)
        }
        let kept = Self.keptViewports * viewportRows
        let entering = Self.rowsAboutToEnter
        return Reach(
            built: elements(fromRow: first - margin, toRow: first + viewportRows + margin),
            onScreen: elements(fromRow: first - entering, toRow: first + viewportRows + entering),
            kept: elements(fromRow: first - kept, toRow: first + viewportRows + kept)
        )
    }

    /// `row`, or an earlier row whose first element begins an item. The backend lays the placed
    /// elements out from the first column of the first row it places: a stretch that began
    /// within an item of several cells (a `ForEach` row of two views in a grid) would put it, and
    /// every cell after it, in another column than its own. Rows and items of `n` cells line up
    /// again within `n` rows, or never (two cells an item in two columns, after a header): then
    /// the row is kept, one column off, rather than building every item back to the first.
    private func startOfItem(from row: Int, in units: [Unit]) -> Int {
        guard columns > 1 else { return row }
        let period = units.reduce(1) { longest, unit in
            if case .segment(_, let segment) = unit { max(longest, segment.elementsPerItem) } else { longest }
        }
        for candidate in stride(from: row, through: max(0, row - period), by: -1)
        where candidate == 0 || Self.beginsItem(candidate * columns, in: units) {
            return candidate
        }
        return row
    }

    /// Whether `element` is the first of an item among `units`' elements: of a view around the
    /// `ForEach`s, or of a `ForEach`'s row as sized by its estimate.
    private static func beginsItem(_ element: Int, in units: [Unit]) -> Bool {
        var start = 0
        for unit in units {
            let end = start + unit.elements
            if element < end {
                guard case .segment(_, let segment) = unit else { return true }
                return (element - start) % segment.elementsPerItem == 0
            }
            start = end
        }
        return true
    }

    static func rows(of elements: Int, columns: Int) -> Int { (elements + columns - 1) / columns }

    /// How many rows beyond each end of the viewport are built ahead: a quarter of a viewport,
    /// at least one.
    static func margin(viewportRows: Int) -> Int { max(1, viewportRows / 4) }
}
