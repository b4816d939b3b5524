/// A control that performs an action when activated.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label
    var role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state: ActionState
        if let kept = node.primitiveState as? ActionState {
            state = kept
            state.action = action
        } else {
            state = ActionState(action)
            node.primitiveState = state
            // The element holds the state (nothing refers back to the element), so no weak reference
            // is needed, and none costs the state a side table.
            node.setElement(node.backend.make { $0.makeButton { state.action() } }, holdsChildren: PrimitiveNode.controlHoldsChildren(labelledBy: Label.self))
        }
        node.updateLabel(label, of: state)
        node.updateEnablement(&state.isEnabled)
        updateLook(node, state: state)
    }

    /// Draws the role and style when they differ from what the element shows; a standard button,
    /// most of them, costs nothing.
    private func updateLook(_ node: PrimitiveNode, state: ActionState) {
        let environment = node.context.environment
        var look = ButtonLook(role: role, style: environment.buttonStyle)
        if look.style == .borderedProminent || look.style == .glassProminent { look.tint = environment.tintPaint }
        guard look != state.look, let element = node.element else { return }
        state.look = look
        node.backend.set(.style) { $0.buttonLookRendering.setButtonLook(element, look) }
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// The latest action of a control: the element calls through it, so a new closure from a
/// re-evaluated body never needs to reach the backend.
final class ActionState: ElementHeldState, TitledControlState {
    var action: @MainActor () -> Void
    var title: ControlTitle?
    var isEnabled = true
    var look = ButtonLook.standard

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    override func nodeWasUninstalled() {
        action = {}
    }
}
