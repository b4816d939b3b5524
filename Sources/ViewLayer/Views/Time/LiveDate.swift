import Foundation

/// What a `Text` shows that counts from a date to now (`.relative`, `.offset`, `.timer`),
/// alone or within a sentence (`Text("Updated \(date, style: .relative) ago")`,
/// `Text("Left: ") + Text(end, style: .timer)`): written afresh each time a count it shows would
/// change, on the graph's clock, as SwiftUI's date texts update themselves without a body running.
final class LiveDate: Equatable, Sendable {
    /// A stretch of the text: written as it was made, or a date counted in a style.
    enum Segment: Hashable, Sendable {
        case fixed(String)
        case counting(Date, Text.DateStyle)

        func text(now: Date) -> String {
            switch self {
            case .fixed(let string): string
            case .counting(let date, let style): style.format(date, now: now)
            }
        }
    }

    /// The text's stretches in order; a text of several looks has a part for each.
    let segments: [Segment]

    init(segments: [Segment]) {
        self.segments = segments
    }

    convenience init(date: Date, style: Text.DateStyle) {
        self.init(segments: [.counting(date, style)])
    }

    static func == (lhs: LiveDate, rhs: LiveDate) -> Bool {
        lhs.segments == rhs.segments
    }

    /// Shows `text` as it reads now, and asks to be shown again when the count it shows moves on.
    /// `previous` is what a text that did not count a date showed, before it began to.
    @MainActor
    func update(_ text: Text, _ node: PrimitiveNode, previous: Text?) {
        let now = node.clockDate
        let shown = self.text(text, now: now)
        let look = shown.look(in: node.context.environment)
        let applied = node.primitiveState as? AppliedTextLook
        let state: LiveDateState
        if let live = applied as? LiveDateState {
            state = live
        } else {
            state = LiveDateState(applied?.look ?? .plain)
            state.shown = previous
            node.primitiveState = state
        }
        if let element = node.element {
            if let shownBefore = state.shown {
                shown.apply(to: element, from: shownBefore, look: look, shownLook: state.look, backend: node.backend)
            } else {
                let content = shown.content
                node.backend.set(.text) { $0.updateText(element, to: content) }
                if look != state.look { node.backend.set(.style) { $0.setTextLook(element, look) } }
            }
        } else {
            node.setElement(shown.makeElement(node.backend, look: look), holdsChildren: false)
        }
        state.shown = shown
        state.look = look
        let next = nextChange(from: now)
        if next.isFinite { state.tick.schedule(after: next, node: node) }
    }

    /// `text` as it reads at `now`, a text that says what it was made with.
    func text(_ text: Text, now: Date) -> Text {
        var shown = text
        let strings = segments.map { $0.text(now: now) }
        shown.content = strings.joined()
        // A count that grows a digit moves the looks of the parts after it.
        shown.parts = text.parts.map { parts in zip(parts, strings).map { TextPart(utf8Count: $1.utf8.count, own: $0.own) } }
        shown.liveDate = nil
        return shown
    }

    /// How long until the whole seconds of a count shown change; infinity once none will
    /// (a `Text(timerInterval:)` past its end or its pause).
    func nextChange(from now: Date) -> TimeInterval {
        var soonest = TimeInterval.infinity
        for case .counting(let date, let style) in segments where style.interval?.isCounting(at: now) != false {
            soonest = min(soonest, Self.nextChange(of: date, from: now))
        }
        return soonest
    }

    /// How long until the whole seconds counted from `date` change: the count moves on at the
    /// half seconds, up after the date and down before it (see `Text.DateStyle.seconds`).
    private static func nextChange(of date: Date, from now: Date) -> TimeInterval {
        let elapsed = now.timeIntervalSince(date)
        if elapsed >= 0 {
            let shifted = elapsed + 0.5
            return 1 - (shifted - shifted.rounded(.down))
        }
        let remaining = -elapsed - 0.5
        let fraction = remaining - remaining.rounded(.down)
        return fraction > 0 ? fraction : 1
    }
}

/// What a live date's text keeps: the text it showed last, the look (as any styled text keeps
/// it), and the tick it waits for.
final class LiveDateState: AppliedTextLook {
    var shown: Text?
    let tick = DateTick()
}

/// The next update of a node that shows a counting date: only the last one asked for runs.
@MainActor
final class DateTick {
    private var pending = 0

    func schedule(after delay: TimeInterval, node: PrimitiveNode) {
        pending += 1
        let tick = pending
        let viewNode = node.viewNode
        node.afterClockDelay(.seconds(delay)) { [weak self, weak viewNode] in
            guard let self, self.pending == tick, let viewNode, !viewNode.isRemoved else { return }
            viewNode.invalidate()
        }
    }
}
