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
            || (environment.isSame(as: other.environment) && navigation === other.navigation && presenter === other.presenter)
    }
}
