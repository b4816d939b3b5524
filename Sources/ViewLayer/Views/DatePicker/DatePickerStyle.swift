/// How a `DatePicker` is drawn: `.datePickerStyle(.graphical)`.
///
/// On GTK, `.automatic`, `.compact` and `.field` draw a button showing the date that opens a
/// calendar, beside spin buttons for the hour and minute; `.graphical` and `.wheel` draw the
/// calendar itself in place.
public protocol DatePickerStyle: Sendable {
    var _kind: DatePickerStyleKind { get }
}

public enum DatePickerStyleKind: Sendable, Equatable {
    /// A button that opens a calendar in a popover.
    case compact
    /// The calendar in place.
    case graphical
}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .compact }
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .compact }
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .graphical }
}

public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .graphical }
}

public struct FieldDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .compact }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension View {
    /// Draws the date pickers inside as `style` draws them.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyleKind, style._kind)
    }
}

extension EnvironmentValues {
    var datePickerStyleKind: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue = DatePickerStyleKind.compact
}
