/// Views computed from a collection, each identified by its element's id, so that an element's
/// view keeps its state when the element moves, and loses it when the element goes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    /// The element's id. A function rather than the key path it is usually made from: projecting
    /// a `KeyPath` costs the runtime a generic instantiation for every element.
    @usableFromInline let id: (Data.Element) -> ID
    @usableFromInline let content: (Data.Element) -> Content
    /// Calls its argument with each element of `data`. Made by the inlinable initialisers, so it is
    /// compiled for the concrete `Data` where the ForEach is written: the graph's own code runs
    /// unspecialised, and walking a collection there asks the runtime for metadata at every element.
    @usableFromInline let forEachElement: ((Data.Element) -> Void) -> Void

    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    @inlinable
    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
        forEachElement = { body in
            for element in data { body(element) }
        }
    }

    func update(_ node: ViewNode, previous: Self?) {
        // Copied out of `self` once: this code runs unspecialised, and reaching a field of a
        // generic struct asks the runtime for the struct's metadata each time.
        let id = self.id, content = self.content, forEachElement = self.forEachElement
        let context = node.childContext
        // What the content closure reads is a dependency of the ForEach: a change re-runs the
        // closure for every element, as it does when the data changes.
        let rows = node.primitiveState as? ForEachRows<Content>
        if let rows, rows.context.isSame(as: context),
           node.hasChildKeys(count: data.count, forEachKey: { body in forEachElement { body(childKey(id($0))) } }) {
            // The same elements in the same order, the common case of an update: each element's
            // view is compared with the one its child was given, kept side by side in `rows`, so
            // that an unchanged row's node is not even visited. Only a changed view is boxed and
            // received. (A child invalidated meanwhile is evaluated by the pass all the same.)
            let layout = TypeLayout.of(Content.self)
            var changed: [(index: Int, view: Content)] = []
            node.track {
                rows.views.withUnsafeBufferPointer { previous in
                    var index = 0
                    forEachElement { element in
                        let view = content(element)
                        let isSame = withRawPointer(to: view) { layout.isSame($0, UnsafeRawPointer(previous.baseAddress! + index)) }
                        if !isSame { changed.append((index, view)) }
                        index += 1
                    }
                }
            }
            guard !changed.isEmpty else { return }
            let children = node.children
            for (index, view) in changed {
                rows.views[index] = view
                children[index].receive(view, context: context)
            }
            return
        }
        // Elements came, went or moved. Each is matched to the child with its key: the child at
        // its own position when the keys agree there, as most do, otherwise through an index of the
        // children by key, made the first time it is needed. Only new or changed views are boxed.
        let children = node.children
        var isMatched = Array(repeating: false, count: children.count)
        var positions: [ChildKey: Int]?
        var newKeys = Set<ChildKey>()
        var views: [Content] = []
        views.reserveCapacity(data.count)
        let entries = node.track {
            var entries: [KeyedChild] = []
            entries.reserveCapacity(data.count)
            forEachElement { element in
                let elementID = id(element)
                let key = childKey(elementID)
                let position = entries.count
                var match: Int?
                if position < children.count, !isMatched[position], children[position].key == key {
                    match = position
                } else {
                    if positions == nil { positions = Self.positions(of: children) }
                    match = positions?[key]
                    let isRepeated = if let match { isMatched[match] } else { !newKeys.insert(key).inserted }
                    guard !isRepeated else {
                        RuntimeWarnings.report("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(elementID) occurs multiple times within the collection, this will give undefined results!", site: node.identityPath)
                        return
                    }
                }
                let view = content(element)
                views.append(view)
                if let match {
                    isMatched[match] = true
                    let child = children[match]
                    entries.append(child.isUnchanged(by: view, context: context) ? .kept(child) : .changed(child, view))
                } else {
                    entries.append(.inserted(ChildSpec(key: key, view: view)))
                }
            }
            return entries
        }
        node.updateKeyedChildren(entries, keeping: isMatched)
        node.primitiveState = ForEachRows(views: views, context: context)
    }

    private static func positions(of children: [ViewNode]) -> [ChildKey: Int] {
        var positions: [ChildKey: Int] = [:]
        positions.reserveCapacity(children.count)
        for index in children.indices { positions[children[index].key] = index }
        return positions
    }
}

/// The views a ForEach last gave its children, in their order, side by side: comparing a
/// thousand rows' new views with these reads one array rather than a thousand nodes scattered
/// through memory, which on a GTK desktop, among the widgets' own allocations, is most of the cost.
final class ForEachRows<Content: View> {
    var views: [Content]
    /// The context the children were given with these views.
    let context: NodeContext

    init(views: [Content], context: NodeContext) {
        self.views = views
        self.context = context
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
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, content: content)
    }
}
