/// A value within a range, shown as a level: `Gauge(value: battery) { Text("Battery") }`.
///
/// GTK draws it as its progress (a `GtkProgressBar` filled to the value's place in the range,
/// beside the label), which is how GNOME shows a level that only the program changes; the
/// current value's label follows it, and the range's labels sit at its ends. `show` prints it as
/// a progress view: `Battery: 40%`. A gauge style chooses nothing here (`.gaugeStyle(_:)`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    public init<V: BinaryFloatingPoint>(
        value: V,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        // A value outside the range is shown at its end: the layer's choice, as Apple's
        // documentation does not say what a gauge shows for one.
        fraction = span > 0 ? min(max(Double((value - bounds.lowerBound) / span), 0), 1) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let gauge = VStack(alignment: .leading, spacing: 4) {
            ProgressView(value: fraction) { label }
            HStack {
                minimumValueLabel
                Spacer()
                currentValueLabel
                Spacer()
                maximumValueLabel
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        node.updateChildren(ChildSpec.content(gauge))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// How a gauge is drawn: `.gaugeStyle(.accessoryCircular)`.
public struct GaugeStyle: Hashable, Sendable {
    let name: String

    public static let automatic = GaugeStyle(name: "automatic")
    public static let linearCapacity = GaugeStyle(name: "linearCapacity")
    public static let accessoryLinear = GaugeStyle(name: "accessoryLinear")
    public static let accessoryLinearCapacity = GaugeStyle(name: "accessoryLinearCapacity")
    public static let accessoryCircular = GaugeStyle(name: "accessoryCircular")
    public static let accessoryCircularCapacity = GaugeStyle(name: "accessoryCircularCapacity")
}

extension View {
    /// Accepted, no effect on Linux: GTK draws every gauge as a progress bar.
    public func gaugeStyle(_ style: GaugeStyle) -> Self { self }
}
