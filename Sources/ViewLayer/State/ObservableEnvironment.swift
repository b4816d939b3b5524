/// `@Observable` objects in the environment, one per type: `.environment(model)` puts one there,
/// `@Environment(Model.self)` reads it. They are apart from `.environmentObject(_:)`'s
/// `ObservableObject`s, as in SwiftUI.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey, Hashable {
    static var defaultValue: Object? { nil }
}

extension EnvironmentValues {
    /// The object of the key's type that an ancestor put here, compared by identity.
    subscript<Object: AnyObject>(observable key: ObservableObjectKey<Object>) -> Object? {
        get { self[ObservableObjectKey<Object>.self] }
        set { self[ObservableObjectKey<Object>.self] = newValue }
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and its descendants, who
    /// read it with `@Environment(Model.self)`. Sheets, covers, popovers and pushed pages
    /// presented from below inherit it. `nil` takes it away.
    ///
    ///     ContentView().environment(library)
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        environment(\EnvironmentValues.[observable: ObservableObjectKey<Object>()], object)
    }
}
