/// What a user-written view's node keeps besides what every node does.
@MainActor
final class UserViewState {
    /// Storage of the view's dynamic properties, by slot, created at install.
    var propertySlots: [AnyObject?]
    /// The latest body, kept until the body runs again, as SwiftUI keeps it: what the body built
    /// (a struct's `@State var x = Model()` object) lives that long.
    var latestBody: (any View)?
    /// Whether the view reads `@EnvironmentObject`s, so that an environment change re-runs its body.
    var readsEnvironmentObjects = false
    /// SwiftUI's message for an `@EnvironmentObject` or an `@Environment(Model.self)` object that
    /// could not be found, which the view shows instead of evaluating its `body`.
    var missingEnvironmentObject: String?

    init(slotCount: Int) {
        propertySlots = Array(repeating: nil, count: slotCount)
    }

    /// Whether a new environment concerns the body: an object it reads may be another, or a
    /// value it declared differs.
    func isAffected(by environment: EnvironmentValues) -> Bool {
        if readsEnvironmentObjects { return true }
        // The `@Environment` values the view read at its last update are in its slots.
        for case let reading as any EnvironmentDependency in propertySlots where reading.isAffected(by: environment) { return true }
        return false
    }
}
