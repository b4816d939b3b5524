/// How the text fields in a view are drawn:
///
///     TextField("Answer", value: $answer, format: .number)
///         .textFieldStyle(.roundedBorder)
///
/// GTK draws `.roundedBorder` and `.automatic` as GNOME's entry, in its frame, and `.plain` without
/// the frame (`gtk_entry_set_has_frame`), as text a person can edit in place. A field reads the
/// style around it when it is made. Styles of your own (SwiftUI's underscored `_body`) are not
/// offered.
public protocol TextFieldStyle {
    /// Whether the fields are drawn in an entry's frame.
    var _hasFrame: Bool { get }
}

extension TextFieldStyle {
    public var _hasFrame: Bool { true }
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _hasFrame: Bool { true }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _hasFrame: Bool { true }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _hasFrame: Bool { false }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

private enum TextFieldStyleHasFrameKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the text fields below are drawn in a frame, as `.textFieldStyle(_:)` says.
    var textFieldStyleHasFrame: Bool {
        get { self[TextFieldStyleHasFrameKey.self] }
        set { self[TextFieldStyleHasFrameKey.self] = newValue }
    }
}

extension View {
    /// The style of the text fields in this view: `.automatic`, `.roundedBorder` or `.plain`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleHasFrame, style._hasFrame)
    }
}
