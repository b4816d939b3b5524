/// A view's state that a gesture sets while a person performs it, and that goes back to its
/// initial value when the gesture ends or is cancelled (Apple's `GestureState`: it "updates a
/// property while the user performs a gesture and resets the property back to its initial
/// state when the gesture ends").
///
///     @GestureState private var offset = CGSize.zero
///
///     Circle()
///         .offset(offset)
///         .gesture(DragGesture().updating($offset) { value, offset, _ in offset = value.translation })
///
/// It belongs to the view's identity, as `@State` does, and the views whose bodies read it
/// update on each change and on the reset. Only a gesture's `updating(_:body:)` writes it: its
/// `wrappedValue` cannot be set, as in SwiftUI, so there is nothing to warn about.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    @State private var value: Value
    /// The value the state goes back to: the one it was given when its view was installed.
    @State private var initialValue: Value
    let resetTransaction: Transaction
    /// Called at each reset, with the value then: `init(wrappedValue:reset:)`'s closure.
    private var resetAction: ((Value, inout Transaction) -> Void)?

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// `resetTransaction` is the transaction the reset is made in: an animation of its own.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        _value = State(initialValue: wrappedValue)
        _initialValue = State(initialValue: wrappedValue)
        self.resetTransaction = resetTransaction
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// `reset` is called at each reset, with the value being reset and the transaction it is
    /// made in, which it may change (Apple's `init(wrappedValue:reset:)`).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
        resetAction = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value { value }

    /// What `updating(_:body:)` is given.
    public var projectedValue: GestureState<Value> { self }

    /// The value now, outside the graph's update: what a gesture's callback changes.
    var currentValue: Value { $value.wrappedValue }

    func write(_ newValue: Value, _ transaction: Transaction) {
        let binding = $value
        if transaction.animation == nil {
            binding.wrappedValue = newValue
        } else {
            withTransaction(transaction) { binding.wrappedValue = newValue }
        }
    }

    /// Puts the state back to its initial value, in the reset transaction.
    func reset() {
        var transaction = resetTransaction
        resetAction?(currentValue, &transaction)
        write($initialValue.wrappedValue, transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
