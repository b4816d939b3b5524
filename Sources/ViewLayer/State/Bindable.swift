/// Makes bindings to the properties of an `@Observable` object: `$model.isEnabled`.
///
/// Making the binding reads the property (rule 7), so the view whose body makes it is updated when
/// the property changes, as is the control that reads it.
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
        _ = object[keyPath: keyPath]
        return Binding(source: object, path: keyPath, value: object[keyPath: keyPath], get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
