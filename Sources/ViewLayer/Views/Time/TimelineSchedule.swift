import Foundation

/// When a `TimelineView` updates: a sequence of dates from a start.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule's views need updating: a device in low power asks for fewer entries.
/// The layer always asks `.normal`.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Every `interval` seconds from `startDate`: `.periodic(from: .now, by: 1)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicEntries {
        PeriodicEntries(start: self.startDate, interval: max(interval, 0.001), from: startDate)
    }

    /// The schedule's dates from the first one not before the date asked for.
    public struct PeriodicEntries: Sequence, IteratorProtocol {
        var upcoming: Date
        let interval: TimeInterval

        init(start: Date, interval: TimeInterval, from date: Date) {
            self.interval = interval
            let steps = Swift.max(0, (date.timeIntervalSince(start) / interval).rounded(.up))
            upcoming = start.addingTimeInterval(steps * interval)
        }

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.PeriodicEntries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.PeriodicEntries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60, from: startDate)
    }
}

/// As often as frames are drawn, or every `minimumInterval` seconds; nothing while paused. The
/// layer's frames are its clock's: sixty a second.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnimationEntries {
        AnimationEntries(upcoming: startDate, interval: max(minimumInterval ?? 1.0 / 60, 1.0 / 60), isPaused: paused)
    }

    public struct AnimationEntries: Sequence, IteratorProtocol {
        var upcoming: Date
        let interval: TimeInterval
        let isPaused: Bool

        public mutating func next() -> Date? {
            guard !isPaused else { return nil }
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// At the dates given, and then no more.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
