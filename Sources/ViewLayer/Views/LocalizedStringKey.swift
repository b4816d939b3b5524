import Foundation

/// The key of a localized string, as SwiftUI takes a text literal: `Text("Hello, \(name)")`.
///
/// The layer has no string tables: a key is shown as written, its interpolations formatted as
/// `String(describing:)` formats them.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows.
    public let key: String
    /// What it is made of, when a date counted in a live style (`.relative`, `.timer`) is
    /// among its interpolations: a text made from it keeps counting.
    let liveSegments: [LiveDate.Segment]?

    public init(_ value: String) {
        key = value
        liveSegments = nil
    }

    public init(stringLiteral value: String) {
        key = value
        liveSegments = nil
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
        liveSegments = stringInterpolation.isLive ? stringInterpolation.segments : nil
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// The text in stretches, once a live date is among them.
        var segments: [LiveDate.Segment] = []
        var isLive = false

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { append(literal) }
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        /// A text's characters; a live date in it keeps counting in the sentence.
        public mutating func appendInterpolation(_ text: Text) {
            guard text.liveDate != nil else { return append(text.content) }
            beginCounting()
            self.text += text.content
            segments += text.liveSegments
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }

        /// A number written by a `printf` specifier: `Text("Total: \(total, specifier: "%.2f")")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(String(format: specifier, value))
        }

        /// A date written in one of `Text`'s date styles: `Text("Due \(date, style: .date)")`.
        /// A `.relative`, `.offset` or `.timer` keeps counting in the sentence, as SwiftUI's
        /// does, wherever the key is shown as a text (a `Text`, a button's or a label's title).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            guard style.isLive else { return append(style.format(date, now: Date())) }
            beginCounting()
            text += style.format(date, now: Date())
            segments.append(.counting(date, style))
        }

        private mutating func append(_ string: String) {
            text += string
            if isLive { segments.append(.fixed(string)) }
        }

        /// Keeps the text in stretches from now on, the text so far the first of them: only a
        /// key with a live date pays for them.
        private mutating func beginCounting() {
            guard !isLive else { return }
            isLive = true
            if !text.isEmpty { segments.append(.fixed(text)) }
        }
    }
}

extension Text {
    /// A localized text: shown as its key, as the layer has no string tables.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key.key)
        if let segments = key.liveSegments { liveDate = LiveDate(segments: segments) }
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init { Text(titleKey) } icon: { Image(systemName: name) }
    }
}

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        NavigationTitleView(content: self, title: titleKey.key)
    }
}

extension String {
    /// The string for `key` in the bundle's localizations, or the key itself, as Foundation's
    /// `String(localized:)` on Apple's systems, which Foundation on Linux lacks. Interpolations are
    /// made before the lookup, so a key with them is looked up as it reads.
    @_disfavoredOverload
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = (bundle ?? .main).localizedString(forKey: key, value: defaultValue ?? key, table: table)
    }
}
