/// What a backend does to show a control disabled (`.disabled(true)`): greyed, and deaf to input.
@MainActor
public protocol EnablementRendering: RenderBackend {
    func setEnabled(_ element: any RenderElement, _ isEnabled: Bool)
}

extension RenderBackend {
    var enablementRendering: any EnablementRendering { rendering(self as? any EnablementRendering, of: "disabled") }
}

extension PrimitiveNode {
    /// Enables or disables the control's element as the environment says, when `shown` differs:
    /// controls start enabled, so an enabled control costs nothing.
    func updateEnablement(_ shown: inout Bool) {
        let isEnabled = context.environment.isEnabled
        guard isEnabled != shown, let element else { return }
        shown = isEnabled
        backend.set(.style) { $0.enablementRendering.setEnabled(element, isEnabled) }
    }
}
