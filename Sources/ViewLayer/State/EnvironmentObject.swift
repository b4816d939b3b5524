/// An `ObservableObject` provided by an ancestor with `.environmentObject(_:)`. The view is
/// subscribed to it whether or not its body reads it.
///
/// When no ancestor provides one, SwiftUI stops the app. Here the view's body is not evaluated,
/// the view shows SwiftUI's message instead, and the message is reported as a runtime warning.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var storage: StateObjectStorage<ObjectType>?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let storage else { fatalError(Self.missingMessage) }
        return storage.object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }

    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        node.userView?.readsEnvironmentObjects = true
        guard let object = node.context.environment.object(of: ObjectType.self) else {
            storage = nil
            slot = nil
            node.userView?.missingEnvironmentObject = Self.missingMessage
            RuntimeWarnings.report(Self.missingMessage, site: site.description)
            return
        }
        if let existing = slot as? StateObjectStorage<ObjectType>, existing.object === object {
            storage = existing
        } else {
            let created = StateObjectStorage(object: object)
            slot = created
            storage = created
        }
        storage?.subscription.subscribe(node, to: object, site: site.description)
    }

    static func isUnchanged(_ old: EnvironmentObject, _ new: EnvironmentObject) -> Bool { true }
}
