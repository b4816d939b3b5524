/// What a node inherits from its ancestors: the environment, the navigation stack that links
/// push onto, and the element that sheets are presented from.
///
/// Every node holds one, and nearly all hold their parent's unchanged, so the values live in one
/// shared object, copied only when a modifier changes them.
@MainActor
struct NodeContext {
    private final class Values {
        var environment = EnvironmentValues()
        /// Weak: the stack's node owns it, and it holds its pages, whose contexts hold it.
        weak var navigation: NavigationCoordinator?
        var presenter: (any RenderElement)?
        var scrollPosition: ScrollPosition?
        var lazyRows: LazyRows?

        func copy() -> Values {
            let copy = Values()
            copy.environment = environment
            copy.navigation = navigation
            copy.presenter = presenter
            copy.scrollPosition = scrollPosition
            copy.lazyRows = lazyRows
            return copy
        }
    }

    private var values = Values()

    /// A context holding nothing, shared: what a node let go of keeps.
    static let empty = NodeContext()

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

    /// Where the nearest scroll view around is scrolled to.
    var scrollPosition: ScrollPosition? {
        get { values.scrollPosition }
        set { mutate { $0.scrollPosition = newValue } }
    }

    /// The lazy stack whose rows a `ForEach` placed in it builds only near the viewport.
    var lazyRows: LazyRows? {
        get { values.lazyRows }
        set { mutate { $0.lazyRows = newValue } }
    }

    private mutating func mutate(_ change: (Values) -> Void) {
        if !isKnownUniquelyReferenced(&values) { values = values.copy() }
        change(values)
    }

    func isSame(as other: NodeContext) -> Bool {
        values === other.values
            || (environment.isSame(as: other.environment) && navigation === other.navigation && presenter === other.presenter
                && scrollPosition === other.scrollPosition && lazyRows === other.lazyRows)
    }
}
