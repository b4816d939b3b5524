/// A value owned by a view's identity, kept across rebuilds of the view struct.
///
/// Storage is attached when the view is installed, from the value the struct carries then;
/// values carried by later structs are ignored (rule 2). Assigning the property before install,
/// in the view's `init`, does nothing (rule 3): use `_value = State(initialValue:)` there instead.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private var box: StateBox<Value>?
    private let declaration: String

    public init(wrappedValue value: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        initialValue = value
        declaration = "\(fileID):\(line)"
    }

    public init(initialValue value: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(wrappedValue: value, fileID: fileID, line: line)
    }

    public var wrappedValue: Value {
        get {
            guard let box else {
                RuntimeWarnings.report("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.", site: declaration)
                return initialValue
            }
            return box.read()
        }
        nonmutating set {
            // Before install there is no storage to write to: the write is dropped, as in SwiftUI.
            box?.write(newValue)
        }
    }

    /// A binding to the stored value. Making it does not read the value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(source: box, get: { box.read() }, set: { box.write($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// An optional `@State` declared without a value starts as `nil`. (No source location here:
    /// a defaulted argument would make the compiler use this for every `@State` without a value.)
    public init() {
        initialValue = nil
        declaration = "State<\(Value.self)> declared without an initial value"
    }
}

extension State: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        if let existing = slot as? StateBox<Value> {
            box = existing
        } else {
            let created = StateBox(initialValue, site: site.description)
            slot = created
            box = created
        }
    }

    /// The value lives in the graph, so what a new struct carries makes no difference.
    static func isUnchanged(_ old: State, _ new: State) -> Bool { true }
}
