/// Makes bindings to the properties of an `@Observable` object: `$model.isEnabled`.
///
/// Making the binding reads nothing; the control that reads it (a `Toggle`) is what depends on
/// the property, so only it is updated when the property changes.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(source: object, path: keyPath, get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
