import ViewLayer

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

extension InspectableElement {
    /// Scroll views and lists, which `scroll:` moves.
    public var isScrollable: Bool { role == .scrollView || role == .list }

    /// What a scroll view scrolls through: a list's rows, or the rows `ScrollRowRule` says its
    /// content makes, the rule the graph places a lazy stack's rows by: each row maker one row,
    /// a lazy stack its rows, placed or not.
    public var scrolledRows: ScrolledRows<Self> {
        if role == .list { return ScrolledRows(segments: [lazySegment]) }
        let rule = Self.scrollRowRule
        return ScrolledRows(segments: rule.rowMakers(content: childElements).map { maker in
            rule.lazyRows(of: maker)?.lazySegment ?? ScrolledRows.Segment(placed: [maker])
        })
    }

    /// The rule over a backend's elements, by their roles.
    private static var scrollRowRule: ScrollRowRule<Self> {
        ScrollRowRule(kind: { element in
            switch element.role {
            case .stack: .stack
            case .lazyStack: .lazyRows
            case .padding, .opacity, .hitTesting, .frame, .help, .accessibilityLabel, .gesture, .navigationTitle, .navigationSubtitle, .toolbarHost: .lookedThrough
            default: .other
            }
        }, children: { $0.childElements })
    }

    /// A lazy stack's or list's rows.
    private var lazySegment: ScrolledRows<Self>.Segment {
        ScrolledRows.Segment(placed: childElements, columns: columns, before: unplacedRows.before, after: unplacedRows.after)
    }

    /// The first row a scroll view shows after `step`, or nil when the step does not move it.
    public func firstRow(after step: ScrollStep) -> Int? {
        let first = step.firstRow(from: firstRow, rows: scrolledRows.count, viewportRows: viewportRows)
        return first == firstRow ? nil : first
    }

    /// A scroll view's rows in its viewport, of those placed.
    public var rowsOnScreen: [Self] {
        let rows = scrolledRows
        return rows.placed(in: rowsInViewport(first: firstRow, rows: rows.count, viewportRows: viewportRows))
    }
}
