/// A value of the environment, read from the view's ancestors: `@Environment(\.dismiss)`.
///
/// The value is looked up when the view is updated, before its body runs. A view's body runs
/// again when a value it declares changes, and not when other values of the environment do
/// (rule 4 applied to the environment).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        if let value { return value }
        RuntimeWarnings.report("Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update.", site: "\(keyPath)")
        return EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        let current = node.context.environment[keyPath: keyPath]
        value = current
        let reading = slot as? EnvironmentReading<Value> ?? EnvironmentReading(keyPath: keyPath)
        reading.value = current
        slot = reading
    }

    /// The value comes from the environment, not from the struct.
    static func isUnchanged(_ old: Environment, _ new: Environment) -> Bool { true }
}

/// Which value of the environment a view read, and what it was, so that a new environment
/// re-runs the view's body only when that value differs.
@MainActor
protocol EnvironmentDependency: AnyObject {
    func isAffected(by environment: EnvironmentValues) -> Bool
}

final class EnvironmentReading<Value>: EnvironmentDependency {
    let keyPath: KeyPath<EnvironmentValues, Value>
    var value: Value?

    init(keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    func isAffected(by environment: EnvironmentValues) -> Bool {
        guard let value else { return true }
        return !TypeLayout.areSameEnvironmentValues(value, environment[keyPath: keyPath])
    }
}
