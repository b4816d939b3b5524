import Foundation

/// The key of a localized string, as SwiftUI takes a text literal: `Text("Hello, \(name)")`.
///
/// The layer has no string tables: a key is shown as written, its interpolations formatted as
/// `String(describing:)` formats them.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows.
    public let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        /// A number written by a `printf` specifier: `Text("Total: \(total, specifier: "%.2f")")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        /// A date written in one of `Text`'s date styles: `Text("Due \(date, style: .date)")`.
        /// Written once, when the text is made: inside a sentence a `.timer` does not count on.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += style.format(date, now: Date())
        }
    }
}

extension Text {
    /// A localized text: shown as its key, as the layer has no string tables.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key.key)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey.key) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey.key) }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init { Text(titleKey.key) } icon: { Image(systemName: name) }
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
