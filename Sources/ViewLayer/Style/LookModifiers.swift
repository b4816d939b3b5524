extension View {
    /// The font of the texts in this view that set none of their own.
    ///
    ///     VStack { Text("Title"); Text("Detail").font(.caption) }
    ///         .font(.headline)
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The weight of the texts in this view, over their font's.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// The design of the texts in this view whose font names none: `.fontDesign(.rounded)`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }

    /// The texts in this view in bold, or not.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil)
    }

    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.isItalic, isActive)
    }

    /// Digits of the same width in this view's texts, so that counting numbers do not jiggle.
    public func monospacedDigit() -> some View {
        environment(\.hasMonospacedDigits, true)
    }

    /// What this view's texts, symbols and shapes are drawn in: a colour, `.secondary`, `.tint`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundPaint) { style.resolvePaint(in: $0) }
    }

    /// What this view's texts and symbols are drawn in, and the styles of a hierarchical
    /// symbol's further layers. GTK's symbolic icons are drawn in one colour, the first style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    /// The colour of this view's texts and symbols; nil for the theme's. Deprecated in SwiftUI for
    /// `foregroundStyle(_:)`, and still common.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundPaint, color?.paint)
    }

    /// The colour controls in this view are accented with: a prominent button's fill, a toggle's
    /// switch, `.foregroundStyle(.tint)`.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tintPaint) { environment in tint?.resolvePaint(in: environment) }
    }

    public func tint(_ tint: Color?) -> some View {
        environment(\.tintPaint, tint?.paint)
    }

    /// The accent colour of the controls in this view: `tint(_:)`'s first spelling, deprecated
    /// and still common.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// At most `number` lines for each text in this view; nil for as many as it needs.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// At most the range's upper bound of lines for each text in this view, as iOS 16's ranges
    /// say it: `.lineLimit(3...6)`, `.lineLimit(...4)`, or `.lineLimit(2...)` for as many as it
    /// needs. The lower bound, the lines SwiftUI keeps room for (a vertical text field's least
    /// height), is not kept: a GTK label takes the lines of its text, and a vertical field
    /// grows with its lines from one.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil)
    }

    /// At most `limit` lines; `reservesSpace` (room kept for all of them when the text is
    /// shorter) is not kept, as above.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit)
    }

    /// Where each text in this view that is cut to its line limit loses its characters: at its
    /// end (`.tail`, the default), its start or its middle.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Draws this view's texts as placeholders, bars of their size, for content still loading:
    /// `.redacted(reason: .placeholder)`. Reasons add up, as Apple documents redaction ("an
    /// additive process"): an empty reason below a redacted view changes nothing;
    /// `.unredacted()` draws a part as it is.
    public func redacted(reason: RedactionReasons) -> some View {
        environment(\.redactionReasons) { $0.redactionReasons.union(reason) }
    }

    /// Draws this view as it is, whatever a `.redacted(reason:)` above says.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Whether a person can select the texts in this view to copy them: `.textSelection(.enabled)`.
    /// GTK makes each label selectable, as GNOME's apps do for text worth copying.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }

    /// Turns the controls in this view off (`true`) or leaves them as they are: a disabled view
    /// stays disabled whatever a view below says, as in SwiftUI.
    public func disabled(_ disabled: Bool) -> some View {
        environment(\.isEnabled) { $0.isEnabled && !disabled }
    }
}
