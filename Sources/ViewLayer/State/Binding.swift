/// A read-write reference to a value owned by someone else: a `@State`, an observed object's
/// property, or anything with a getter and a setter.
///
/// Reading `wrappedValue` in a body is a read of the source; passing the binding on is not.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// Set for bindings whose reads the graph tracks, so that a view holding an equal binding
    /// need not be re-evaluated to see changes.
    private let identity: BindingIdentity?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
        identity = nil
    }

    init(source: AnyObject, path: AnyKeyPath? = nil, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
        identity = BindingIdentity(source: ObjectIdentifier(source), path: path)
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = getValue
        let set = setValue
        let derived = { () -> Subject in get()[keyPath: keyPath] }
        let write = { (newValue: Subject) in
            var value = get()
            value[keyPath: keyPath] = newValue
            set(value)
        }
        guard let identity else { return Binding<Subject>(get: derived, set: write) }
        return Binding<Subject>(identity: identity.appending(keyPath), get: derived, set: write)
    }

    private init(identity: BindingIdentity, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
        self.identity = identity
    }
}

extension Binding: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {}

    static func isUnchanged(_ old: Binding, _ new: Binding) -> Bool {
        guard let identity = old.identity else { return false }
        return identity == new.identity
    }
}

/// Which tracked source and which part of it a binding refers to.
struct BindingIdentity: Hashable {
    var source: ObjectIdentifier
    var path: AnyKeyPath?

    func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
        BindingIdentity(source: source, path: path.flatMap { $0.appending(path: keyPath) } ?? keyPath)
    }
}
