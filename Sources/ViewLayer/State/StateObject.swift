/// An `ObservableObject` owned by a view's identity.
///
/// The object is made lazily: the autoclosure runs exactly once, when the view is installed, and
/// closures carried by later structs never run (rule 5). The object is released when the view's
/// identity is removed from the graph.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    private var storage: StateObjectStorage<ObjectType>?
    private let declaration: String

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType, fileID: StaticString = #fileID, line: UInt = #line) {
        makeObject = thunk
        declaration = "\(fileID):\(line)"
    }

    public var wrappedValue: ObjectType {
        if let storage { return storage.object }
        RuntimeWarnings.report("Accessing StateObject's object without being installed on a View. This will create a new instance each time.", site: declaration)
        return makeObject()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension StateObject: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        let storage: StateObjectStorage<ObjectType>
        if let existing = slot as? StateObjectStorage<ObjectType> {
            storage = existing
        } else {
            storage = StateObjectStorage(object: makeObject())
            slot = storage
        }
        self.storage = storage
        storage.subscription.subscribe(node, to: storage.object, site: site.description)
    }

    /// The object lives in the graph; a later struct's closure makes no difference.
    static func isUnchanged(_ old: StateObject, _ new: StateObject) -> Bool { true }
}
