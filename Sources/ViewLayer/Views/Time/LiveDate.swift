import Foundation

/// A date a `Text` shows counting from it to now (`.relative`, `.offset`, `.timer`): written
/// afresh each time the count it shows would change, on the graph's clock, as SwiftUI's date
/// texts update themselves without a body running.
final class LiveDate: Equatable, Sendable {
    let date: Date
    let style: Text.DateStyle

    init(date: Date, style: Text.DateStyle) {
        self.date = date
        self.style = style
    }

    static func == (lhs: LiveDate, rhs: LiveDate) -> Bool {
        lhs.date == rhs.date && lhs.style == rhs.style
    }

    /// Shows `text` as it reads now, and asks to be shown again when the count it shows moves on.
    /// `previous` is what a text that did not count a date showed, before it began to.
    @MainActor
    func update(_ text: Text, _ node: PrimitiveNode, previous: Text?) {
        let now = node.clockDate
        var shown = text
        shown.content = style.format(date, now: now)
        shown.liveDate = nil
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
        if style.interval?.isCounting(at: now) != false {
            state.scheduleTick(after: nextChange(from: now), node: node)
        }
    }

    /// How long until the whole seconds shown change: the count moves on at the half seconds,
    /// up after the date and down before it (see `Text.DateStyle.seconds`).
    private func nextChange(from now: Date) -> TimeInterval {
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
    private var pendingTick = 0

    @MainActor
    func scheduleTick(after delay: TimeInterval, node: PrimitiveNode) {
        pendingTick += 1
        let tick = pendingTick
        let viewNode = node.viewNode
        node.afterClockDelay(.seconds(delay)) { [weak self, weak viewNode] in
            guard let self, self.pendingTick == tick, let viewNode, !viewNode.isRemoved else { return }
            viewNode.invalidate()
        }
    }
}
