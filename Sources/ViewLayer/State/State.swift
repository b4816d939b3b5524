/// A value owned by a view's identity, kept across rebuilds of the view struct.
///
/// Storage is attached when the view is installed, from the value the struct carries then;
/// values carried by later structs are ignored (rule 2). Assigning the property before install,
/// in the view's `init`, does nothing (rule 3): use `_value = State(initialValue:)` there instead.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Before install, the initial value. Once linked, the value the storage held when this
    /// struct was last updated: what reads during an update see (rule 15).
    private var held: Held
    private var box: StateBox<Value>?
    private let declaration: String

    private enum Held {
        case value(Value)
        /// A class's initial value expression, left to run at install (iOS 27's behaviour).
        case madeAtInstall(() -> Value)
    }

    private var value: Value {
        switch held {
        case .value(let value): value
        case .madeAtInstall(let make): make()
        }
    }

    public init(wrappedValue value: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        held = .value(value)
        declaration = "\(fileID):\(line)"
    }

    /// A class in `@State`. Built with Xcode 27 (back to iOS 17), SwiftUI runs `makeValue` once
    /// per identity, when the view is installed, as `@StateObject` does; before, it ran at every
    /// construction of the view struct, and the instances after the first were discarded (rule
    /// 7). A graph following iOS 27 does the former, others the latter (rule 20; WWDC26 "What's
    /// new in SwiftUI", 22:57–23:36; nilcoalescing.com, "Initializing @Observable classes with the
    /// @State macro in Xcode 27").
    ///
    ///     @State private var model = LibraryModel()  // with `.ios27`: made once, at install
    ///
    /// A view struct is made while a graph updates, and follows that graph's release; one made
    /// outside any update (the root view handed to `mount`) follows the standard release.
    public init(wrappedValue makeValue: @autoclosure @escaping () -> Value, fileID: StaticString = #fileID, line: UInt = #line) where Value: AnyObject {
        declaration = "\(fileID):\(line)"
        held = ViewGraph.releaseOfViewsBeingMade.makesStateObjectsOncePerIdentity ? .madeAtInstall(makeValue) : .value(makeValue())
    }

    /// A class in `@State`, set in the view's `init`: made once per identity under iOS 27, as
    /// `init(wrappedValue:)` says.
    public init(initialValue makeValue: @autoclosure @escaping () -> Value, fileID: StaticString = #fileID, line: UInt = #line) where Value: AnyObject {
        self.init(wrappedValue: makeValue(), fileID: fileID, line: line)
    }

    public init(initialValue value: Value, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(wrappedValue: value, fileID: fileID, line: line)
    }

    /// The value. While the graph is updating (a body, or content a primitive builds, such as a
    /// sheet's), this is the value the struct was given when it was last updated, as SwiftUI
    /// returns it, even if the storage has changed since; elsewhere (actions, tasks, callbacks)
    /// it is the storage's current value. So a sheet whose presenter never reads the state
    /// shows the value from the presenter's last body: the stale sheet (rule 15).
    public var wrappedValue: Value {
        get {
            guard let box else {
                RuntimeWarnings.report("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.", site: declaration)
                return value
            }
            guard GraphUpdate.isActive else { return box.read() }
            box.didReadThroughView()
            return value
        }
        nonmutating set {
            // Before install there is no storage to write to: the write is dropped, as in SwiftUI.
            box?.write(newValue)
        }
    }

    /// A binding to the stored value, carrying the value `wrappedValue` would return now.
    /// Making it does not read the value.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(value) }
        return Binding(source: box, value: GraphUpdate.isActive ? value : box.currentValue, get: { box.readForBinding() }, set: { box.write($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// An optional `@State` declared without a value starts as `nil`. (No source location here:
    /// a defaulted argument would make the compiler use this for every `@State` without a value.)
    public init() {
        held = .value(nil)
        declaration = "State<\(Value.self)> declared without an initial value"
    }
}

extension State: GraphProperty {
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        if let existing = slot as? StateBox<Value> {
            box = existing
            held = .value(existing.valueForUpdate)
        } else {
            let created = StateBox(value, site: site.description, owner: node)
            slot = created
            box = created
            held = .value(created.valueForUpdate)
        }
    }

    /// The value lives in the graph, so what a new struct carries makes no difference.
    static func isUnchanged(_ old: State, _ new: State) -> Bool { true }
}
