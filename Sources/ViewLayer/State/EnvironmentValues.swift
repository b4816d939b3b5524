/// The values a view inherits from its ancestors: values of `EnvironmentKey`s, set with
/// `.environment(_:_:)` and read with `@Environment`, and the objects injected with
/// `.environmentObject(_:)`, found by their type.
public struct EnvironmentValues {
    /// A value set for a key, with how to tell it from another value of the key.
    private struct Entry {
        var value: Any
        var isSame: @MainActor (Any, Any) -> Bool
    }

    private var objects: [ObjectIdentifier: AnyObject] = [:]
    private var values: [ObjectIdentifier: Entry] = [:]

    public init() {}

    /// The value for `key`: the one set nearest above, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set {
            values[ObjectIdentifier(key)] = Entry(value: newValue) { a, b in
                guard let a = a as? Key.Value, let b = b as? Key.Value else { return false }
                return TypeLayout.areSameEnvironmentValues(a, b)
            }
        }
    }

    func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T, for type: T.Type) {
        objects[ObjectIdentifier(type)] = object
    }

    /// Whether the two hold the same objects (the same instances, not merely equal ones) and the
    /// same values, compared as the graph compares views.
    @MainActor func isSame(as other: EnvironmentValues) -> Bool {
        guard objects.count == other.objects.count, values.count == other.values.count else { return false }
        for (key, object) in objects where other.objects[key] !== object { return false }
        for (key, entry) in values {
            guard let theirs = other.values[key], entry.isSame(entry.value, theirs.value) else { return false }
        }
        return true
    }
}
