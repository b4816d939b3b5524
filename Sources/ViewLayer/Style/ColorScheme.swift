/// Whether the window is drawn light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

private enum ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// Whether the views are drawn light or dark: `@Environment(\.colorScheme)`. The renderer that
    /// mounts the views sets it (GTK from the style in use); headless it is `.light`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Accepted, no effect on Linux: the desktop's style decides.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
}
