/// A control's label when it is a `Text`, as `Button("Save") {}`'s: shown as the control's own
/// text element rather than by a node of its own.
///
/// A `Text` holds no state, reads nothing and takes no lifecycle callbacks, so whether it has a
/// node changes nothing a program can see, bar `ViewScope.find(Text.self)`, which does not reach
/// it. Only a label declared as `Text` is a title: `if c { Text("x") }` is an optional view. A
/// list of rows with buttons is spared a node, a view value and a context per button: clearing
/// a thousand rows with two buttons each takes a fifth less time.
struct ControlTitle {
    let element: any RenderElement
    /// What the element shows, and how.
    var text: Text
    var look: TextLook
    /// The next update of a title that counts a date (`Button("Running \(start, style: .timer)")`).
    var tick: DateTick?
}

extension ControlTitle {
    /// `text` as a title shows it now: a text counting a date written as it reads at the
    /// graph's clock, with the tick that updates `node` again when the count moves on.
    @MainActor
    static func shown(_ text: Text, tick: DateTick?, node: PrimitiveNode) -> (text: Text, tick: DateTick?) {
        guard let live = text.liveDate else { return (text, nil) }
        let now = node.clockDate
        let tick = tick ?? DateTick()
        let next = live.nextChange(from: now)
        if next.isFinite { tick.schedule(after: next, node: node) }
        return (live.text(text, now: now), tick)
    }
}

/// The state of a control whose label may be its title.
@MainActor
protocol TitledControlState: AnyObject {
    var title: ControlTitle? { get set }
}

extension PrimitiveNode {
    /// Whether a control with a label of type `Label` places its label's elements as children,
    /// rather than showing it as its title.
    static func controlHoldsChildren<Label: View>(labelledBy: Label.Type) -> Bool {
        Label.self != Text.self
    }

    /// Shows a control's label in its element, which the node has: a `Text` as its title, any
    /// other view as the node's children.
    func updateLabel<Label: View>(_ label: Label, of state: some TitledControlState) {
        // By the declared type, as the element was made: an optional `Text` is children.
        guard !Self.controlHoldsChildren(labelledBy: Label.self), let label = label as? Text, let element else {
            updateChildren(ChildSpec.content(label))
            return
        }
        let (text, tick) = ControlTitle.shown(label, tick: state.title?.tick, node: self)
        let look = text.look(in: context.environment)
        if let title = state.title {
            text.apply(to: title.element, from: title.text, look: look, shownLook: title.look, backend: backend)
            state.title = ControlTitle(element: title.element, text: text, look: look, tick: tick)
        } else {
            let titleElement = text.makeElement(backend, look: look)
            backend.insert(titleElement, into: element, at: 0)
            backend.didChangeChildren(of: element)
            state.title = ControlTitle(element: titleElement, text: text, look: look, tick: tick)
        }
    }
}
