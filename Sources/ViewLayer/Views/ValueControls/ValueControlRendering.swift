/// What a backend does to show a `Slider` or a `Stepper`: a number in a range, which a person
/// changes by dragging it or by steps.
@MainActor
public protocol ValueControlRendering: RenderBackend {
    /// A control of `kind` showing `value` in `range`, moved by `step` when there is one, its
    /// label the elements inserted into it. `formatted` is the value as the view shows it to a
    /// reader. `onChange` tells a person's new value; `onEditing` that they began (true) or ended
    /// (false) changing it, as a slider's drag does.
    func makeValueControl(
        _ kind: ValueControlKind, value: Double, in range: ClosedRange<Double>, step: Double?, formatted: String,
        onChange: @escaping @MainActor (Double) -> Void, onEditing: @escaping @MainActor (Bool) -> Void
    ) -> any RenderElement
    func updateValueControl(_ element: any RenderElement, value: Double, in range: ClosedRange<Double>, step: Double?, formatted: String)
    /// A slider's `minimumValueLabel` or `maximumValueLabel`, at its `edge`: its content the
    /// elements inserted into it.
    func makeValueLabel(at edge: ValueLabelEdge) -> any RenderElement
}

/// Which control a value control is.
public enum ValueControlKind: Sendable {
    case slider, stepper
}

/// Where a slider's value label goes: before the track (the minimum) or after it.
public enum ValueLabelEdge: Sendable {
    case minimum, maximum
}

extension RenderBackend {
    var valueControlRendering: any ValueControlRendering { rendering(self as? any ValueControlRendering, of: "Slider and Stepper") }
}
