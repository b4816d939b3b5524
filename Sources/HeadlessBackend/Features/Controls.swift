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

/// A control's own name for its element: recorded, the name it is found and shown by.
extension HeadlessBackend: AccessibleNameRendering {
    public func setAccessibleName(_ element: any RenderElement, _ name: String) {
        headless(element).accessibleName = name
    }
}
