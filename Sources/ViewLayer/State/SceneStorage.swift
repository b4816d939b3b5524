import Foundation

/// A value kept under a key for the scene, which survives its view being removed and made again
/// while the scene lives (a `@State` does not), and which every view of the scene reading the key
/// sees written:
///
///     @SceneStorage("selectedTab") private var selectedTab = "inbox"
///
/// "Each Scene has its own notion of SceneStorage, so data is not shared between scenes" (Apple's
/// documentation): each graph keeps its own, in memory. Apple uses it "when you need automatic
/// state restoration of the value", saving it when the app goes to the background; on Linux
/// there is no system that restores scenes, so nothing is written to disk, and a window opened
/// again starts afresh. The types are `@AppStorage`'s, kept the same way.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private var storage: KeyedStorage<Value>

    private init(_ key: String, _ defaultValue: Value, _ codec: StorageCodec<Value>) {
        storage = KeyedStorage(key, defaultValue: defaultValue, codec: codec, in: \.sceneStorage)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> { storage.binding }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, wrappedValue, .rawString)
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, wrappedValue, .rawInt)
    }

    public init(_ key: String) where Value == String? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String) where Value == Int? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String) where Value == Bool? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String) where Value == Double? {
        self.init(key, nil, .standard)
    }
}


extension EnvironmentValues {
    /// Where `@SceneStorage` keeps its values: the scene's, or the fallback outside any graph.
    var sceneStorage: AppStorageStore { scene?.storage ?? AppStorageStore.fallback }
}
