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
        // An alert's button dismisses it after its action runs.
        var action = action
        if let dismissal = node.context[ActionDismissalInput.self] {
            action = { [action] in
                action()
                dismissal()
            }
        }
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
        // Whether a custom style draws the button never changes for a node: the style's type is
        // the `.buttonStyle` call's, and choosing between two calls is a conditional, which is
        // another identity.
        if let style = node.context.environment.customButtonStyle {
            node.updateStyledButton(style, label: label, role: role, state: state)
        } else {
            node.updateLabel(label, of: state)
        }
        node.updateEnablement(&state.isEnabled)
        updateLook(node, state: state)
        // An alert's cancel button is what dismissing the alert presses.
        if role == .cancel, node.context[ActionDismissalInput.self] != nil {
            node.context[AlertCancellationInput.self]?.button = state
        }
    }

    /// Draws the role and style when they differ from what the element shows; a standard button,
    /// most of them, costs nothing.
    private func updateLook(_ node: PrimitiveNode, state: ActionState) {
        let environment = node.context.environment
        var look = ButtonLook(role: role, style: environment.buttonStyle)
        if look.style == .borderedProminent || look.style == .glassProminent { look.tint = environment.tintPaint }
        look.takesFocusOnClick = environment.buttonsTakeFocusOnClick
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
    /// The button's node when a custom style draws it, to run the style's body again when the
    /// button is pressed or released.
    weak var node: ViewNode?
    var isPressed = false
    var observesPresses = false
    /// The label a custom style's body shows.
    var label: ConfigurationContent?

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    override func nodeWasUninstalled() {
        action = {}
    }
}
