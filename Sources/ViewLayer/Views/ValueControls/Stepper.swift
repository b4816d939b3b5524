/// A value a person moves by steps, up or down, within a range: bound to an integer or a
/// floating-point number.
///
///     @State private var guests = 2
///     Stepper("Guests: \(guests)", value: $guests, in: 1...12)
///
/// The label usually shows the value itself; GTK draws a `GtkSpinButton` after it, which shows
/// the number too. `show` prints `| LABEL: <VALUE>`.
public struct Stepper<Label: View>: View, PrimitiveView {
    let control: ValueControl
    let label: Label

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateValueControl(control, label: label)
    }

    init<V: Strideable & _ValueControlNumber>(
        value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: _ValueControlNumber {
        let isInteger = V.self is any BinaryInteger.Type
        let step = step._doubleValue
        // Without bounds, the type's own, as far as a `Double` tells them apart.
        let range = bounds.map { $0.lowerBound._doubleValue...$0.upperBound._doubleValue }
            ?? (isInteger ? Double(Int32.min)...Double(Int32.max) : -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        control = ValueControl(
            kind: .stepper, value: value.asDouble, range: range, step: step,
            format: isInteger ? { String(Int64($0.rounded())) } : ValueControlFormat.decimal(step: step), onEditingChanged: onEditingChanged
        )
        self.label = label
    }
}

extension Stepper {
    public init<V: Strideable & _ValueControlNumber>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: _ValueControlNumber {
        self.init(value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable & _ValueControlNumber>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: _ValueControlNumber {
        self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable & _ValueControlNumber>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: _ValueControlNumber {
        self.init(value: value, bounds: nil, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, V: Strideable & _ValueControlNumber>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: _ValueControlNumber {
        self.init(value: value, bounds: bounds, step: step, label: Text(title), onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable & _ValueControlNumber>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: _ValueControlNumber {
        self.init(value: value, bounds: nil, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable & _ValueControlNumber>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: _ValueControlNumber {
        self.init(value: value, bounds: bounds, step: step, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }
}
