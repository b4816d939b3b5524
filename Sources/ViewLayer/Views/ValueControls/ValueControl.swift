/// What a `Slider` and a `Stepper` share: a number in a range, bound, whose element the backend
/// draws as the kind of control asked for (`ValueControlRendering`).
struct ValueControl {
    let kind: ValueControlKind
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    /// The value as the view shows it to a reader (`show`'s `| LABEL: <VALUE>`).
    let format: (Double) -> String
    let onEditingChanged: (Bool) -> Void
}

/// What a value control keeps: its bound value, and how it was last shown.
final class ValueControlState: BoundControlState<Double> {
    var range: ClosedRange<Double> = 0...1
    var step: Double?
    var formatted = ""
    var format: (Double) -> String = { "\($0)" }
    /// The view's `onEditingChanged`, as of its latest update.
    var editingChanged: (Bool) -> Void = { _ in }
    unowned let backend: CountedBackend

    init(binding: Binding<Double>, shown: Double, backend: CountedBackend) {
        self.backend = backend
        super.init(binding: binding, shown: shown)
    }

    /// Takes the view's latest range, step, format and editing action.
    func adopt(_ control: ValueControl, formatted: String) {
        range = control.range
        step = control.step
        self.formatted = formatted
        format = control.format
        editingChanged = control.onEditingChanged
    }

    /// `value` on the nearest of the control's steps from its lower bound, in its range, as a
    /// slider with a step moves.
    func snapped(_ value: Double) -> Double {
        guard let step, step > 0 else { return range.clamped(value) }
        let steps = ((value - range.lowerBound) / step).rounded()
        return range.clamped(range.lowerBound + steps * step)
    }

    /// Shows a value the binding kept instead of a person's, formatted as the view's latest
    /// update formats values.
    override func display(_ element: any RenderElement, _ value: Double) {
        let (range, step, formatted) = (range, step, format(value))
        backend.set(.toggle) { $0.valueControlRendering.updateValueControl(element, value: value, in: range, step: step, formatted: formatted) }
    }
}

extension PrimitiveNode {
    /// Brings a value control's element in line with `control`, and its label with `label`.
    /// `valueLabels`, a slider's, are laid out at the ends of its track.
    func updateValueControl<Label: View>(_ control: ValueControl, label: Label, valueLabels: [ChildSpec] = []) {
        // A value beyond the range is shown at its end; the binding keeps it. The layer's choice: no
        // source says what SwiftUI's slider shows.
        let shown = control.range.clamped(track { control.value.currentValue })
        let formatted = control.format(shown)
        let state: ValueControlState
        if let kept = primitiveState as? ValueControlState, let element {
            state = kept
            state.binding = control.value
            let isChanged = state.shown != shown || state.range != control.range || state.step != control.step || state.formatted != formatted
            state.adopt(control, formatted: formatted)
            if isChanged {
                state.shown = shown
                state.display(element, shown)
            }
        } else {
            state = ValueControlState(binding: control.value, shown: shown, backend: backend)
            primitiveState = state
            let made = backend.make {
                $0.valueControlRendering.makeValueControl(
                    control.kind, value: shown, in: control.range, step: control.step, formatted: formatted,
                    onChange: { [weak state] newValue in
                        guard let state else { return }
                        let snapped = state.snapped(newValue)
                        state.personChanged(to: snapped)
                        // Between steps, the control goes to the step the value took, which the
                        // update does not set, the state showing it already.
                        if snapped != newValue, state.shown == snapped, let element = state.element { state.display(element, snapped) }
                    },
                    onEditing: { [weak state] began in state?.editingChanged(began) }
                )
            }
            setElement(made, holdsChildren: !valueLabels.isEmpty || Self.controlHoldsChildren(labelledBy: Label.self))
            state.element = element
        }
        state.adopt(control, formatted: formatted)
        if valueLabels.isEmpty {
            updateLabel(label, of: state)
        } else {
            updateChildren(ChildSpec.content(label) + valueLabels)
        }
        updateLabelsHidden(&state.labelsHidden)
        updateEnablement(&state.isEnabled)
    }
}

/// A slider's minimum or maximum value label: its content, at one end of the track.
struct ValueLabelSlot<Content: View>: View, PrimitiveView {
    let content: Content
    let edge: ValueLabelEdge

    func update(_ node: PrimitiveNode, previous: Self?) {
        let edge = edge
        node.updateContainer(content) { $0.valueControlRendering.makeValueLabel(at: edge) }
    }
}

extension ClosedRange where Bound == Double {
    /// `value`, moved into the range if it lies outside, as a slider shows a value beyond its ends.
    func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}

/// How a slider's or a stepper's value reads when the view gives no format: as many decimals as
/// the step has, or up to two, trailing zeros dropped.
enum ValueControlFormat {
    static func decimal(step: Double?) -> (Double) -> String {
        let digits = step.map(decimals(of:)) ?? 2
        return { value in
            var text = String(format: "%.\(digits)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text == "-0" ? "0" : text
        }
    }

    /// The decimals a step needs: 0 for 1 or 5, 1 for 0.5, 2 for 0.25; at most 6.
    private static func decimals(of step: Double) -> Int {
        var digits = 0
        var scaled = abs(step)
        while digits < 6, (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            digits += 1
        }
        return digits
    }
}
