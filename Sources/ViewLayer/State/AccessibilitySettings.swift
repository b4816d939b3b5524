/// The person's accessibility settings a view reads from its environment, as iOS code does to draw
/// itself for them:
///
///     @Environment(\.accessibilityDifferentiateWithoutColor) var differentiateWithoutColor
///     @Environment(\.accessibilityReduceMotion) var reduceMotion
///
/// Each is false unless set: the GNOME desktop's own settings (its reduced animations, a running
/// screen reader) are not read yet. Unlike SwiftUI's, which only the system sets, they can be set
/// with `.environment(_:_:)`, so that a test or a preview can draw a view for such a person.
private enum AccessibilityDifferentiateWithoutColorKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum AccessibilityReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum AccessibilityReduceTransparencyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum AccessibilityInvertColorsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum AccessibilityVoiceOverEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum AccessibilitySwitchControlEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the person asked for differences shown by more than colour (a shape, a symbol).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the person asked for less motion: fades rather than slides.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Whether the person asked for opaque backgrounds rather than translucent ones.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Whether the display's colours are inverted.
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }

    /// Whether a screen reader (VoiceOver on Apple's platforms) is reading the screen.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }

    /// Whether Switch Control drives the device.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }
}
