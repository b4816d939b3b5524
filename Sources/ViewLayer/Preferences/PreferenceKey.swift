/// A value views pass up to their ancestors, as the environment passes values down:
///
///     struct MaxWidthKey: PreferenceKey {
///         static let defaultValue: CGFloat = 0
///         static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///             value = max(value, nextValue())
///         }
///     }
///
/// A view sets a value with `.preference(key:value:)`; an ancestor learns the value of its
/// content with `.onPreferenceChange(_:perform:)`, or builds views from it with
/// `.overlayPreferenceValue(_:_:)`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a subtree in which no view sets one.
    static var defaultValue: Value { get }
    /// Folds the value of the next subtree, in the order the views are written, into `value`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// No value, for a key whose value is optional.
    public static var defaultValue: Value { nil }
}
