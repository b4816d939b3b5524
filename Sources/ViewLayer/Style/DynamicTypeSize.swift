/// The size a person chose for text, in iOS's Dynamic Type steps. GTK follows the desktop's text
/// scaling instead, so every view here is at `.large`, iOS's default.
public enum DynamicTypeSize: Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes, past `.xxxLarge`.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
    /// The text size a person chose: `.large` here (the desktop scales text itself), which views
    /// read as iOS's default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Accepted, no effect on Linux: text follows the desktop's scaling, not Dynamic Type.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> Self where R.Bound == DynamicTypeSize { self }
}

/// A length that grows with Dynamic Type on iOS: `@ScaledMetric var iconSize = 24`. Text here
/// follows the desktop's scaling and views are at `.large`, where a scaled metric is the value
/// written, so it is that value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: DynamicProperty, Sendable {
    public let wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
