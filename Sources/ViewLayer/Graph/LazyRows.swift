/// The rows of a lazy stack, grid or list (rule 17), and which of them are near the viewport.
///
/// The rows are the elements the container's content places, `columns` to a row, in order: the
/// rows of each `ForEach` in it (every element its views would place, built or not) and the
/// elements of the views around them (a header, a footer). Only what lies within the scroll view's
/// viewport and a margin is built, and only what lies within the viewport is placed (`Reach`). A
/// `ForEach` builds a row (its struct, its state, its body) when the row first comes within
/// reach; off screen, a built row disappears and keeps its state while it is near enough and its
/// data is there. The other views (a header, a `Group`'s views) are `LazyRow`s, built in order as
/// they first come within reach, each taken to place one element until it is built; they too are
/// placed only on screen, so that what is placed is one unbroken stretch of rows and the
/// container keeps room for the rows before and after it.
@MainActor
final class LazyRows {
    /// The lazy container's element, which the rows are placed in.
    let element: any RenderElement
    /// The scroll view around, if any; without one, every row is built.
    let position: ScrollRowOffset?
    /// How many elements make a row: a lazy grid's columns, one for a stack or a list. A change
    /// of them makes the `ForEach`s place their rows anew.
    var columns: Int {
        didSet {
            guard columns != oldValue else { return }
            for segment in segments.values { segment.owner.node?.invalidate() }
        }
    }
    /// The container's node, whose content makes the rows.
    weak var container: ViewNode?
    /// How many rows the viewport holds, as the backend says: the rows engine reads it, so that
    /// the views whose rows it places need not know of the backend.
    var viewportRows: Int { container?.graph.backend.uncounted { $0.scrollRendering.viewportRows } ?? 0 }
    /// Each `ForEach` placing rows here, by its node, as of its last update.
    var segments: [ObjectIdentifier: Segment] = [:]

    /// A `ForEach`'s rows: `count` items of `elementsPerItem` elements each, taken to be; the
    /// items in `placed` placed, which are `placedElements` elements.
    struct Segment {
        let owner: WeakNode
        var count: Int
        var elementsPerItem: Int
        var placed: Range<Int>
        var placedElements = 0
        var elements: Int { count * elementsPerItem }
    }

    /// What the container's content places, in order.
    enum Unit {
        /// A `ForEach`'s rows.
        case segment(ViewNode, Segment)
        /// A view that places one element.
        case fixed(ViewNode)
        /// A `LazyRow` not built yet, taken to place one element.
        case unbuilt(ViewNode, LazyRowState)
        /// Where a built `LazyRow`'s elements begin: the units that follow are its.
        case builtRow(ViewNode, LazyRowState)

        var elements: Int {
            switch self {
            case .segment(_, let segment): segment.elements
            case .fixed, .unbuilt: 1
            case .builtRow: 0
            }
        }

        var isWrittenOutRow: Bool {
            switch self {
            case .unbuilt, .builtRow: true
            case .segment, .fixed: false
            }
        }
    }

    init(element: any RenderElement, position: ScrollRowOffset?, columns: Int = 1, container: ViewNode) {
        self.element = element
        self.position = position
        self.columns = max(1, columns)
        self.container = container
    }

    /// Which items of a `ForEach` lie near the viewport (see `Reach`).
    struct ItemReach {
        /// The items to build and update.
        var built: Range<Int>
        /// Of those, the items to place, on screen; the others are prefetched.
        var placed: Range<Int>
        /// The items built before that are kept, out of reach; the others are deleted.
        var kept: Range<Int>
    }

    /// The items of `forEach`, of `count`, each placing `elementsPerItem` elements, that lie,
    /// whole or in part, near the viewport.
    func items(of forEach: ViewNode, count: Int, elementsPerItem: Int) -> ItemReach {
        let id = ObjectIdentifier(forEach)
        let perItem = max(1, elementsPerItem)
        let previous = segments[id]
        let segment = Segment(owner: WeakNode(forEach), count: count, elementsPerItem: perItem, placed: previous?.placed ?? 0..<0, placedElements: previous?.placedElements ?? 0)
        segments[id] = segment
        // The rows of the other ForEachs moved: they place theirs anew, in this pass.
        if previous?.elements != count * perItem {
            for (other, segment) in segments where other != id {
                if let node = segment.owner.node { placeLater(node) }
            }
        }
        let units = self.units()
        var start = 0, isFound = false
        for unit in units {
            if case .segment(let node, _) = unit, node === forEach {
                isFound = true
                break
            }
            start += unit.elements
        }
        // A ForEach being installed is not among the container's children yet: it comes after
        // those there are.
        let placing = isFound ? units : units + [.segment(forEach, segment)]
        let total = placing.reduce(0) { $0 + $1.elements }
        let reach = self.reach(total: total, viewportRows: viewportRows, units: placing)
        func items(in elements: Range<Int>) -> Range<Int> {
            let end = start + count * perItem
            guard elements.upperBound > start, elements.lowerBound < end else { return 0..<0 }
            return max(0, elements.lowerBound - start) / perItem..<min(count, (elements.upperBound - start + perItem - 1) / perItem)
        }
        return ItemReach(built: items(in: reach.built), placed: items(in: reach.onScreen), kept: items(in: reach.kept))
    }

    /// Whether the container is reconciling its content, after which it arranges its rows anyway.
    var isUpdatingContent = false

    /// A `ForEach` that places rows here is being removed. Taken out by the container's own
    /// content, it is left out when the container arranges its rows next; taken out deeper, by a
    /// view of its own in the container (an `if` in a custom view), the rows are arranged again
    /// without it all the same. Otherwise its rows would keep their room, and what comes after
    /// them could be out of reach and not placed, until the next scroll.
    func forEachWillBeRemoved() {
        guard !isUpdatingContent else { return }
        arrangeLater(contentChanged: true)
    }

    // MARK: Placing once a round

    // The rows are placed and arranged by this engine, once the round's bodies have run, rather
    // than by invalidating the nodes around: a ForEach being installed is not among the
    // container's content yet, a ForEach whose rows changed moves its siblings' rows, and a
    // ForEach removed deep in the content changes what the container places; none of them
    // invalidates its container or its siblings, and the rows are arranged once a pass.

    /// The `ForEach`s to place anew once the round's bodies have run, in the order asked.
    var toPlace: [WeakNode] = []
    /// Whether the graph will call `placeAndArrange` this round.
    private var isScheduled = false
    /// Whether `placeAndArrange` is under way: what it places asks for nothing more of the graph.
    private var isPlacing = false
    /// Whether the container's content changed since the last arrangement.
    private var isContentChanged = false

    /// Places `forEach`'s rows once the round's bodies have run: one being installed, whose
    /// place among the content is known only then, as SwiftUI builds a lazy stack's rows when it
    /// lays them out (rule 17: WWDC26 session 321, "Dive into lazy stacks and scrolling with
    /// SwiftUI"); or one whose rows another ForEach's moved.
    func placeLater(_ forEach: ViewNode) {
        if !toPlace.contains(where: { $0.node === forEach }) { toPlace.append(WeakNode(forEach)) }
        schedule()
    }

    /// Arranges the rows once the round's bodies have run. `contentChanged` after the
    /// container's content was reconciled: then a `ForEach` not among it went (an `if` around it
    /// turned false), and no longer places rows here.
    func arrangeLater(contentChanged: Bool = false) {
        if contentChanged { isContentChanged = true }
        schedule()
    }

    private func schedule() {
        guard !isScheduled, !isPlacing, let graph = container?.graph else { return }
        isScheduled = true
        graph.scheduleRowPlacement(self)
    }

    /// Places the rows of the `ForEach`s that asked, each updated as its own update would, then
    /// arranges the rows. A ForEach whose rows changed can move the others' again: that is
    /// followed a few rounds at most.
    func placeAndArrange() {
        isScheduled = false
        isPlacing = true
        // A round builds rows not built before, or deletes rows not deleted before; the rounds
        // are bounded besides, should rows of changing size move one another for ever.
        var rounds = 0
        var built: Set<ObjectIdentifier> = []
        repeat {
            rounds += 1
            var placements = 0
            while !toPlace.isEmpty, placements < Self.placementRounds {
                placements += 1
                let nodes = toPlace.compactMap(\.node)
                toPlace.removeAll()
                for node in nodes where !node.isRemoved { node.evaluate() }
            }
            toPlace.removeAll()
        } while updateWrittenOutRows(built: &built) && rounds < Self.writtenOutRounds
        isPlacing = false
        guard let graph = container?.graph else { return }
        let backend = graph.backend
        graph.statistics.rowArrangements += 1
        let isContentUpdated = isContentChanged
        isContentChanged = false
        arrange(viewportRows: viewportRows, backend: backend, isContentUpdated: isContentUpdated)
    }

    /// How many times a placement may move the rows of the others, which place theirs again.
    private static let placementRounds = 4

    /// How many rows the container has, placed or not, as of its last arrangement.
    private(set) var rowCount = 0
    /// The room for rows not placed that the backend was last told of: every update arranges the
    /// rows, and only a change is work for the backend.
    private var unplacedRows = (before: 0, after: 0)

    /// Records which of `forEach`'s items it placed, and how many elements they are.
    func placed(_ items: Range<Int>, elements: Int, by forEach: ViewNode) {
        segments[ObjectIdentifier(forEach)]?.placed = items
        segments[ObjectIdentifier(forEach)]?.placedElements = elements
    }

    /// Places the views around the `ForEach`s that are within reach, takes the others out, and
    /// tells the backend how many rows before and after the placed ones it keeps room for.
    /// `isContentUpdated` after the container's content was reconciled: then a `ForEach` not
    /// among it went (an `if` around it turned false), and no longer places rows here.
    private func arrange(viewportRows: Int, backend: CountedBackend, isContentUpdated: Bool = false) {
        let units = self.units()
        let total = units.reduce(0) { $0 + $1.elements }
        let reach = self.reach(total: total, viewportRows: viewportRows, units: units)
        var start = 0
        var firstPlaced: Int?, endPlaced = 0
        var live: [ObjectIdentifier: Segment] = [:]
        for unit in units {
            var placed = 0..<0
            switch unit {
            case .fixed(let node):
                let isOnScreen = reach.onScreen.contains(start)
                node.setDetached(!isOnScreen)
                if isOnScreen { placed = start..<start + 1 }
            case .unbuilt, .builtRow:
                break
            case .segment(let node, let segment):
                live[ObjectIdentifier(node)] = segment
                if !segment.placed.isEmpty {
                    // What the backend has: the elements of the rows really placed, which an
                    // item of another size than the estimate makes more or fewer.
                    let first = start + segment.placed.lowerBound * segment.elementsPerItem
                    placed = first..<first + segment.placedElements
                }
            }
            if !placed.isEmpty {
                firstPlaced = firstPlaced ?? placed.lowerBound
                endPlaced = placed.upperBound
            }
            start += unit.elements
        }
        if isContentUpdated { segments = live }
        let rows = Self.rows(of: total, columns: columns)
        rowCount = rows
        let before = (firstPlaced ?? 0) / columns
        let after = max(0, firstPlaced == nil ? rows - before : rows - Self.rows(of: endPlaced, columns: columns))
        guard unplacedRows != (before, after) else { return }
        unplacedRows = (before, after)
        backend.set(.layout) { $0.scrollRendering.setUnplacedRows(of: element, before: before, after: after) }
    }

    /// The container's content, in order: `ForEach`s placing rows here, and the elements of the
    /// views around them.
    func units() -> [Unit] {
        container.map { units(in: $0) } ?? []
    }

    /// The units `root`'s children place, in order.
    func units(in root: ViewNode) -> [Unit] {
        var units: [Unit] = []
        func visit(_ node: ViewNode) {
            for child in node.children {
                if let segment = segments[ObjectIdentifier(child)], segment.owner.node === child {
                    units.append(.segment(child, segment))
                } else if child.element == nil, let row = child.primitiveState as? LazyRowState {
                    if row.isBuilt {
                        units.append(.builtRow(child, row))
                        visit(child)
                    } else {
                        units.append(.unbuilt(child, row))
                    }
                } else if child.element != nil {
                    units.append(.fixed(child))
                } else {
                    visit(child)
                }
            }
        }
        visit(root)
        return units
    }
}
