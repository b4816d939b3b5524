import Foundation

/// A value kept under a key in the app's storage, which every view reading the key sees, and
/// which a write updates in all of them:
///
///     @AppStorage("username") private var username = "Anonymous"
///     @AppStorage("launches") private var launches = 0
///
/// A graph keeps its storage in memory unless it is given one that persists (`AppStorageStore`):
/// headless runs, tests and the lab's windows start afresh each time, so that a run prints the
/// same log every time; an app's window keeps it in a key file under `XDG_CONFIG_HOME`. The
/// `store:` argument (a `UserDefaults` suite) is accepted and the graph's storage used.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private var storage: KeyedStorage<Value>

    private init(_ key: String, _ defaultValue: Value, _ codec: StorageCodec<Value>) {
        storage = KeyedStorage(key, defaultValue: defaultValue, codec: codec, in: \.appStorage)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> { storage.binding }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key, wrappedValue, .standard)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key, wrappedValue, .rawString)
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key, wrappedValue, .rawInt)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key, nil, .standard)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key, nil, .standard)
    }
}

/// Where `@AppStorage` keeps its values, as strings by key: in memory, or written through to a
/// key file (`[AppStorage]`, one `key=value` a line, as GLib's key files are). Used on the main
/// thread only, as the views that read it are; not isolated to it, as a property wrapper's
/// accessors are not.
public final class AppStorageStore: @unchecked Sendable {
    private var values: [String: String] = [:]
    private var followers: [String: [Follower]] = [:]
    private let file: URL?

    private struct Follower {
        weak var subscription: AppStorageSubscription?
    }

    /// A store in memory: what a graph has unless it is given another.
    public init() {
        file = nil
    }

    /// A store written through to `file`, read from it first if it is there.
    public init(persistingTo file: URL) {
        self.file = file
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.hasPrefix("[") && !line.hasPrefix("#") {
                guard let equals = line.firstIndex(of: "=") else { continue }
                values[Self.unescaped(line[..<equals])] = Self.unescaped(line[line.index(after: equals)...])
            }
        }
    }

    /// The app's key file: `$XDG_CONFIG_HOME/NAME/app-storage.ini`, or under `~/.config`.
    public static func userConfigFile(named name: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CONFIG_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
        return base.appendingPathComponent(name).appendingPathComponent("app-storage.ini")
    }

    func string(forKey key: String) -> String? { values[key] }

    /// Stores `value` under `key` (nil removes it), writes the file, and tells every view that
    /// follows the key.
    func set(_ value: String?, forKey key: String) {
        guard values[key] != value else { return }
        values[key] = value
        save()
        followers[key]?.removeAll { $0.subscription == nil }
        for follower in followers[key] ?? [] { follower.subscription?.changed() }
    }

    func follow(_ key: String, with subscription: AppStorageSubscription) {
        followers[key, default: []].removeAll { $0.subscription == nil }
        if followers[key]?.contains(where: { $0.subscription === subscription }) != true {
            followers[key, default: []].append(Follower(subscription: subscription))
        }
    }

    private func save() {
        guard let file else { return }
        let lines = values.keys.sorted().map { "\(Self.escaped($0))=\(Self.escaped(values[$0] ?? ""))" }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? (["[AppStorage]"] + lines).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "=", with: "\\e")
    }

    private static func unescaped(_ text: Substring) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            result.append(next == "n" ? "\n" : next == "e" ? "=" : next)
        }
        return result
    }
}

/// One view's following of a key: told when another view writes it.
final class AppStorageSubscription {
    private var onChange: () -> Void = {}

    func follow(_ key: String, in store: AppStorageStore, onChange: @escaping () -> Void) {
        self.onChange = onChange
        store.follow(key, with: self)
    }

    func changed() { onChange() }
}

extension EnvironmentValues {
    /// Where `@AppStorage` keeps its values: the graph's, in memory, unless it was given another.
    public var appStorage: AppStorageStore {
        get { self[AppStorageKey.self] ?? AppStorageStore.fallback }
        set { self[AppStorageKey.self] = newValue }
    }

    /// Whether a store was given, rather than the fallback read.
    var hasAppStorage: Bool { self[AppStorageKey.self] != nil }
}

extension AppStorageStore {
    /// What a view outside any graph reads.
    static let fallback = AppStorageStore()
}

private enum AppStorageKey: EnvironmentKey {
    static var defaultValue: AppStorageStore? { nil }
}
