/// Views found by their ids among a scroll view's rows, built or not: where `ScrollViewProxy`
/// and a `.scrollPosition` binding scroll to, and which target is first on screen.
///
/// The rows are those the backends scroll by (`ScrollRowRule`, rule 17's row model): a view is
/// found in the rows its elements make; a `ForEach` row of a lazy stack or list that is not built
/// yet is found by its element's id, where the rows engine would place it (its items as sized by
/// the estimate the rows engine keeps), so that moving there builds and places it.
@MainActor
enum ScrollTargetRows {
    /// The rows of a built view: `node` makes them; the ids on the nodes from it up to `layout`
    /// (not included) name it, and with `searchesInside` the ids of the views inside it too.
    case view(rows: Range<Int>, node: ViewNode, layout: ViewNode, searchesInside: Bool)
    /// A `ForEach`'s items in a lazy container, built or not: item `i`'s elements begin at
    /// element `elementStart + i * perItem` of the container, `columns` elements to a row, the
    /// container's first row being the scroll view's row `firstRow`.
    case items(firstRow: Int, elementStart: Int, perItem: Int, columns: Int, count: Int, forEach: ViewNode, layout: ViewNode)

    var layout: ViewNode {
        switch self {
        case .view(_, _, let layout, _), .items(_, _, _, _, _, _, let layout): layout
        }
    }

    /// The rows of the view identified by `id` in this stretch, if it is there.
    func rows(of id: AnyHashable) -> Range<Int>? {
        switch self {
        case .view(let rows, let node, let layout, let searchesInside):
            var current: ViewNode? = node
            while let each = current, each !== layout {
                if each.key.scrollID == id { return rows }
                current = each.parent
            }
            return searchesInside && node.holdsView(identifiedBy: id) ? rows : nil
        case .items(let first, let start, let per, let columns, let count, let forEach, _):
            guard let items = forEach.view as? any IdentifiedItems, let index = items.offset(of: id), index < count else { return nil }
            return Self.rows(ofItem: index, first: first, start: start, per: per, columns: columns)
        }
    }

    /// The id of the first view of this stretch with an id whose rows lie in `viewport`, a
    /// target of `layout`'s: for a view, the id nearest it on its way up to the layout.
    func firstID(in viewport: Range<Int>) -> AnyHashable? {
        switch self {
        case .view(let rows, let node, let layout, _):
            guard rows.overlaps(viewport) else { return nil }
            var current: ViewNode? = node
            while let each = current, each !== layout {
                if let id = each.key.scrollID { return id }
                current = each.parent
            }
            return nil
        case .items(let first, let start, let per, let columns, let count, let forEach, _):
            let element = (viewport.lowerBound - first) * columns
            let index = element <= start ? 0 : (element - start) / per
            guard index < count, Self.rows(ofItem: index, first: first, start: start, per: per, columns: columns).overlaps(viewport) else { return nil }
            return (forEach.view as? any IdentifiedItems)?.id(at: index)
        }
    }

    private static func rows(ofItem index: Int, first: Int, start: Int, per: Int, columns: Int) -> Range<Int> {
        let lower = start + index * per
        return first + lower / columns..<first + (lower + per - 1) / columns + 1
    }
}

/// A `ForEach`, whose rows are found by their elements' ids before they are built.
@MainActor
protocol IdentifiedItems {
    /// The offset of the element whose id is `id`, among the elements of distinct ids.
    func offset(of id: AnyHashable) -> Int?
    /// The id of the element at `offset`.
    func id(at offset: Int) -> AnyHashable?
}

extension ChildKey {
    /// The id a view was given (`.id(_:)`, a `ForEach`'s element's), as scrolling looks for it.
    var scrollID: AnyHashable? {
        switch self {
        case .explicit(let id): id
        case .number(let id): AnyHashable(id)
        default: nil
        }
    }
}

extension ViewNode {
    /// Whether a view inside this one is identified by `id`.
    fileprivate func holdsView(identifiedBy id: AnyHashable) -> Bool {
        children.contains { $0.key.scrollID == id || $0.holdsView(identifiedBy: id) }
    }
}

extension ViewNode {
    /// Whether this layout's views are scroll targets: `.scrollTargetLayout()` is on it, with
    /// nothing that places an element between.
    var isScrollTargetLayout: Bool {
        var current = parent
        while let node = current, node.element == nil {
            if let marker = node.view as? any ScrollTargetLayoutMarker { return marker.isEnabled }
            current = node.parent
        }
        return false
    }
}

/// `.scrollTargetLayout(isEnabled:)`, which marks the layout whose views are targets.
protocol ScrollTargetLayoutMarker {
    var isEnabled: Bool { get }
}

extension LazyRows {
    /// The container's rows in stretches, its first row being the scroll view's `firstRow`.
    func targetRows(firstRow: Int, layout: ViewNode) -> [ScrollTargetRows] {
        var stretches: [ScrollTargetRows] = []
        var start = 0
        for unit in units() {
            switch unit {
            case .segment(let node, let segment):
                stretches.append(.items(firstRow: firstRow, elementStart: start, perItem: segment.elementsPerItem, columns: columns, count: segment.count, forEach: node, layout: layout))
            case .fixed(let node):
                stretches.append(.view(rows: firstRow + start / columns..<firstRow + start / columns + 1, node: node, layout: layout, searchesInside: true))
            case .unbuilt, .builtRow:
                break
            }
            start += unit.elements
        }
        return stretches
    }
}
