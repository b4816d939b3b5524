/// Why views are drawn as placeholders: `.redacted(reason: .placeholder)` while content loads.
///
/// GTK draws a redacted text as a bar of the text's size in a faint foreground colour, as
/// SwiftUI does; images and shapes are drawn as they are. `.privacy` redacts only what is marked
/// private, which no view here is, so it draws everything.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Content shown as a placeholder while the real one is not there yet.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content that is private, hidden when the device is locked.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date, shown as it is while it is brought up to date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension Text {
    /// Where a text cut to its line limit loses its characters: `.truncationMode(.middle)`.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

/// Whether texts can be selected: `.enabled` or `.disabled`.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
