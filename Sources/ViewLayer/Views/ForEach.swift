/// Views computed from a collection, each identified by its element's id, so that an element's
/// view keeps its state when the element moves, and loses it when the element goes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    func update(_ node: ViewNode, previous: Self?) {
        // What the content closure reads is a dependency of the ForEach: a change re-runs the
        // closure for every element, as it does when the data changes.
        let specs = node.track {
            var specs: [ChildSpec] = []
            specs.reserveCapacity(data.count)
            var seen = Set<ID>()
            seen.reserveCapacity(data.count)
            for element in data {
                let elementID = element[keyPath: id]
                guard seen.insert(elementID).inserted else {
                    RuntimeWarnings.report("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(elementID) occurs multiple times within the collection, this will give undefined results!", site: node.identityPath)
                    continue
                }
                specs.append(ChildSpec(key: Self.key(elementID), view: content(element)))
            }
            return specs
        }
        node.updateChildren(specs)
    }

    /// Integer ids, the common case, compare as integers; others through `AnyHashable`.
    private static func key(_ id: ID) -> ChildKey {
        if ID.self == Int.self { return .number(unsafeBitCast(id, to: Int.self)) }
        return .explicit(AnyHashable(id))
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
