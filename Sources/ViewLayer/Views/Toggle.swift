/// A labelled on/off control bound to a Boolean.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let backend = node.backend
        let value = node.track { isOn.currentValue }
        let state: BoundControlState<Bool>
        if let kept = node.primitiveState as? BoundControlState<Bool>, node.element != nil {
            state = kept
            state.binding = isOn
            state.update(to: value)
        } else {
            state = BoundControlState(binding: isOn, shown: value) { [unowned backend] element, isOn in
                backend.set(.toggle) { $0.toggleRendering.updateToggle(element, isOn: isOn) }
            }
            node.primitiveState = state
            let element = backend.make {
                $0.toggleRendering.makeToggle(isOn: value) { [weak state] newValue in state?.personChanged(to: newValue) }
            }
            node.setElement(element, holdsChildren: PrimitiveNode.controlHoldsChildren(labelledBy: Label.self))
            state.element = node.element
        }
        node.updateLabel(label, of: state)
        node.updateEnablement(&state.isEnabled)
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
