// A text's own look, which returns a `Text` as SwiftUI's does, so that styled texts can be
// concatenated and passed where a `Text` is asked for.
extension Text {
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    /// This text in `design`, where its font names none.
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }

    /// This text in bold, or not.
    public func bold(_ isActive: Bool = true) -> Text { with { $0.weight = isActive ? .bold : nil } }
    public func italic(_ isActive: Bool = true) -> Text { with { $0.isItalic = isActive } }
    public func monospacedDigit() -> Text { with { $0.hasMonospacedDigits = true } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.isStrikethrough = isActive } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with { $0.isUnderlined = isActive } }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color?.paint } }
    /// This text with `tracking` points more between its letters (fewer, if negative).
    public func tracking(_ tracking: Double) -> Text { with { $0.tracking = tracking } }
    /// This text with `kerning` points more between its letters. Apple documents the two apart
    /// (tracking is added after each character cluster, kerning shifts characters from their
    /// spacing) and says nothing of both on one text; Pango has one letter spacing, so GTK draws
    /// kerning as tracking, and the last of the two given wins.
    public func kerning(_ kerning: Double) -> Text { with { $0.tracking = kerning } }
    /// This text raised `offset` points above its baseline (lowered, if negative).
    public func baselineOffset(_ offset: Double) -> Text { with { $0.baselineOffset = offset } }

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
