/// A value in a range that a person drags along a track, bound to a floating-point number.
///
///     @State private var volume = 0.5
///     Slider(value: $volume, in: 0...1) { Text("Volume") }
///
///     Slider(value: $celsius, in: -10...40, step: 0.5) {
///         Text("Temperature")
///     } minimumValueLabel: {
///         Image(systemName: "snowflake")
///     } maximumValueLabel: {
///         Image(systemName: "sun.max")
///     }
///
/// With a step, the value moves by whole steps from the lower bound (Apple's
/// `Slider(value:in:step:)`: "step: The distance between each valid value"). `onEditingChanged` is told
/// `true` when a person starts dragging and `false` when they let go, around the value's writes.
/// GTK draws a `GtkScale`, its label before it; `show` prints `| LABEL: <VALUE>`.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let control: ValueControl
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    func update(_ node: PrimitiveNode, previous: Self?) {
        var valueLabels: [ChildSpec] = []
        if let minimumValueLabel { valueLabels.append(ChildSpec(key: .explicit("minimumValueLabel"), view: ValueLabelSlot(content: minimumValueLabel, edge: .minimum))) }
        if let maximumValueLabel { valueLabels.append(ChildSpec(key: .explicit("maximumValueLabel"), view: ValueLabelSlot(content: maximumValueLabel, edge: .maximum))) }
        node.updateValueControl(control, label: label, valueLabels: valueLabels)
    }

    init<V: BinaryFloatingPoint & _ValueControlNumber>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
        minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        let step = step.map { Double($0) }
        control = ValueControl(
            kind: .slider, value: value.asDouble, range: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step,
            format: ValueControlFormat.decimal(step: step), onEditingChanged: onEditingChanged
        )
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint & _ValueControlNumber>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint & _ValueControlNumber>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint & _ValueControlNumber>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint & _ValueControlNumber>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint & _ValueControlNumber>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged
        )
    }

    public init<V: BinaryFloatingPoint & _ValueControlNumber>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged
        )
    }
}
