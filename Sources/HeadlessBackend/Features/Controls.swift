import ViewLayer

/// `.disabled(_:)`: a control records whether it can be used.
extension HeadlessBackend: EnablementRendering {
    public func setEnabled(_ element: any RenderElement, _ isEnabled: Bool) {
        headless(element).isEnabled = isEnabled
    }
}

/// A button's role and style, recorded.
extension HeadlessBackend: ButtonLookRendering {
    public func setButtonLook(_ element: any RenderElement, _ look: ButtonLook) {
        headless(element).buttonLook = look
    }
}

/// `.accessibilityLabel(_:)`: recorded, the name a control is found and shown by.
extension HeadlessBackend: AccessibilityRendering {
    public func setAccessibilityLabel(_ element: any RenderElement, _ label: String) {
        headless(element).accessibilityLabel = label
    }
}
