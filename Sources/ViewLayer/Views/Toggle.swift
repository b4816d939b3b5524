/// A labelled on/off control bound to a Boolean.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func update(_ node: ViewNode, previous: Self?) {
        let backend = node.graph.backend
        let value = node.track { isOn.currentValue }
        if let state = node.primitiveState as? ToggleState, let element = node.element {
            state.binding = isOn
            if state.shown != value {
                state.shown = value
                backend.updateToggle(element, isOn: value)
            }
        } else {
            let state = ToggleState(binding: isOn, shown: value)
            node.primitiveState = state
            node.setElement(backend.makeToggle(isOn: value) { [weak state, unowned backend] newValue in
                guard let state, state.shown != newValue else { return }
                // What the control shows changed already; the binding's owner catches up. A binding
                // that refuses the change (a constant) makes the control show its value again.
                state.shown = newValue
                state.binding.wrappedValue = newValue
                let kept = state.binding.wrappedValue
                if kept != newValue, let element = state.element {
                    state.shown = kept
                    backend.updateToggle(element, isOn: kept)
                }
            }, holdsChildren: true)
            state.element = node.element
        }
        node.updateChildren(ChildSpec.content(label))
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

private final class ToggleState {
    var binding: Binding<Bool>
    var shown: Bool
    weak var element: (any RenderElement)?

    init(binding: Binding<Bool>, shown: Bool) {
        self.binding = binding
        self.shown = shown
    }
}
