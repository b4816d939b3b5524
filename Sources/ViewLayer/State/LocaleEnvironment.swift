import Foundation

/// The locale, calendar and time zone views format and read dates and numbers in:
/// `@Environment(\.locale)`, `\.calendar`, `\.timeZone`. Each starts as the system's own
/// (Foundation's `current`, from the process's `LANG` and `TZ`), as SwiftUI's start as the
/// device's, and `.environment(\.locale, Locale(identifier: "fr_FR"))` sets it for the views
/// inside. A `DatePicker` reads its day and time in the calendar and time zone.
extension EnvironmentValues {
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}
