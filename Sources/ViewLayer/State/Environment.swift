/// A value of the environment, read from the view's ancestors: `@Environment(\.dismiss)`, or an
/// `@Observable` object put there with `.environment(model)`: `@Environment(Model.self)`.
///
/// The value is looked up when the view is updated, before its body runs. A view's body runs
/// again when a value it declares changes, and not when other values of the environment do
/// (rule 4 applied to the environment). An object's properties are dependencies as the body
/// reads them, as with `@Observable` anywhere.
///
///     @Observable final class Library { var books: [String] = [] }
///
///     struct Shelf: View {
///         @Environment(Library.self) private var library
///         var body: some View { Text("\(library.books.count) books") }
///     }
///
///     Shelf().environment(Library())
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Lookup {
        /// A value every environment has: the key's default unless an ancestor set one.
        case value(KeyPath<EnvironmentValues, Value>)
        /// An object an ancestor must have put there.
        case object(KeyPath<EnvironmentValues, Value?>, missingMessage: String)
    }

    private let lookup: Lookup
    private var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        lookup = .value(keyPath)
    }

    /// The `@Observable` object of this type that an ancestor put in the environment with
    /// `.environment(_:)`. Without one, the view shows SwiftUI's message instead of its body,
    /// and the message is reported once, where SwiftUI stops the app.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        lookup = .object(
            \EnvironmentValues.[observable: ObservableObjectKey<Value>()],
            missingMessage: "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
        )
    }

    /// The `@Observable` object of this type that an ancestor put in the environment, or nil.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        lookup = .value(\EnvironmentValues.[observable: ObservableObjectKey<Object>()])
    }

    public var wrappedValue: Value {
        if let value { return value }
        switch lookup {
        case .value(let keyPath):
            RuntimeWarnings.report("Accessing Environment<\(Value.self)>'s value outside of being installed on a View. This will always read the default value and will not update.", site: "\(keyPath)")
            return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let missingMessage):
            // Only reachable outside a view's body: a view missing its object shows the message
            // instead of running its body.
            fatalError(missingMessage)
        }
    }
}

extension Environment: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        switch lookup {
        case .value(let keyPath):
            // Read as the body's reads are, so that a value a scene keeps as state (its phase, its
            // size classes) makes the view depend on it.
            let current = node.recordingReads { node.context.environment[keyPath: keyPath] }
            value = current
            let reading = slot as? EnvironmentReading<Value> ?? EnvironmentReading(keyPath: keyPath)
            reading.value = current
            slot = reading
        case .object(let keyPath, let missingMessage):
            let current = node.context.environment[keyPath: keyPath]
            value = current
            // Read as an optional, so that an object put there later runs the body again.
            let reading = slot as? EnvironmentReading<Value?> ?? EnvironmentReading(keyPath: keyPath)
            reading.value = current
            slot = reading
            if current == nil {
                node.userView?.missingEnvironmentObject = missingMessage
                RuntimeWarnings.report(missingMessage, site: site.description)
            }
        }
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
    /// How two values of the key compare, worked out once: every environment change asks it of
    /// every reader.
    private let isSame: @MainActor (Value, Value) -> Bool

    init(keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        isSame = TypeLayout.environmentComparator(for: Value.self)
    }

    func isAffected(by environment: EnvironmentValues) -> Bool {
        guard let value else { return true }
        return !isSame(value, environment[keyPath: keyPath])
    }
}
