/// What a node inherits from its ancestors: the environment, the navigation stack that links
/// push onto, and the element that sheets are presented from.
///
/// Every node holds one, and nearly all hold their parent's unchanged, so the values live in one
/// shared object, copied only when a modifier changes them.
@MainActor
struct NodeContext {
    private final class Values {
        var environment = EnvironmentValues()
        var navigation: NavigationCoordinator?
        var presenter: (any RenderElement)?

        func copy() -> Values {
            let copy = Values()
            copy.environment = environment
            copy.navigation = navigation
            copy.presenter = presenter
            return copy
        }
    }

    private var values = Values()

    var environment: EnvironmentValues {
        get { values.environment }
        set { mutate { $0.environment = newValue } }
    }

    var navigation: NavigationCoordinator? {
        get { values.navigation }
        set { mutate { $0.navigation = newValue } }
    }

    var presenter: (any RenderElement)? {
        get { values.presenter }
        set { mutate { $0.presenter = newValue } }
    }

    private mutating func mutate(_ change: (Values) -> Void) {
        if !isKnownUniquelyReferenced(&values) { values = values.copy() }
        change(values)
    }

    func isSame(as other: NodeContext) -> Bool {
        values === other.values
            || (environment == other.environment && navigation === other.navigation && presenter === other.presenter)
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
