/// The rows of a lazy container that are not a `ForEach`'s (`LazyRow`s: a header, a `Group`'s
/// views): built in order as they come within reach, deleted when too far out (rule 17).
extension LazyRows {
    /// How many rounds of building and deleting `LazyRow`s a placement may take.
    static let writtenOutRounds = 1_000

    /// Builds the `LazyRow`s within reach that are not built yet, in order; with none to build,
    /// deletes the built ones too far out to be kept (`Reach`). Says whether any was built or
    /// deleted. A row built or deleted can place more elements than the one an unbuilt row is
    /// taken to (a custom view of a `ForEach`), or none (an `EmptyView`): then what comes after
    /// it moved, nothing more is built this round, and the `ForEach`s place their rows anew.
    /// A row built in this placement (`built`) is not deleted in it, so that one the building
    /// moved out of reach does not come and go for ever.
    func updateWrittenOutRows(built: inout Set<ObjectIdentifier>) -> Bool {
        let units = self.units()
        guard units.contains(where: \.isWrittenOutRow) else { return false }
        let total = units.reduce(0) { $0 + $1.elements }
        let reach = self.reach(total: total, viewportRows: viewportRows, units: units)
        var start = 0, isChanged = false, isMoved = false
        for unit in units {
            if case .unbuilt(let node, let state) = unit, reach.built.contains(start), !node.isRemoved {
                state.isBuilt = true
                built.insert(ObjectIdentifier(node))
                node.evaluate()
                isChanged = true
                if elements(of: node) != 1 {
                    isMoved = true
                    break
                }
            }
            start += unit.elements
        }
        // Without a scroll view, every row is kept.
        if !isChanged, position != nil {
            start = 0
            for unit in units {
                // A row inside one deleted before it in this walk went with it. A row is too far
                // out when no element of it is near enough (one that places none, where its
                // first would be).
                guard case .builtRow(let node, let state) = unit, !node.isRemoved, !built.contains(ObjectIdentifier(node)) else {
                    start += unit.elements
                    continue
                }
                let count = elements(of: node)
                if !(start..<start + max(1, count)).overlaps(reach.kept), !Self.isKeptLonger(node) {
                    if count != 1 { isMoved = true }
                    state.isBuilt = false
                    // Off screen first, so that it leaves at once.
                    for child in node.children { child.setDetached(true) }
                    node.evaluate()
                    isChanged = true
                }
                start += unit.elements
            }
        }
        if isMoved {
            for segment in segments.values { if let node = segment.owner.node { toPlace.append(WeakNode(node)) } }
        }
        return isChanged
    }

    /// How many elements `node`'s content is taken to place among the rows, unbuilt rows in it
    /// counted as one each, as `units()` counts them.
    private func elements(of node: ViewNode) -> Int {
        units(in: node).reduce(0) { $0 + $1.elements }
    }

    /// Whether a row built before and now too far out to be kept is kept all the same: a row
    /// whose views vary in number is, as Apple says (`placesVaryingViews`). Whether they do
    /// follows from the row's type, down to its first element, and is worked out once a type.
    static func isKeptLonger(_ row: ViewNode) -> Bool {
        if let known = keptLongerByType[row.viewType] { return known }
        let varies = row.placesVaryingViews
        keptLongerByType[row.viewType] = varies
        return varies
    }

    private static var keptLongerByType: [ObjectIdentifier: Bool] = [:]
}

/// What a `LazyRow` keeps: whether it was built, which the row engine does once it is within
/// reach of the viewport.
@MainActor
final class LazyRowState {
    var isBuilt = false
}
