/// Controls drawn without their labels, where what they are is clear from around them:
///
///     VStack(alignment: .leading) {
///         Text("When do you want to wake up?")
///         DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
///             .labelsHidden()
///     }
///
/// A `Toggle`, `Picker`, `DatePicker`, `Slider` or `Stepper` in the view is drawn without its
/// label (GTK hides the label's widgets; a slider's minimum and maximum value labels stay). As in
/// SwiftUI, where "the label is still used for accessibility" (Apple's documentation of
/// `labelsHidden()`), the control keeps its label: `show` prints it, and a script or a test
/// addresses the control by it.
extension View {
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

private enum LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the controls below draw their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

/// What a backend does to hide a control's label.
@MainActor
public protocol LabelsRendering: RenderBackend {
    /// Hides, or shows again, the label of a toggle, picker, date picker, slider or stepper: its
    /// title or the elements of its label view, not a slider's value labels. The label's elements
    /// stay the control's children, which is how `show` still reads it.
    func setLabelsHidden(_ control: any RenderElement, _ hidden: Bool)
}

extension RenderBackend {
    var labelsRendering: any LabelsRendering { rendering(self as? any LabelsRendering, of: "labelsHidden()") }
}

extension PrimitiveNode {
    /// Hides or shows the control's label as the environment says, when it changed since `shown`.
    func updateLabelsHidden(_ shown: inout Bool) {
        let hidden = context.environment.labelsHidden
        guard hidden != shown, let element else { return }
        shown = hidden
        backend.set(.style) { $0.labelsRendering.setLabelsHidden(element, hidden) }
    }
}
