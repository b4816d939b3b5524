import ViewLayer

// The control case studies of issue 32: what a person's choice in a control does to identities.

/// A segmented `Picker` drives a `switch`: each case is an identity of its own, as in the
/// `switch` study, with a slider beside it whose value is only an input.
struct PickerSwitchStudy: View {
    enum Shape: String, CaseIterable, Identifiable {
        case circle = "Circle", square = "Square", star = "Star"
        var id: Self { self }
    }

    @State private var shape = Shape.circle
    @State private var size = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Shape", selection: $shape) {
                ForEach(Shape.allCases) { shape in
                    Text(shape.rawValue)
                }
            }
            .pickerStyle(.segmented)
            Slider(value: $size, in: 0...1, step: 0.25) { Text("Size") }
            switch shape {
            case .circle: LifecycleMonitor(title: "Circle")
            case .square: LifecycleMonitor(title: "Square")
            case .star: LifecycleMonitor(title: "Star")
            }
            Text("Size \(Int((size * 100).rounded()))%")
        }
    }
}

extension Experiment {
    static let pickerSwitch = Experiment(
        id: "picker-switch", title: "Picker + switch: each case an identity", seed: nil,
        root: { AnyView(PickerSwitchStudy()) }
    )
}
