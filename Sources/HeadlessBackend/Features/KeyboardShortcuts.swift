import ViewLayer

/// Keyboard shortcuts: recorded on the control they use, as there is no keyboard.
extension HeadlessBackend: KeyboardShortcutRendering {
    public func setKeyboardShortcut(_ shortcut: KeyboardShortcut?, of element: any RenderElement) {
        headless(element).keyboardShortcut = shortcut
    }
}
