/// A stored property of a view that the graph keeps up to date: `@State`, `@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`, `@Binding`, or a wrapper of your own built from them.
///
/// The graph binds the dynamic properties of a view when it installs the view, and calls
/// `update()` on each of them before every evaluation of the view's `body`. A wrapper of your own
/// can keep what it needs in a `@State` of its own and act in `update()`.
public protocol DynamicProperty {
    /// Called before every evaluation of the owning view's `body`.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The dynamic properties built into the layer, which keep their storage in the graph.
protocol GraphProperty: DynamicProperty {
    /// Binds this value to its storage in `node`: creates the storage in `slot` on install,
    /// and otherwise attaches to the storage already there.
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite)

    /// Whether a view whose field changed from `old` to `new` can keep its previous body.
    @MainActor static func isUnchanged(_ old: Self, _ new: Self) -> Bool

    /// `isUnchanged`, made once per type, so that it can hold what it needs looked up.
    @MainActor static func makeUnchangedComparator() -> @MainActor (Self, Self) -> Bool
}

extension GraphProperty {
    @MainActor static func makeUnchangedComparator() -> @MainActor (Self, Self) -> Bool { { isUnchanged($0, $1) } }
}

/// Where a dynamic property is declared, for messages: the view type and the property's name.
struct PropertySite: Hashable, CustomStringConvertible, Sendable {
    var viewType: String
    var property: String

    var description: String { "\(viewType).\(property)" }
}
