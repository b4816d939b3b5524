/// How a text is drawn: what its own modifiers (`Text("a").bold()`) and the environment's
/// (`.font(.title)`, `.foregroundStyle(.secondary)`) say, the text's own winning. What the graph
/// hands a backend, which draws it with its own means (Pango attributes and style classes in GTK).
public struct TextLook: Hashable, Sendable {
    public var font: Font?
    /// A weight given apart from the font (`.bold()`, `.fontWeight(_:)`), over the font's own.
    public var weight: Font.Weight?
    public var isItalic = false
    public var hasMonospacedDigits = false
    public var isStrikethrough = false
    public var isUnderlined = false
    /// The colour, or nil for the theme's text colour.
    public var foreground: Paint?
    /// At most this many lines, the last cut with an ellipsis; nil for as many as needed.
    public var lineLimit: Int?
    /// Where a text cut to its line limit loses its characters.
    public var truncationMode = Text.TruncationMode.tail
    /// Whether the text is drawn as a placeholder bar (`.redacted(reason: .placeholder)`).
    public var isRedacted = false
    /// Whether a person can select the text to copy it (`.textSelection(.enabled)`).
    public var isSelectable = false
    /// Points added between letters (`.tracking(_:)`, `.kerning(_:)`), or nil for the font's spacing.
    public var tracking: Double?
    /// Points the text is raised above its baseline (`.baselineOffset(_:)`), or nil.
    public var baselineOffset: Double?
    /// The looks of a concatenated text's parts, in order, each over its length in UTF-8 bytes;
    /// empty for a text of one look. The look above is the first part's.
    public var runs: [Run] = []

    /// A part of a concatenated text.
    public struct Run: Hashable, Sendable {
        public var utf8Count: Int
        public var look: TextLook
    }

    public init() {}

    /// A text drawn as the theme draws text.
    public static let plain = TextLook()

    /// Whether the text is drawn bold or heavier.
    public var isBold: Bool { (resolvedWeight?.value ?? 400) >= 700 }

    /// The weight the text is drawn in: the one given apart, or the font's, or its text style's.
    public var resolvedWeight: Font.Weight? {
        weight ?? font?.weight ?? font?.style.map { $0.gnomeScale.weight }
    }
}

/// What a text is given by its own modifiers, over the environment's: kept in the `Text` value,
/// so that `Text("a").bold() + Text("b")` keeps each part's own.
struct OwnTextLook: Hashable, Sendable {
    var font: Font?
    /// A design given apart from the font (`.fontDesign(_:)`), for a font that names none.
    var design: Font.Design?
    var weight: Font.Weight?
    var isItalic = false
    var hasMonospacedDigits = false
    var isStrikethrough = false
    var isUnderlined = false
    var foreground: Paint?
    var tracking: Double?
    var baselineOffset: Double?

    /// This look's choices, and `outer`'s where this one makes none.
    func over(_ outer: OwnTextLook) -> OwnTextLook {
        var look = self
        look.font = font ?? outer.font
        look.design = design ?? outer.design
        look.weight = weight ?? outer.weight
        look.isItalic = isItalic || outer.isItalic
        look.hasMonospacedDigits = hasMonospacedDigits || outer.hasMonospacedDigits
        look.isStrikethrough = isStrikethrough || outer.isStrikethrough
        look.isUnderlined = isUnderlined || outer.isUnderlined
        look.foreground = foreground ?? outer.foreground
        look.tracking = tracking ?? outer.tracking
        look.baselineOffset = baselineOffset ?? outer.baselineOffset
        return look
    }

    /// The look in `environment`, this text's own choices over it.
    func look(in environment: EnvironmentValues) -> TextLook {
        // One read of the environment: a text updates often, in lists of thousands.
        let values = environment.look
        var look = TextLook()
        look.font = font ?? values.font
        if let design = design ?? values.fontDesign, look.font?.design == nil {
            look.font = (look.font ?? .body).design(design)
        }
        look.weight = weight ?? values.fontWeight
        look.isItalic = isItalic || values.isItalic
        look.hasMonospacedDigits = hasMonospacedDigits || values.hasMonospacedDigits
        look.isStrikethrough = isStrikethrough
        look.isUnderlined = isUnderlined
        // A disabled control dims itself (GTK's insensitive style); free text is not dimmed, as in SwiftUI.
        look.foreground = foreground ?? values.foregroundPaint
        look.lineLimit = values.lineLimit
        look.truncationMode = values.truncationMode
        look.isRedacted = values.redactionReasons.contains(.placeholder)
        look.isSelectable = values.allowsTextSelection
        look.tracking = tracking
        look.baselineOffset = baselineOffset
        return look
    }
}
