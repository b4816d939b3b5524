/// Views computed from a collection, each identified by its element's id, so that an element's
/// view keeps its state when the element moves, and loses it when the element goes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    /// The element's id. A function, made where the ForEach is written: there it is specialised,
    /// `\.id` of an `Identifiable` element becomes a plain property read, and no `KeyPath` is
    /// projected in the graph's unspecialised code.
    @usableFromInline let id: (Data.Element) -> ID
    @usableFromInline let content: (Data.Element) -> Content
    /// Calls its argument with each element of `data`. Made by the inlinable initialisers, so it is
    /// compiled for the concrete `Data` where the ForEach is written: the graph's own code runs
    /// unspecialised, and walking a collection there asks the runtime for metadata at every element.
    @usableFromInline let forEachElement: ((Data.Element) -> Void) -> Void
    /// For `ForEach(_:content:)` over a range: the range, and how to walk another one, so that
    /// the rows of the first range can be kept when a later range's count differs (rule 16).
    @usableFromInline let constantRange: ConstantRange<Data.Element>?

    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    @inlinable
    init(
        _ data: Data,
        identifiedBy id: @escaping (Data.Element) -> ID,
        constantRange: ConstantRange<Data.Element>? = nil,
        content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
        self.constantRange = constantRange
        forEachElement = { body in
            for element in data { body(element) }
        }
    }

    func update(_ node: ViewNode, previous: Self?) {
        // Copied out of `self` once: this code runs unspecialised, and reaching a field of a
        // generic struct asks the runtime for the struct's metadata each time.
        let id = self.id, content = self.content
        let forEachElement = constantRange.map { rangeKeptFromInstall($0, node: node) } ?? self.forEachElement
        let context = node.childContext
        // The rows of a lazy stack this ForEach's views are placed in directly: built near the viewport only.
        if let lazy = context.lazyRows, lazy.element === node.container.element {
            updateLazily(node, rows: lazy, forEachElement: forEachElement, context: context)
            return
        }
        // One walk, tracked: what the id and content closures read is a dependency of the
        // ForEach, and a change re-runs both for every element, as a change of the data does.
        // Views are compared afterwards, untracked, as a child compares what it receives.
        let rows = node.primitiveState as? ForEachRows<Content>
        // The arrays of the update before last, emptied, so that a steady list allocates nothing.
        var keys = rows?.takeSpareKeys() ?? []
        var views = rows?.takeSpareViews() ?? []
        node.track {
            keys.reserveCapacity(data.count)
            views.reserveCapacity(data.count)
            forEachElement { element in
                keys.append(childKey(id(element)))
                views.append(content(element))
            }
        }
        if let rows, rows.context.isSame(as: context),
           rows.isBesideChildren(of: node), rows.keys == keys {
            // The same elements in the same order, the common case of an update: each view is
            // compared with the latest one, kept side by side in `rows`, so that an unchanged
            // row's node is not even visited. Only a changed view is boxed and received; a row
            // invalidated by its own state meanwhile is evaluated later in the same pass.
            let changed = Self.changedPositions(from: rows.views, to: views)
            // The new views replace the latest ones after the walk, as a parent's latest body
            // output is kept: what a rebuilt row struct made lives until the next update, as it
            // does for any other child.
            rows.replace(keys: keys, views: views)
            let children = node.children
            for index in changed { children[index].receive(views[index], context: context) }
            return
        }
        // The latest views are side by side with the children while as many: a child found
        // under its key is compared with the view beside it, as above. Every update stores its
        // views in its children's order; a repeated id, skipped, leaves fewer children than views.
        let latest = rows.flatMap { $0.context.isSame(as: context) && $0.isBesideChildren(of: node) ? $0 : nil }
        updateKeyedChildren(of: node, keys: keys, views: views, latest: latest, context: context)
        let updated = ForEachRows(keys: keys, views: views, context: context)
        updated.initialRange = rows?.initialRange ?? constantRange?.range
        node.primitiveState = updated
    }

    /// Rule 17: every element's id is read, so that a built row keeps its state while its element
    /// is there, but only the rows within the viewport's reach get a view: those are built if
    /// they are new, updated, and placed; rows built before and now out of reach are kept as
    /// they are, and not placed.
    private func updateLazily(_ node: ViewNode, rows lazy: LazyRows, forEachElement: ((Data.Element) -> Void) -> Void, context: NodeContext) {
        let backend = node.graph.backend
        lazy.position?.follow(node)
        // Being installed, the ForEach is not among its parent's children yet, nor are the views
        // after it: its rows are built later in the pass, when where they go is known, as
        // SwiftUI builds a lazy stack's rows when it lays them out.
        guard let parent = node.parent, parent.children.contains(where: { $0 === node }) else {
            node.invalidate()
            return
        }
        // The rows' own content is not the lazy container's: a ForEach inside a row is eager.
        let state = node.keptState(LazyForEachState())
        state.rows = lazy
        let rowContext = state.contexts.context(from: context) { $0.lazyRows = nil }
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
        lazy.arrange(viewportRows: backend.viewportRows, backend: backend)
    }

    /// With no row built yet: builds the first item within reach, to measure, without reading
    /// every id (the update that follows does).
    private func buildFirstReachedItem(of node: ViewNode, rows lazy: LazyRows, forEachElement: ((Data.Element) -> Void) -> Void, context: NodeContext) {
        let id = self.id, content = self.content
        let reach = lazy.items(of: node, count: data.count, elementsPerItem: 1, viewportRows: node.graph.backend.viewportRows)
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

    /// Builds or updates the items within reach and places them; keeps the others built before,
    /// unplaced, while their ids are there.
    private func placeReachedItems(of node: ViewNode, rows lazy: LazyRows, elementsPerItem: Int, forEachElement: ((Data.Element) -> Void) -> Void, context: NodeContext) {
        let id = self.id, content = self.content
        let viewportRows = node.graph.backend.viewportRows
        var keys: [ChildKey] = []
        var views: [Int: Content] = [:]
        var seen = Set<ChildKey>(minimumCapacity: data.count)
        keys.reserveCapacity(data.count)
        // The reach is taken for every element unique, the common case; a repeated id takes its
        // element out, and the reach is taken again.
        var reach = lazy.items(of: node, count: data.count, elementsPerItem: elementsPerItem, viewportRows: viewportRows)
        node.track {
            forEachElement { element in
                let key = childKey(id(element))
                guard seen.insert(key).inserted else {
                    RuntimeWarnings.report("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key.idDescription) occurs multiple times within the collection, this will give undefined results!", site: node.identityPath)
                    return
                }
                if reach.contains(keys.count) { views[keys.count] = content(element) }
                keys.append(key)
            }
            if keys.count != data.count {
                reach = lazy.items(of: node, count: keys.count, elementsPerItem: elementsPerItem, viewportRows: viewportRows)
                seen.removeAll(keepingCapacity: true)
                forEachElement { element in
                    let key = childKey(id(element))
                    guard seen.insert(key).inserted else { return }
                    if reach.contains(seen.count - 1), views[seen.count - 1] == nil { views[seen.count - 1] = content(element) }
                }
            }
        }
        // No copy of the children is held past here: rearranging them in place needs their array
        // unshared, or it is copied, a retain a child.
        let positions = Self.positions(of: node.children.map(\.key))
        var isMatched = Array(repeating: false, count: node.children.count)
        var entries: [MatchedChild] = []
        var placed: [Bool] = []
        for (index, key) in keys.enumerated() {
            let view = reach.contains(index) ? views[index] : nil
            if let match = positions[key], !isMatched[match] {
                isMatched[match] = true
                if let view, !node.children[match].isUnchanged(by: view, context: context) {
                    entries.append(.changed(match, view))
                } else {
                    entries.append(.kept(match))
                }
                placed.append(view != nil)
            } else if let view {
                entries.append(.inserted(ChildSpec(key: key, view: view)))
                placed.append(true)
            }
        }
        node.replaceChildren(with: entries, keeping: isMatched, context: context)
        var placedElements = 0
        for (child, isPlaced) in zip(node.children, placed) {
            child.setDetached(!isPlaced)
            if isPlaced { placedElements += child.elementCount }
        }
        lazy.placed(reach, elements: placedElements, by: node)
    }

    /// The walk over the rows to show for `ForEach(_:content:)`. SwiftUI documents that it
    /// "only reads the initial value of the provided data": the rows of the first range stay,
    /// and a later range of another count is reported in SwiftUI's words, once per site
    /// (rule 16). `ForEach(_:id:content:)` follows its data instead.
    private func rangeKeptFromInstall(_ constant: ConstantRange<Data.Element>, node: ViewNode) -> ((Data.Element) -> Void) -> Void {
        walk(keeping: (node.primitiveState as? ForEachRows<Content>)?.initialRange, of: constant, warningAt: node.identityPath)
    }

    /// The walk over the elements of `initial`, the range first shown, rather than of the range
    /// given now, which is reported if its count differs.
    private func walk(keeping initial: Range<Int>?, of constant: ConstantRange<Data.Element>, warningAt site: String) -> ((Data.Element) -> Void) -> Void {
        guard let initial, initial != constant.range else { return forEachElement }
        if initial.count != constant.range.count {
            RuntimeWarnings.report("ForEach<\(Data.self), \(ID.self), \(Content.self)> count (\(constant.range.count)) != its initial count (\(initial.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!", site: site, kind: "ForEach constant range")
        }
        return { body in constant.walk(initial, body) }
    }

    /// The positions at which `new` differs from `old`, which have the same count.
    private static func changedPositions(from old: [Content], to new: [Content]) -> [Int] {
        let layout = TypeLayout.of(Content.self)
        var changed: [Int] = []
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                guard let oldViews = old.baseAddress, let newViews = new.baseAddress else { return }
                for index in 0..<min(old.count, new.count) where !layout.isSame(UnsafeRawPointer(oldViews + index), UnsafeRawPointer(newViews + index)) {
                    changed.append(index)
                }
            }
        }
        return changed
    }

    /// Elements came, went or moved. Each is matched to the child with its key: the child after
    /// the one the last key matched when the keys agree there, as most do, otherwise found by a
    /// short search or through an index of the children by key, made the first time it is
    /// needed. Only new or changed views are boxed. `latest`, the children's latest views and
    /// keys in their order, lets a child's view be compared with the new one in place, and its
    /// key be read without reading the child.
    private func updateKeyedChildren(of node: ViewNode, keys: [ChildKey], views: [Content], latest: ForEachRows<Content>?, context: NodeContext) {
        // Views are compared where they lie, and indices walked rather than zipped sequences:
        // this code runs unspecialised, and each step of a zip of generic arrays asks the
        // runtime for a tuple's metadata.
        views.withUnsafeBytes { new in
            (latest?.views ?? []).withUnsafeBytes { old in
                let latestViews = latest == nil ? nil : old.baseAddress
                // The children's keys, side by side too when the latest views are.
                let childKeys = latest?.keys ?? node.children.map(\.key)
                matchKeyedChildren(of: node, childKeys: childKeys, keys: keys, views: views, newViews: new.baseAddress, latestViews: latestViews, context: context)
            }
        }
    }

    private func matchKeyedChildren(of node: ViewNode, childKeys: [ChildKey], keys: [ChildKey], views: [Content], newViews: UnsafeRawPointer?, latestViews: UnsafeRawPointer?, context: NodeContext) {
        let layout = TypeLayout.of(Content.self)
        let stride = MemoryLayout<Content>.stride
        // No copy of the children is held: rearranging them in place needs their array unshared.
        var isMatched = Array(repeating: false, count: node.children.count)
        var positions: [ChildKey: Int]?
        var newKeys = Set<ChildKey>()
        var entries: [MatchedChild] = []
        entries.reserveCapacity(keys.count)
        // Where the next key's child is likely to be: after the child the last key matched, or
        // one further, past a child that went. A row removed or moved then leaves the rows after
        // it matched in place, without an index of a thousand keys; a row inserted, whose key no
        // child has, still needs the index, but the rows after it are matched in place.
        var expected = 0
        // Elsewhere, the unmatched children's keys are searched in turn while that costs at
        // most a few steps a child in all: a swap of two rows far apart, or a row moved,
        // then needs no index either. Past that, or for a key no child has, the index is made.
        var matchedCount = 0
        var searchBudget = 4 * childKeys.count + 64
        for index in keys.indices {
            let key = keys[index]
            var nearby = 2
            var match = Self.search(for: key, in: childKeys, from: expected, skipping: isMatched, budget: &nearby)
            if match == nil, positions == nil, matchedCount < childKeys.count {
                match = Self.search(for: key, in: childKeys, from: expected + 2, skipping: isMatched, budget: &searchBudget)
            }
            if match == nil {
                if positions == nil { positions = Self.positions(of: childKeys) }
                match = positions?[key]
                let isRepeated = if let match { isMatched[match] } else { !newKeys.insert(key).inserted }
                guard !isRepeated else {
                    RuntimeWarnings.report("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key.idDescription) occurs multiple times within the collection, this will give undefined results!", site: node.identityPath)
                    continue
                }
            }
            if let match {
                isMatched[match] = true
                matchedCount += 1
                expected = match + 1
                // Compared with the latest view beside it, the child is not read: one
                // invalidated by its own state meanwhile is evaluated later in the pass.
                let isUnchanged = if let latestViews, let newViews {
                    layout.isSame(latestViews + match * stride, newViews + index * stride)
                } else {
                    node.children[match].isUnchanged(by: views[index], context: context)
                }
                entries.append(isUnchanged ? .kept(match) : .changed(match, views[index]))
            } else {
                entries.append(.inserted(ChildSpec(key: key, view: views[index])))
            }
        }
        node.replaceChildren(with: entries, keeping: isMatched)
    }

    /// The position of the unmatched child with `key`, searched from `start` round to it, while
    /// `budget` steps last.
    private static func search(for key: ChildKey, in childKeys: [ChildKey], from start: Int, skipping isMatched: [Bool], budget: inout Int) -> Int? {
        let count = childKeys.count
        var position = start < count ? start : 0
        for _ in 0..<count {
            guard budget > 0 else { return nil }
            budget -= 1
            if !isMatched[position], childKeys[position] == key { return position }
            position = position + 1 == count ? 0 : position + 1
        }
        return nil
    }

    private static func positions(of keys: [ChildKey]) -> [ChildKey: Int] {
        var positions: [ChildKey: Int] = [:]
        positions.reserveCapacity(keys.count)
        for index in keys.indices { positions[keys[index]] = index }
        return positions
    }
}

/// The latest views of a ForEach's children, in their order, side by side: comparing a
/// thousand rows' new views with these reads one array rather than a thousand nodes scattered
/// through memory, which on a GTK desktop, among the widgets' own allocations, is most of the cost.
final class ForEachRows<Content: View> {
    private(set) var views: [Content]
    /// The children's keys, which go with `views`.
    private(set) var keys: [ChildKey]
    /// The arrays these replaced, emptied, for the next update to fill.
    private var spareViews: [Content] = []
    private var spareKeys: [ChildKey] = []
    /// The context the children were given with these views.
    let context: NodeContext
    /// The range a `ForEach(_:content:)` was installed with, which it keeps showing.
    var initialRange: Range<Int>?

    init(keys: [ChildKey], views: [Content], context: NodeContext) {
        self.keys = keys
        self.views = views
        self.context = context
    }

    /// Whether `views` and `keys` are the node's children's, one for one, in their order: they
    /// are unless an id was repeated, whose later elements have no child.
    @MainActor func isBesideChildren(of node: ViewNode) -> Bool {
        views.count == node.children.count
    }

    /// Makes `views` the latest; the previous ones are released now.
    func replace(keys newKeys: [ChildKey], views newViews: [Content]) {
        spareViews = views
        spareKeys = keys
        views = newViews
        keys = newKeys
        spareViews.removeAll(keepingCapacity: true)
        spareKeys.removeAll(keepingCapacity: true)
    }

    func takeSpareViews() -> [Content] {
        defer { spareViews = [] }
        return spareViews
    }

    func takeSpareKeys() -> [ChildKey] {
        defer { spareKeys = [] }
        return spareKeys
    }
}

/// A ForEach child's key: integer ids, the common case, compare as integers; others through
/// `AnyHashable`. A free function, so that unspecialised code calling it needs no `ForEach` metadata.
private func childKey<ID: Hashable>(_ id: ID) -> ChildKey {
    if ID.self == Int.self { return .number(unsafeBitCast(id, to: Int.self)) }
    return .explicit(AnyHashable(id))
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of numbers. The range is read once: a later range of another
    /// count is reported and ignored, as in SwiftUI. For a range that changes, use
    /// `ForEach(_:id: \.self, content:)`.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, constantRange: ConstantRange(data), content: content)
    }
}

/// The range of a `ForEach(_:content:)`, and a walk over another range, made where the ForEach
/// is written, where its element type is known to be `Int`.
@usableFromInline
struct ConstantRange<Element> {
    @usableFromInline let range: Range<Int>
    @usableFromInline let walk: (Range<Int>, (Element) -> Void) -> Void

    @inlinable
    init(_ range: Range<Int>) where Element == Int {
        self.range = range
        walk = { range, body in
            for element in range { body(element) }
        }
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

/// Views that stand for several, one for each element of their data, where a container takes
/// each as an item of its own: a `TabView` makes a tab of each element of a `ForEach`.
@MainActor
protocol ElementViews {
    /// Each element's id and view, in order. `initialRange` is the range a `ForEach(_:content:)`
    /// was first given there, which it keeps showing (nil the first time); the range to keep
    /// from now on is returned with the views.
    func elementViews(initialRange: Range<Int>?, warningAt site: String) -> (views: [(id: AnyHashable, view: any View)], range: Range<Int>?)
}

extension ForEach: ElementViews {
    func elementViews(initialRange: Range<Int>?, warningAt site: String) -> (views: [(id: AnyHashable, view: any View)], range: Range<Int>?) {
        let id = self.id, content = self.content
        var views: [(id: AnyHashable, view: any View)] = []
        let append: (Data.Element) -> Void = { element in views.append((AnyHashable(id(element)), content(element))) }
        if let constantRange {
            walk(keeping: initialRange, of: constantRange, warningAt: site)(append)
            return (views, initialRange ?? constantRange.range)
        }
        forEachElement(append)
        return (views, nil)
    }
}
