/// A list of values of any `Hashable` types: the pages of a `NavigationStack(path:)` above its
/// root, one page to a value, each shown by the `navigationDestination` for its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) { self.elements = elements }

    /// How many values, and so pages above the root, the path holds.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a page for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the top `k` pages.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
