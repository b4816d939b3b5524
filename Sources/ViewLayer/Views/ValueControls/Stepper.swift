import Foundation

/// A value a person moves by steps, up or down, within a range: bound to an integer or a
/// floating-point number.
///
///     @State private var guests = 2
///     Stepper("Guests: \(guests)", value: $guests, in: 1...12)
///
/// The label usually shows the value itself; GTK draws a `GtkSpinButton` after it, which shows
/// the number too. `show` prints `| LABEL: <VALUE>`.
public struct Stepper<Label: View>: View, PrimitiveView {
    var control: ValueControl
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

/// A stepper that shows its value with a format style (iOS 16): the label and `show`'s value are
/// the style's text, as Apple's `init(value:step:format:label:onEditingChanged:)` displays "its
/// value with an applied format style".
///
///     Stepper(value: $ratio, in: 0...1, step: 0.25, format: .percent) { Text("Ratio") }
extension Stepper {
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint & _ValueControlNumber, F.FormatInput.Stride: _ValueControlNumber, F.FormatOutput == String {
        self.init(value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
        control = control.formatted(by: format)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint & _ValueControlNumber, F.FormatInput.Stride: _ValueControlNumber, F.FormatOutput == String {
        self.init(value: value, bounds: bounds, step: step, label: label(), onEditingChanged: onEditingChanged)
        control = control.formatted(by: format)
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint & _ValueControlNumber, F.FormatInput.Stride: _ValueControlNumber, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint & _ValueControlNumber, F.FormatInput.Stride: _ValueControlNumber, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// A stepper that runs your actions instead of changing a value: Apple's
/// `init(label:onIncrement:onDecrement:onEditingChanged:)`, whose documentation example wraps an
/// index through a list of colours. It has no value of its own: GTK's spin button rests at 0 and
/// goes back there after each step (one step up runs `onIncrement`, one down `onDecrement`);
/// `show` prints `| LABEL: <>`, and `set:LABEL=1` or `=-1` steps it once. A nil action disables
/// that direction, as SwiftUI disables its button.
extension Stepper {
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let steps = Binding<Double>(get: { 0 }, set: { value in
            if value > 0 { onIncrement?() } else if value < 0 { onDecrement?() }
        })
        control = ValueControl(
            kind: .stepper, value: steps, range: (onDecrement == nil ? 0 : -1)...(onIncrement == nil ? 0 : 1), step: 1,
            format: { _ in "" }, onEditingChanged: onEditingChanged
        )
        self.label = label()
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension ValueControl {
    /// The same control, its value shown by `format` (the value converted to the style's input).
    func formatted<F: FormatStyle>(by format: F) -> ValueControl where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        ValueControl(
            kind: kind, value: value, range: range, step: step, format: { format.format(F.FormatInput($0)) },
            onEditingChanged: onEditingChanged
        )
    }
}
