// The environment values SwiftUI's look modifiers set, read by the views that draw: a text reads
// its font and colour where it is, as in SwiftUI, so a modifier adds no widget of its own. They
// live in one entry, so that a text's update reads the environment once, not once a value.

/// What the look modifiers above a view have set.
struct LookValues: Equatable {
    var font: Font?
    var fontWeight: Font.Weight?
    var fontDesign: Font.Design?
    var isItalic = false
    var hasMonospacedDigits = false
    /// The foreground style set above, resolved where it was set.
    var foregroundPaint: Paint?
    /// The tint set above, resolved where it was set; nil for the accent colour.
    var tintPaint: Paint?
    var lineLimit: Int?
    var truncationMode = Text.TruncationMode.tail
    var redactionReasons: RedactionReasons = []
    var allowsTextSelection = false
    var isEnabled = true
}

private enum LookValuesKey: EnvironmentKey {
    static var defaultValue: LookValues { LookValues() }
}

extension EnvironmentValues {
    var look: LookValues {
        get { self[LookValuesKey.self] }
        set { self[LookValuesKey.self] = newValue }
    }

    /// The font texts below use where they set none: `.font(_:)` sets it.
    public var font: Font? {
        get { look.font }
        set { look.font = newValue }
    }

    /// Whether controls below can be used: `.disabled(true)` turns it off, and nothing turns it
    /// back on below.
    public var isEnabled: Bool {
        get { look.isEnabled }
        set { look.isEnabled = newValue }
    }

    /// At most how many lines texts below take: `.lineLimit(_:)` sets it.
    public var lineLimit: Int? {
        get { look.lineLimit }
        set { look.lineLimit = newValue }
    }

    /// Where a text cut to its line limit loses its characters: `.truncationMode(_:)` sets it.
    public var truncationMode: Text.TruncationMode {
        get { look.truncationMode }
        set { look.truncationMode = newValue }
    }

    /// Why the views below are drawn as placeholders: `.redacted(reason:)` sets it.
    public var redactionReasons: RedactionReasons {
        get { look.redactionReasons }
        set { look.redactionReasons = newValue }
    }

    var fontWeight: Font.Weight? {
        get { look.fontWeight }
        set { look.fontWeight = newValue }
    }

    var allowsTextSelection: Bool {
        get { look.allowsTextSelection }
        set { look.allowsTextSelection = newValue }
    }

    var fontDesign: Font.Design? {
        get { look.fontDesign }
        set { look.fontDesign = newValue }
    }

    var isItalic: Bool {
        get { look.isItalic }
        set { look.isItalic = newValue }
    }

    var hasMonospacedDigits: Bool {
        get { look.hasMonospacedDigits }
        set { look.hasMonospacedDigits = newValue }
    }

    var foregroundPaint: Paint? {
        get { look.foregroundPaint }
        set { look.foregroundPaint = newValue }
    }

    var tintPaint: Paint? {
        get { look.tintPaint }
        set { look.tintPaint = newValue }
    }
}
