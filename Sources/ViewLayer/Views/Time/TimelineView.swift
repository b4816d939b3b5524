import Foundation

/// A view whose content is made again at each date of a schedule, on the graph's clock:
///
///     TimelineView(.periodic(from: .now, by: 1)) { context in
///         Text(context.date, style: .time)
///         ClockFace(date: context.date)
///     }
///
/// The content's views keep their identity and state from one date to the next; only their
/// values change: the content is the same views at the same places (rule 2), which is how the
/// layer reads Apple's `TimelineView` documentation ("updates its content on a schedule"). In a window the
/// clock follows the wall clock; headless, it moves only when a script waits (`wait:SECONDS`)
/// or a test advances it.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let state = node.keptState(TimelineState())
        let now = node.clockDate
        // A schedule's own start is as early as the view is made, by the wall clock, and may come
        // a moment after the graph's clock: an entry within the moment counts as reached. So the
        // content may show an entry up to that moment before its date: the layer's trade-off,
        // no source allowing it, so that made at any point of a second it moves on once a second.
        // At most a quarter of the schedule's interval, so that frames a sixtieth of a second
        // apart are not taken a quarter second early.
        let tolerance = TimelineState.tolerance(for: schedule, at: now)
        // A microsecond more, so that the update scheduled `tolerance` early reaches its entry
        // whatever the rounding of the dates.
        let reach = now.addingTimeInterval(tolerance + 1e-6)
        var current: Date?
        var next: Date?
        // From the entry shown last, so that a long-lived view walks only the entries since.
        for entry in schedule.entries(from: state.shownEntry ?? now.addingTimeInterval(-tolerance), mode: .normal) {
            guard entry <= reach else {
                next = entry
                break
            }
            current = entry
        }
        state.shownEntry = current ?? state.shownEntry
        let date = current ?? now
        let context = Context(date: date, cadence: Self.cadence(from: date, to: next))
        node.updateChildren(ChildSpec.content(content(context)))
        // As early as an entry counts as reached: an entry taken early moves the next one as early,
        // so that the content changes once at each entry, whenever the clock started.
        if let next { state.schedule(next, from: now, early: tolerance, node: node) }
    }

    /// The cadence by the gap to the next entry: the layer's thresholds, as no source gives any.
    private static func cadence(from date: Date, to next: Date?) -> TimelineViewDefaultContext.Cadence {
        guard let next else { return .minutes }
        let interval = next.timeIntervalSince(date)
        return interval < 1 ? .live : interval < 60 ? .seconds : .minutes
    }
}

/// What a timeline view's content is made for: the date of the schedule's entry, and how often
/// entries come. Not generic, as in SwiftUI, so that the content's type is inferred from the
/// closure.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence

    /// How often the content is made again.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// What a timeline view keeps: the entry it shows, and the update it waits for.
@MainActor
final class TimelineState {
    /// How early an entry may come and still count as reached: a quarter second, or a quarter
    /// of the gap between the schedule's entries when that is shorter.
    static func tolerance<Schedule: TimelineSchedule>(for schedule: Schedule, at now: Date) -> TimeInterval {
        var entries = schedule.entries(from: now, mode: .normal).makeIterator()
        guard let first = entries.next(), let second = entries.next() else { return 0.25 }
        return min(0.25, max(0, second.timeIntervalSince(first)) / 4)
    }

    /// The entry the content was last made for.
    var shownEntry: Date?
    /// The entry the next update is for, once scheduled.
    private var pending: Date?

    func schedule(_ entry: Date, from now: Date, early: TimeInterval, node: PrimitiveNode) {
        guard pending != entry else { return }
        pending = entry
        let viewNode = node.viewNode
        let delay = max(0, entry.timeIntervalSince(now) - early)
        node.afterClockDelay(.seconds(delay)) { [weak self, weak viewNode] in
            guard let self, self.pending == entry, let viewNode, !viewNode.isRemoved else { return }
            self.pending = nil
            viewNode.invalidate()
        }
    }
}
