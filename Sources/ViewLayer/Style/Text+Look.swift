// A text's own look, which returns a `Text` as SwiftUI's does, so that styled texts can be
// concatenated and passed where a `Text` is asked for.
extension Text {
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }

    /// This text in bold, or not.
    public func bold(_ isActive: Bool = true) -> Text { with { $0.weight = isActive ? .bold : nil } }
    public func italic(_ isActive: Bool = true) -> Text { with { $0.isItalic = isActive } }
    public func monospacedDigit() -> Text { with { $0.hasMonospacedDigits = true } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.isStrikethrough = isActive } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.isUnderlined = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color?.paint } }

    /// This text in `style`; a style the environment decides (`.tint`) is taken as the accent.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with { $0.foreground = style.resolvePaint(in: EnvironmentValues()) }
    }

    private func with(_ change: (inout OwnTextLook) -> Void) -> Text {
        var text = self
        change(&text.own)
        // On a concatenation, the whole's modifier reaches each part, whose own choices win.
        if let parts {
            var outer = OwnTextLook()
            change(&outer)
            text.parts = parts.map { TextPart(utf8Count: $0.utf8Count, own: $0.own.over(outer)) }
        }
        return text
    }
}
