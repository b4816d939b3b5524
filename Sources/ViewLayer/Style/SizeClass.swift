/// How much room a window gives along an axis, as iOS sizes its windows: `compact` for an iPhone
/// held upright, `regular` for an iPad's.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The horizontal class of a window `width` points wide: compact below 678 points. This is
    /// the layer's reading of the widths iPadOS gives its windows (a desktop window is sized as an
    /// iPad's, not a phone's): every iPad window up to 639 points wide is horizontally compact
    /// (Slide Over, 320 or 375; a narrow Split View, 438 to 639), and the narrowest regular one is
    /// the half of a 12.9-inch iPad Pro in landscape, 678. Apple documents the classes per device
    /// and mode (Human Interface Guidelines, Layout, "Device size classes"), not a width.
    public static func horizontal(forWidth width: Double) -> UserInterfaceSizeClass {
        width < compactWidthLimit ? .compact : .regular
    }

    /// The vertical class of a window `height` points high: compact below 480 points. Only an
    /// iPhone in landscape (320 to 430 points high) is vertically compact; every iPad window,
    /// 768 points high or more, is regular (the layer's reading of the same table).
    public static func vertical(forHeight height: Double) -> UserInterfaceSizeClass {
        height < compactHeightLimit ? .compact : .regular
    }

    /// The narrowest regular width, in points.
    public static let compactWidthLimit = 678.0
    /// The lowest regular height, in points.
    public static let compactHeightLimit = 480.0
}

/// A size class given with `.environment(_:_:)`, nil included: a struct, as a double optional
/// read back from the environment's storage would be found where nothing was stored.
private struct GivenSizeClass: Hashable {
    var value: UserInterfaceSizeClass?
}

private enum HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: GivenSizeClass? { nil }
}

private enum VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: GivenSizeClass? { nil }
}

extension EnvironmentValues {
    /// The window's horizontal size class: in a GTK window, `.compact` while it is narrower than
    /// `UserInterfaceSizeClass.compactWidthLimit`, `.regular` otherwise; a view that reads it runs
    /// its body again when the class changes, not at every resize. Headless, `.regular` (the
    /// layer's choice: code written for both shows its wide layout, and the logs do not change)
    /// unless a test sets it (`ViewHost.setSizeClasses(horizontal:vertical:)`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            if let given = self[HorizontalSizeClassKey.self] { return given.value }
            return scene?.horizontalSizeClass.value ?? .regular
        }
        set { self[HorizontalSizeClassKey.self] = GivenSizeClass(value: newValue) }
    }

    /// The window's vertical size class: in a GTK window, `.compact` while it is lower than
    /// `UserInterfaceSizeClass.compactHeightLimit`; headless, `.regular` unless a test sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            if let given = self[VerticalSizeClassKey.self] { return given.value }
            return scene?.verticalSizeClass.value ?? .regular
        }
        set { self[VerticalSizeClassKey.self] = GivenSizeClass(value: newValue) }
    }
}
