/// What a node inherits from its ancestors: the environment, the navigation stack that links
/// push onto, and the element that sheets are presented from.
@MainActor
struct NodeContext {
    var environment = EnvironmentValues()
    var navigation: NavigationCoordinator?
    var presenter: (any RenderElement)?

    func isSame(as other: NodeContext) -> Bool {
        environment == other.environment
            && navigation === other.navigation
            && presenter === other.presenter
    }
}

/// The values a view inherits from its ancestors. Objects injected with
/// `.environmentObject(_:)` are found here by their type.
public struct EnvironmentValues: Equatable {
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T, for type: T.Type) {
        objects[ObjectIdentifier(type)] = object
    }

    /// Environments are the same when they hold the same instances, not merely equal ones.
    public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        guard lhs.objects.count == rhs.objects.count else { return false }
        for (key, object) in lhs.objects where rhs.objects[key] !== object {
            return false
        }
        return true
    }
}
