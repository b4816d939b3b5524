/// A font, as SwiftUI names fonts: a text style that follows the reader's size (`.body`,
/// `.headline`), or a size in points, with a weight and a design.
///
///     Text("Inbox").font(.title2)
///     Text("42").font(.system(size: 34, weight: .bold, design: .rounded))
///     Text("note").font(.caption.italic())
public struct Font: Hashable, Sendable {
    /// A text style, or nil for a fixed size.
    public internal(set) var style: TextStyle?
    /// A fixed size in points, for `.system(size:)` and `.custom(_:size:)`.
    public internal(set) var size: Double?
    public internal(set) var weight: Weight?
    public internal(set) var design: Design?
    /// A family by name, for `.custom(_:size:)`.
    public internal(set) var family: String?
    public internal(set) var isItalic = false
    public internal(set) var hasMonospacedDigits = false

    init(style: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, design: Design? = nil, family: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.family = family
    }

    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, extraLargeTitle, extraLargeTitle2
    }

    /// A weight, from the thinnest to the heaviest, as CSS numbers them (100 to 900).
    public struct Weight: Hashable, Sendable {
        public let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)
    public static let extraLargeTitle = Font(style: .extraLargeTitle)
    public static let extraLargeTitle2 = Font(style: .extraLargeTitle2)

    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    /// A font family by name, at `size` points; GTK falls back to the system font where the family
    /// is not installed, as Pango does.
    public static func custom(_ name: String, size: Double) -> Font {
        Font(size: size, family: name)
    }

    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
        Font(style: style, size: size, family: name)
    }

    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { with { $0.isItalic = true } }
    public func monospaced() -> Font { with { $0.design = .monospaced } }
    /// The font at `width`; GNOME's fonts are drawn at their standard width here.
    public func width(_ width: Width) -> Font { self }

    /// How wide a font's letters are drawn.
    public struct Width: Hashable, Sendable {
        public var value: Double
        public init(_ value: Double) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
    /// This font in `design`: `.body.design(.serif)`.
    public func design(_ design: Design) -> Font { with { $0.design = design } }
    public func monospacedDigit() -> Font { with { $0.hasMonospacedDigits = true } }

    private func with(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }
}

extension Font.TextStyle {
    /// The size relative to the body text, and the weight, GNOME's typography gives the text style
    /// of the same rank (libadwaita's `title-1` to `title-4`, `heading`, `body`, `caption`), rather
    /// than iOS's points: text set this way looks native next to GTK's own.
    public var gnomeScale: (scale: Double, weight: Font.Weight) {
        switch self {
        case .extraLargeTitle2: (2.2, .heavy)
        case .extraLargeTitle: (2.0, .heavy)
        case .largeTitle: (1.81, .heavy)
        case .title: (1.36, .heavy)
        case .title2: (1.36, .bold)
        case .title3: (1.18, .bold)
        case .headline: (1.0, .bold)
        case .body: (1.0, .regular)
        case .callout: (0.94, .regular)
        case .subheadline: (0.88, .regular)
        case .footnote: (0.82, .regular)
        case .caption: (0.82, .regular)
        case .caption2: (0.75, .regular)
        }
    }
}
