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

    /// At most `number` lines for each text in this view; nil for as many as it needs.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Turns the controls in this view off (`true`) or leaves them as they are: a disabled view
    /// stays disabled whatever a view below says, as in SwiftUI.
    public func disabled(_ disabled: Bool) -> some View {
        environment(\.isEnabled) { $0.isEnabled && !disabled }
    }
}
