/// A read-write reference to a value owned by someone else: a `@State`, an observed object's
/// property, or anything with a getter and a setter.
///
/// Reading `wrappedValue` in a body is a read of the source; passing the binding on is not.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    /// Set for bindings whose reads the graph tracks, so that a view holding a binding to the
    /// same storage with the same value need not be re-evaluated to see changes.
    private let identity: BindingIdentity?
    /// The value the binding was made with, or was last given when the view holding it was
    /// updated (rule 14).
    private var value: Value
    /// The `@State` storage behind the binding, when there is one.
    private let source: StateSource?
    /// The view whose `@Binding` property this is, once linked: a read of the binding during an
    /// update, wherever it happens, makes that view depend on the source, as a `@State` read
    /// makes its declaring view (rule 15).
    private var holder: BindingHolder?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
        identity = nil
        value = get()
        source = nil
    }

    init(source: AnyObject, path: AnyKeyPath? = nil, value: Value, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
        identity = BindingIdentity(source: ObjectIdentifier(source), path: path)
        self.value = value
        self.source = source as? StateSource
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value. While the graph is updating, the value the binding carries (what its
    /// source held when the binding was made or its holder last updated), as `State` does
    /// (rule 15); elsewhere, the source's current value. Either way, reading it in a body makes
    /// the source a dependency.
    public var wrappedValue: Value {
        get {
            guard GraphUpdate.isActive else { return getValue() }
            if let source {
                source.didRead(through: holder?.node)
            } else {
                // An observable object's property, say: reading it records the dependency.
                _ = getValue()
            }
            return value
        }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// The source's current value, read as a dependency of the node being updated: what a
    /// built-in view's update reads, since it is brought in line with the source whenever the
    /// source changes, whether or not its parent made a new binding.
    var currentValue: Value { getValue() }

    /// The same binding seen through a conversion, as a slider sees a bound `Float` as a
    /// `Double`: reads and writes go to the source, and the graph tracks it as it tracks this one.
    /// A value `setIfValid` gives nil for, as a text a format cannot read, is not written.
    func mapped<Other>(get: @escaping (Value) -> Other, setIfValid: @escaping (Other) -> Value?) -> Binding<Other> {
        let getValue = getValue
        let setValue = setValue
        return Binding<Other>(
            identity: identity, value: get(value), source: source, holder: holder,
            get: { get(getValue()) }, set: { if let converted = setIfValid($0) { setValue(converted) } }
        )
    }

    /// The same for a conversion that always succeeds.
    func mapped<Other>(get: @escaping (Value) -> Other, set: @escaping (Other) -> Value) -> Binding<Other> {
        mapped(get: get, setIfValid: { set($0) })
    }

    /// A binding to a property of the bound value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = getValue
        let set = setValue
        let derived = { () -> Subject in get()[keyPath: keyPath] }
        let write = { (newValue: Subject) in
            var value = get()
            value[keyPath: keyPath] = newValue
            set(value)
        }
        let carried = value[keyPath: keyPath]
        return Binding<Subject>(identity: identity?.appending(keyPath), value: carried, source: source, holder: holder, get: derived, set: write)
    }

    private init(
        identity: BindingIdentity?, value: Value, source: StateSource?, holder: BindingHolder?,
        get: @escaping () -> Value, set: @escaping (Value) -> Void
    ) {
        getValue = get
        setValue = set
        self.identity = identity
        self.value = value
        self.source = source
        self.holder = holder
    }
}

extension Binding: GraphProperty {
    /// A view holding a binding sees its source's value as of its own update, as SwiftUI
    /// refreshes a `@Binding` property before the body runs. Properties are linked before the
    /// body's reads are recorded, so this is no read: passing a binding on is not one.
    @MainActor mutating func link(_ slot: inout AnyObject?, in node: ViewNode, site: PropertySite) {
        value = getValue()
        let holder = slot as? BindingHolder ?? BindingHolder(node)
        slot = holder
        self.holder = holder
    }

    /// Bindings to one source are the same only when they carry the same value (rule 14): a
    /// child holding a binding it never reads is re-evaluated when the bound value changes,
    /// which is SwiftUI's cost, reproduced.
    static func isUnchanged(_ old: Binding, _ new: Binding) -> Bool {
        makeUnchangedComparator()(old, new)
    }

    /// Compares the carried values with the value type's layout, looked up once.
    static func makeUnchangedComparator() -> @MainActor (Binding, Binding) -> Bool {
        let layout = TypeLayout.of(Value.self)
        return { old, new in
            guard let identity = old.identity, identity == new.identity else { return false }
            return layout.isSame(old.value, new.value)
        }
    }
}

/// The node of the view holding a `@Binding`, kept in the property's slot: made once.
final class BindingHolder {
    weak var node: ViewNode?

    init(_ node: ViewNode) { self.node = node }
}

/// Which tracked source and which part of it a binding refers to.
struct BindingIdentity: Hashable {
    var source: ObjectIdentifier
    var path: AnyKeyPath?

    func appending(_ keyPath: AnyKeyPath) -> BindingIdentity {
        BindingIdentity(source: source, path: path.flatMap { $0.appending(path: keyPath) } ?? keyPath)
    }
}

/// An optional binding in the environment (`\.editMode`), compared as its binding is: two
/// bindings to one source carrying the same value are the same, so a reader of the key is not
/// updated when another key changes.
protocol OptionalBindingValue {
    @MainActor static func makeEnvironmentComparator() -> @MainActor (Self, Self) -> Bool
}

extension Optional: OptionalBindingValue where Wrapped: BindingValue {
    @MainActor static func makeEnvironmentComparator() -> @MainActor (Self, Self) -> Bool {
        let same = Wrapped.makeSameComparator()
        return { old, new in
            switch (old, new) {
            case (nil, nil): true
            case let (old?, new?): same(old, new)
            default: false
            }
        }
    }
}

/// A binding, of whatever value.
protocol BindingValue {
    @MainActor static func makeSameComparator() -> @MainActor (Self, Self) -> Bool
}

extension Binding: BindingValue {
    @MainActor static func makeSameComparator() -> @MainActor (Binding, Binding) -> Bool {
        makeUnchangedComparator()
    }
}

extension Binding {
    /// The same binding, whose writes are a transaction with `animation`, as if each were made
    /// in `withAnimation(animation) { … }` (Apple's `Binding.animation(_:)`): Landmarks'
    /// `editMode?.animation().wrappedValue = .inactive`, a toggle's `isOn: $isShown.animation()`.
    /// Reads are the binding's own.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// The same binding, whose writes are made in `transaction` (Apple's `Binding.transaction(_:)`).
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let setValue = setValue
        return Binding(
            identity: identity, value: value, source: source, holder: holder,
            get: getValue, set: { newValue in withTransaction(transaction) { setValue(newValue) } }
        )
    }
}
