/// Subscribes a view to an `ObservableObject` that someone else owns.
///
/// The view uses whatever instance the current struct carries and re-subscribes when that
/// instance changes; it keeps nothing alive (rule 6). Pass it the object of an ancestor's
/// `@StateObject` rather than giving it a default value.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's properties: `$model.isEnabled`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        let subscription = slot as? ObjectSubscription ?? ObjectSubscription()
        slot = subscription
        subscription.subscribe(node, to: wrappedValue, site: site.description)
    }

    /// A different instance is a different input.
    static func isUnchanged(_ old: ObservedObject, _ new: ObservedObject) -> Bool {
        old.wrappedValue === new.wrappedValue
    }
}
