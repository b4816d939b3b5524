/// A script's scroll step: `scroll:down`, `scroll:up`, `scroll:top`, `scroll:bottom`.
///
/// Scrolling is counted in rows, so that it is the same in every renderer: a scroll view's
/// viewport holds `viewportRows` rows, and a step moves the first row shown.
public enum ScrollStep: String, Sendable, CaseIterable {
    /// On by one viewport.
    case down
    /// Back by one viewport.
    case up
    /// To the first row.
    case top
    /// To the last viewport's worth of rows.
    case bottom

    /// The first row shown after this step, from `first`, among `rows` rows shown `viewportRows`
    /// at a time. Never past the last full viewport, never before the first row.
    public func firstRow(from first: Int, rows: Int, viewportRows: Int) -> Int {
        let last = max(0, rows - viewportRows)
        return switch self {
        case .down: min(first + viewportRows, last)
        case .up: max(min(first, last) - viewportRows, 0)
        case .top: 0
        case .bottom: last
        }
    }
}

/// The rows a viewport shows: `viewportRows` of `rows`, from `first`, kept inside them when rows
/// went away since.
public func rowsInViewport(first: Int, rows: Int, viewportRows: Int) -> Range<Int> {
    let start = max(0, min(first, rows - viewportRows))
    return start..<min(rows, start + viewportRows)
}

/// The rows a scroll view scrolls through: the elements placed in its content, `columns` to a row
/// (a lazy grid's cells; one otherwise), and how many rows the content keeps room for before and
/// after them without placing them (a lazy stack's).
public struct ScrolledRows<Element> {
    public var placed: [Element]
    public var columns: Int
    public var before: Int
    public var after: Int

    public init(placed: [Element], columns: Int = 1, before: Int, after: Int) {
        self.placed = placed
        self.columns = max(1, columns)
        self.before = before
        self.after = after
    }

    /// How many rows the placed elements make.
    public var placedRows: Int { (placed.count + columns - 1) / columns }

    /// All the rows, placed or not.
    public var count: Int { before + placedRows + after }

    /// The elements placed in `rows` (counted among all the rows), in order.
    public func placed(in rows: Range<Int>) -> [Element] {
        let start = max(rows.lowerBound - before, 0) * columns, end = min(max(rows.upperBound - before, 0) * columns, placed.count)
        return start < end ? Array(placed[start..<end]) : []
    }

    /// The first element of placed row `row` (counted among the placed rows).
    public func firstElement(ofPlacedRow row: Int) -> Element? {
        placed.indices.contains(row * columns) ? placed[row * columns] : nil
    }
}
