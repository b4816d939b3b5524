/// How much room a window gives along an axis, as iOS sizes its windows: `compact` for an iPhone
/// held upright, `regular` for an iPad's.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

private enum HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private enum VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// The window's horizontal size class: `.regular`. This is the layer's choice, not Apple's
    /// (a desktop window is sized like an iPad's, and code written for both shows its wide
    /// layout); issue 32 follows the window's width.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The window's vertical size class: `.regular`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
