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

/// The rows a scroll view scrolls through, in segments: each element its content places is a
/// row, except a lazy stack's, whose placed elements make rows `columns` at a time and which keeps
/// room for rows before and after them that it does not place.
public struct ScrolledRows<Element> {
    /// Rows placed between rows kept room for: one element, or a lazy stack's rows.
    public struct Segment {
        public var placed: [Element]
        public var columns: Int
        public var before: Int
        public var after: Int

        public init(placed: [Element], columns: Int = 1, before: Int = 0, after: Int = 0) {
            self.placed = placed
            self.columns = max(1, columns)
            self.before = before
            self.after = after
        }

        /// How many rows the placed elements make.
        public var placedRows: Int { (placed.count + columns - 1) / columns }

        /// All the segment's rows, placed or not.
        public var count: Int { before + placedRows + after }

        /// The first element of placed row `row` (counted among the placed rows).
        public func firstElement(ofPlacedRow row: Int) -> Element? {
            row >= 0 && placed.indices.contains(row * columns) ? placed[row * columns] : nil
        }

        /// The first element of each placed row.
        public var heads: [Element] { stride(from: 0, to: placed.count, by: columns).map { placed[$0] } }
    }

    public var segments: [Segment]

    public init(segments: [Segment]) { self.segments = segments }

    /// One segment's rows.
    public init(placed: [Element], columns: Int = 1, before: Int, after: Int) {
        segments = [Segment(placed: placed, columns: columns, before: before, after: after)]
    }

    /// All the rows, placed or not.
    public var count: Int { segments.reduce(0) { $0 + $1.count } }

    /// Each segment with the row it starts at.
    public var segmentStarts: [(start: Int, segment: Segment)] {
        var start = 0
        return segments.map { segment in
            defer { start += segment.count }
            return (start, segment)
        }
    }

    /// The segment row `row` is in, with the row it starts at; the last for a row past the end.
    public func segment(containing row: Int) -> (start: Int, segment: Segment)? {
        let starts = segmentStarts
        return starts.first { row < $0.start + $0.segment.count } ?? starts.last
    }

    /// The elements placed in `rows` (counted among all the rows), in order.
    public func placed(in rows: Range<Int>) -> [Element] {
        segmentStarts.flatMap { start, segment -> ArraySlice<Element> in
            let first = start + segment.before
            let lower = max(rows.lowerBound - first, 0) * segment.columns
            let upper = min(max(rows.upperBound - first, 0) * segment.columns, segment.placed.count)
            return lower < upper ? segment.placed[lower..<upper] : []
        }
    }

    /// The first element of each placed row, with the row's index among all the rows.
    public var heads: [(row: Int, element: Element)] {
        segmentStarts.flatMap { start, segment in
            segment.heads.enumerated().map { (start + segment.before + $0.offset, $0.element) }
        }
    }
}
