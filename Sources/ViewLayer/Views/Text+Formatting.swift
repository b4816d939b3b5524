import Foundation

// Texts made from values, as SwiftUI formats them: with a format style, a date style, or an
// attributed string's characters. Formatted when the view is made, bar a `.relative`, `.offset`
// or `.timer` date, which follows the graph's clock (`LiveDate.swift`).
extension Text {
    /// A value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`,
    /// `Text(date, format: .dateTime.day().month())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(format.format(input))
    }

    /// A date in one of SwiftUI's styles. `.relative`, `.offset` and `.timer` count from the
    /// date to now and keep counting, as SwiftUI's do, on the graph's clock: a window's follows
    /// the wall clock, and `run`'s moves only when a script says `wait:SECONDS`.
    public init(_ date: Date, style: DateStyle) {
        self.init(style.format(date, now: Date()))
        if style.isLive { liveDate = LiveDate(date: date, style: style) }
    }

    /// A timer over an interval, as a workout or a cooking timer shows it: counting down to its
    /// end (`countsDown`, the default) or up from its start, in `m:ss` (`h:mm:ss` past an hour,
    /// unless `showsHours` is false, when the minutes go on past 59), and stopping at the
    /// interval's ends, or at `pauseTime`. Before the interval it shows its whole length counting
    /// down, or zero counting up (Apple's documentation of `init(timerInterval:pauseTime:
    /// countsDown:showsHours:)`: "the timer counts down... from the upper bound to the lower
    /// bound"; what it shows outside the interval is the layer's reading). It counts on the
    /// graph's clock, as `Text(_:style: .timer)` does.
    ///
    ///     Text(timerInterval: start...start.addingTimeInterval(300), countsDown: true)
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let style = DateStyle(name: "timer", interval: DateStyle.TimerInterval(
            dates: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours
        ))
        let counted = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
        self.init(style.format(counted, now: Date()))
        liveDate = LiveDate(date: counted, style: style)
    }

    /// A range of dates: `Text(start...end)`.
    public init(_ dates: ClosedRange<Date>) {
        self.init("\(dates.lowerBound.formatted(date: .abbreviated, time: .shortened)) – \(dates.upperBound.formatted(date: .abbreviated, time: .shortened))")
    }

    /// A date interval, shown as the range from its start to its end: `Text(DateInterval(start:
    /// date, duration: 3600))`.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// An attributed string's characters; its attributes are not drawn.
    public init(_ attributedContent: AttributedString) {
        self.init(String(attributedContent.characters))
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        /// The interval of a `Text(timerInterval:…)`, whose count stops at its ends.
        var interval: TimerInterval?

        init(name: String, interval: TimerInterval? = nil) {
            self.name = name
            self.interval = interval
        }

        struct TimerInterval: Hashable, Sendable {
            let dates: ClosedRange<Date>
            let pauseTime: Date?
            let countsDown: Bool
            let showsHours: Bool

            /// The whole seconds shown at `now`: the count from the counted end, within the
            /// interval's length.
            func seconds(at now: Date) -> Int {
                let length = Int(dates.upperBound.timeIntervalSince(dates.lowerBound).rounded())
                let time = min(now, pauseTime ?? now)
                let counted = DateStyle.seconds(from: countsDown ? dates.upperBound : dates.lowerBound, to: time)
                if countsDown { return time >= dates.upperBound ? 0 : min(counted, length) }
                return time <= dates.lowerBound ? 0 : min(counted, length)
            }

            /// Whether the count shown still changes after `now`.
            func isCounting(at now: Date) -> Bool {
                now < min(dates.upperBound, pauseTime ?? dates.upperBound)
            }
        }

        public static let date = DateStyle(name: "date")
        public static let time = DateStyle(name: "time")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        /// The whole seconds between `date` and `now`, the nearest, a half second counting up
        /// after the date and down before it: a countdown shows 0 in its last half second, and
        /// each count lasts a second either way.
        static func seconds(from date: Date, to now: Date) -> Int {
            let elapsed = now.timeIntervalSince(date)
            return elapsed >= 0 ? Int(elapsed.rounded()) : max(0, Int((-elapsed - 0.5).rounded(.up)))
        }

        /// Whether the text changes as time passes.
        var isLive: Bool { name == "relative" || name == "offset" || name == "timer" }

        func format(_ date: Date, now: Date) -> String {
            switch name {
            case "date": return date.formatted(date: .long, time: .omitted)
            case "time": return date.formatted(date: .omitted, time: .shortened)
            default:
                let seconds = interval?.seconds(at: now) ?? Self.seconds(from: date, to: now)
                let clock = seconds >= 3600 && interval?.showsHours != false
                    ? String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                    : String(format: "%d:%02d", seconds / 60, seconds % 60)
                if name == "timer" { return clock }
                if name == "offset" { return (date < now && seconds > 0 ? "-" : "+") + clock }
                return Duration.seconds(seconds).formatted(.units(allowed: [.hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2))
            }
        }
    }

    /// The two texts as one, each part keeping its own look: `Text("Sub") + Text("total").bold()`.
    /// Apple's documentation of `Text.+` ("Concatenates the text in two text views in a new text
    /// view") shows parts styled apart in one text; that a modifier on the whole reaches every
    /// part with the part's own choice winning is the rule a text's own modifiers follow over the
    /// environment's, taken here without a source of its own for concatenations.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(lhs.content + rhs.content)
        text.own = lhs.own
        let isLive = lhs.liveDate != nil || rhs.liveDate != nil
        // A counting date's length changes as it counts: the parts of a live text are its
        // segments, one to one, so that each keeps its look as the text is written again.
        let parts = isLive ? lhs.partsBySegment + rhs.partsBySegment : lhs.textParts + rhs.textParts
        if isLive { text.liveDate = LiveDate(segments: lhs.liveSegments + rhs.liveSegments) }
        // Parts of one look are one text of that look.
        if parts.contains(where: { $0.own != lhs.own }) { text.parts = parts }
        return text
    }

    /// What the text is made of, as a live text's segments: its own, or its parts' strings.
    nonisolated var liveSegments: [LiveDate.Segment] {
        if let liveDate { return liveDate.segments }
        guard let parts else { return [.fixed(content)] }
        var segments: [LiveDate.Segment] = []
        var start = content.utf8.startIndex
        for part in parts {
            let end = content.utf8.index(start, offsetBy: part.utf8Count)
            segments.append(.fixed(String(decoding: content.utf8[start..<end], as: UTF8.self)))
            start = end
        }
        return segments
    }

    /// The looks of `liveSegments`, one each.
    private var partsBySegment: [TextPart] {
        guard let liveDate else { return textParts }
        // Each segment's length as it reads now, until the text is written on the graph's clock.
        let now = Date()
        return parts ?? liveDate.segments.map { TextPart(utf8Count: $0.text(now: now).utf8.count, own: own) }
    }

    private var textParts: [TextPart] { parts ?? [TextPart(utf8Count: content.utf8.count, own: own)] }
}
