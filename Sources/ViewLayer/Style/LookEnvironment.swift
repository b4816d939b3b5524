// The environment values SwiftUI's look modifiers set, read by the views that draw: a text reads
// its font and colour where it is, as in SwiftUI, so a modifier adds no widget of its own.

private enum FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private enum FontWeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

private enum ItalicKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum MonospacedDigitKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum ForegroundPaintKey: EnvironmentKey {
    static var defaultValue: Paint? { nil }
}

private enum TintPaintKey: EnvironmentKey {
    static var defaultValue: Paint? { nil }
}

private enum LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private enum IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// The font texts below use where they set none: `.font(_:)` sets it.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Whether controls below can be used: `.disabled(true)` turns it off, and nothing turns it
    /// back on below.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// At most how many lines texts below take: `.lineLimit(_:)` sets it.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    var hasMonospacedDigits: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// The foreground style set above, resolved where it was set.
    var foregroundPaint: Paint? {
        get { self[ForegroundPaintKey.self] }
        set { self[ForegroundPaintKey.self] = newValue }
    }

    /// The tint set above, resolved where it was set; nil for the accent colour.
    var tintPaint: Paint? {
        get { self[TintPaintKey.self] }
        set { self[TintPaintKey.self] = newValue }
    }
}
