/// What a node inherits from its ancestors: the environment, and the inputs views hand down to
/// the views below them under keys of their own (`NodeInputKey`): the navigation stack links push
/// onto, the element sheets are presented from, the scroll view around, the lazy container whose
/// rows a `ForEach` places. A feature adds a key where it lives, with no change here.
///
/// Every node holds one, and nearly all hold their parent's unchanged, so the values live in one
/// shared object, copied only when a modifier changes them.
@MainActor
struct NodeContext {
    private final class Values {
        var environment = EnvironmentValues()
        var inputs = NodeInputs()

        func copy() -> Values {
            let copy = Values()
            copy.environment = environment
            copy.inputs = inputs
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

    /// The input under `key`, as the nearest view above that set it left it; nil where none did.
    subscript<Key: NodeInputKey>(key: Key.Type) -> Key.Value? {
        get { values.inputs[key] }
        set { mutate { $0.inputs[key] = newValue } }
    }

    private mutating func mutate(_ change: (Values) -> Void) {
        if !isKnownUniquelyReferenced(&values) { values = values.copy() }
        change(values)
    }

    /// Which shared values the context holds: two contexts of the same identity are the same.
    var identity: ObjectIdentifier { ObjectIdentifier(values) }

    func isSame(as other: NodeContext) -> Bool {
        values === other.values || (environment.isSame(as: other.environment) && values.inputs.isSame(as: other.values.inputs))
    }
}
