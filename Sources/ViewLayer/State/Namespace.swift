import Synchronization

/// A namespace of the view's identity, for `matchedGeometryEffect(id:in:)`:
///
///     @Namespace private var cards
///
/// The namespace is made when the view is installed and kept for its identity's life; another
/// identity of the same view gets another (Apple's `Namespace` documentation: "a namespace
/// defined by the persistent identity of the object that contains the property (e.g. a view)").
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private var id: ID?
    private let declaration: String

    public init(fileID: StaticString = #fileID, line: UInt = #line) {
        declaration = "\(fileID):\(line)"
    }

    public var wrappedValue: ID {
        if let id { return id }
        RuntimeWarnings.report("Reading a Namespace property outside View.body. This will result in identifiers that never match any other identifier.", site: declaration)
        return ID(value: ID.next())
    }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int

        private static let last = Atomic<Int>(0)

        static func next() -> Int { last.add(1, ordering: .relaxed).newValue }
    }
}

/// Where a namespace lives in the graph: made once per identity.
private final class NamespaceStorage {
    let id = Namespace.ID(value: Namespace.ID.next())
}

extension Namespace: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        let storage = slot as? NamespaceStorage ?? NamespaceStorage()
        slot = storage
        id = storage.id
    }

    /// The namespace lives in the graph; a later struct's value makes no difference.
    static func isUnchanged(_ old: Namespace, _ new: Namespace) -> Bool { true }
}
