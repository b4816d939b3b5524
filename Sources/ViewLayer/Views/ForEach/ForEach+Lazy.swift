extension ForEach {
    /// Rule 17: every element's id is read, so that a built row keeps its state while its element
    /// is there and it is near enough, but only the rows within the viewport's reach get a view:
    /// those are built if they are new, and updated; of them, the rows on screen are placed.
    /// Rows built before and now out of reach are kept as they are, not placed, until they are
    /// too far out (`LazyRows.Reach`).
    func updateLazily(_ node: ViewNode, rows lazy: LazyRows, forEachElement: ((Data.Element) -> Void) -> Void, context: NodeContext) {
        lazy.position?.follow(node)
        // Being installed, the ForEach is not among its parent's children yet, nor are the views
        // after it: the rows engine places it once where its rows go is known.
        guard let parent = node.parent, parent.children.contains(where: { $0 === node }) else {
            lazy.placeLater(node)
            return
        }
        // The rows' own content is not the lazy container's: a ForEach inside a row is eager.
        let state = node.keptState(LazyForEachState())
        state.rows = lazy
        let rowContext = state.contexts.context(from: context) { $0[LazyPlacementInput.self] = nil }
        // How many elements an item places is known once one is built: with none built, the
        // first item within reach is built alone, and measured.
        let measure = { () -> Int? in
            // The items built so far, on average: items of an `if` or of sections differ.
            let counts = node.children.map(\.elementCount).filter { $0 > 0 }
            return counts.isEmpty ? nil : max(1, (counts.reduce(0, +) + counts.count / 2) / counts.count)
        }
        if node.children.isEmpty {
            buildFirstReachedItem(of: node, rows: lazy, forEachElement: forEachElement, context: rowContext)
        }
        // Placing more items can change the average: once more then, at most twice.
        var elementsPerItem = measure() ?? 1
        for _ in 0..<3 {
            placeReachedItems(of: node, rows: lazy, elementsPerItem: elementsPerItem, forEachElement: forEachElement, context: rowContext)
            guard let measured = measure(), measured != elementsPerItem else { break }
            elementsPerItem = measured
        }
        lazy.arrangeLater()
    }

    /// With no row built yet: builds the first item within reach, to measure, without reading
    /// every id (the update that follows does).
    func buildFirstReachedItem(of node: ViewNode, rows lazy: LazyRows, forEachElement: ((Data.Element) -> Void) -> Void, context: NodeContext) {
        let id = self.id, content = self.content
        let reach = lazy.items(of: node, count: data.count, elementsPerItem: 1).built
        guard let first = reach.first else { return }
        var index = 0
        var spec: ChildSpec?
        node.track {
            forEachElement { element in
                if index == first { spec = ChildSpec(key: childKey(id(element)), view: content(element)) }
                index += 1
            }
        }
        guard let spec else { return }
        node.replaceChildren(with: [.inserted(spec)], keeping: [], context: context)
    }

    /// Builds or updates the items within reach, and places those on screen (the others within
    /// reach are prefetched); keeps the others built before, unplaced and not updated, while they
    /// are near enough and their ids are there, and deletes those further out (`LazyRows.Reach`).
    func placeReachedItems(of node: ViewNode, rows lazy: LazyRows, elementsPerItem: Int, forEachElement: ((Data.Element) -> Void) -> Void, context: NodeContext) {
        let id = self.id, content = self.content
        var keys: [ChildKey] = []
        var views: [Int: Content] = [:]
        var seen = Set<ChildKey>(minimumCapacity: data.count)
        keys.reserveCapacity(data.count)
        // The reach is taken for every element unique, the common case; a repeated id takes its
        // element out, and the reach is taken again.
        var near = lazy.items(of: node, count: data.count, elementsPerItem: elementsPerItem)
        node.track {
            forEachElement { element in
                let key = childKey(id(element))
                guard seen.insert(key).inserted else {
                    reportRepeated(key, at: node)
                    return
                }
                if near.built.contains(keys.count) { views[keys.count] = content(element) }
                keys.append(key)
            }
            if keys.count != data.count {
                near = lazy.items(of: node, count: keys.count, elementsPerItem: elementsPerItem)
                seen.removeAll(keepingCapacity: true)
                forEachElement { element in
                    let key = childKey(id(element))
                    guard seen.insert(key).inserted else { return }
                    if near.built.contains(seen.count - 1), views[seen.count - 1] == nil { views[seen.count - 1] = content(element) }
                }
            }
        }
        // No copy of the children is held past here: rearranging them in place needs their array
        // unshared, or it is copied, a retain a child.
        var matcher = KeyedMatcher(current: node.children.map(\.key))
        var entries: [MatchedChild] = []
        var placed: [Bool] = []
        var dropped: [Int] = []
        for (index, key) in keys.enumerated() {
            let view = near.built.contains(index) ? views[index] : nil
            if case .child(let match) = matcher.match(key) {
                if let view, !node.children[match].isUnchanged(by: view, context: context) {
                    entries.append(.changed(match, view))
                } else if view == nil, !near.kept.contains(index), !LazyRows.isKeptLonger(node.children[match]) {
                    // Too far out to be kept: deleted, with its state, off screen first.
                    node.children[match].setDetached(true)
                    dropped.append(match)
                    continue
                } else {
                    entries.append(.kept(match))
                }
                placed.append(view != nil && near.placed.contains(index))
            } else if let view {
                entries.append(.inserted(ChildSpec(key: key, view: view)))
                placed.append(near.placed.contains(index))
            }
        }
        var keeping = matcher.isMatched
        for match in dropped { keeping[match] = false }
        node.replaceChildren(with: entries, keeping: keeping, context: context)
        var placedElements = 0
        for (child, isPlaced) in zip(node.children, placed) {
            child.setDetached(!isPlaced)
            if isPlaced { placedElements += child.elementCount }
        }
        lazy.placed(near.placed, elements: placedElements, by: node)
    }
}

/// What a `ForEach` in a lazy container keeps between updates: the context of its rows.
private final class LazyForEachState: RemovalObserver {
    var contexts = DerivedContextCache()
    /// The rows the ForEach places its rows among, told when it goes.
    weak var rows: LazyRows?

    func nodeWillBeRemoved(_ node: ViewNode) {
        rows?.forEachWillBeRemoved()
    }
}
