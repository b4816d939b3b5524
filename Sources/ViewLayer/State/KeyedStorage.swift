import Foundation

/// A value kept as a string under a key in a store that every view reading the key shares: what
/// `@AppStorage` (the app's store) and `@SceneStorage` (the scene's) are made of.
struct KeyedStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let codec: StorageCodec<Value>
    @Environment private var store: AppStorageStore
    /// Bumped when another view writes the key, so that this view's body runs again.
    @State private var revision = 0
    @State private var subscription = AppStorageSubscription()

    init(_ key: String, defaultValue: Value, codec: StorageCodec<Value>, in store: KeyPath<EnvironmentValues, AppStorageStore>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
        _store = Environment(store)
    }

    var value: Value {
        get {
            _ = revision
            return store.string(forKey: key).flatMap(codec.decode) ?? defaultValue
        }
        nonmutating set {
            store.set(codec.encode(newValue), forKey: key)
        }
    }

    var binding: Binding<Value> {
        let store = store, key = key, codec = codec, defaultValue = defaultValue
        return Binding(get: { store.string(forKey: key).flatMap(codec.decode) ?? defaultValue }, set: { store.set(codec.encode($0), forKey: key) })
    }

    mutating func update() {
        let revision = $revision
        subscription.follow(key, in: store) { revision.wrappedValue &+= 1 }
    }
}

/// How a value kept by key is written as a string and read back: one for each type `@AppStorage`
/// and `@SceneStorage` take.
struct StorageCodec<Value> {
    let encode: (Value) -> String?
    let decode: (String) -> Value?
}

extension StorageCodec where Value == Bool {
    static var standard: Self { Self(encode: { $0 ? "true" : "false" }, decode: { $0 == "true" }) }
}

extension StorageCodec where Value == Int {
    static var standard: Self { Self(encode: { String($0) }, decode: { Int($0) }) }
}

extension StorageCodec where Value == Double {
    static var standard: Self { Self(encode: { String($0) }, decode: { Double($0) }) }
}

extension StorageCodec where Value == String {
    static var standard: Self { Self(encode: { $0 }, decode: { $0 }) }
}

extension StorageCodec where Value == URL {
    static var standard: Self { Self(encode: { $0.absoluteString }, decode: { URL(string: $0) }) }
}

extension StorageCodec where Value == Data {
    static var standard: Self { Self(encode: { $0.base64EncodedString() }, decode: { Data(base64Encoded: $0) }) }
}

extension StorageCodec where Value: RawRepresentable, Value.RawValue == String {
    static var rawString: Self { Self(encode: { $0.rawValue }, decode: { Value(rawValue: $0) }) }
}

extension StorageCodec where Value: RawRepresentable, Value.RawValue == Int {
    static var rawInt: Self { Self(encode: { String($0.rawValue) }, decode: { Int($0).flatMap(Value.init(rawValue:)) }) }
}

extension StorageCodec where Value == String? {
    static var standard: Self { Self(encode: { $0 }, decode: { $0 }) }
}

extension StorageCodec where Value == Int? {
    static var standard: Self { Self(encode: { $0.map { String($0) } }, decode: { Int($0) }) }
}

extension StorageCodec where Value == Bool? {
    static var standard: Self { Self(encode: { $0.map { $0 ? "true" : "false" } }, decode: { $0 == "true" }) }
}

extension StorageCodec where Value == Double? {
    static var standard: Self { Self(encode: { $0.map { String($0) } }, decode: { Double($0) }) }
}

extension StorageCodec where Value == URL? {
    static var standard: Self { Self(encode: { $0?.absoluteString }, decode: { URL(string: $0) }) }
}

extension StorageCodec where Value == Data? {
    static var standard: Self { Self(encode: { $0?.base64EncodedString() }, decode: { Data(base64Encoded: $0) }) }
}
