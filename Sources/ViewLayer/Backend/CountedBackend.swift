/// The graph's one door to its backend: every request the graph makes passes here, and is counted
/// here once, by kind, into the backend's `MutationLedger`. The backends then only do the work.
///
/// A request names what it counts as, and says what to ask in a closure:
///
///     let element = backend.make { $0.makeText("Hello") }
///     backend.set(.text) { $0.updateText(element, to: "Goodbye") }
///     backend.make { $0.tabViewRendering.makeTabView(onSelect: select) }
///
/// A final class the graph holds by its own type, and closures that do not escape, so that a
/// primitive's request costs what it did when the graph called the backend directly: one call
/// through the protocol's witness table, plus an increment of a count the ledger keeps in place.
/// A feature's request adds the cast to its protocol, which the runtime caches: paid by a tab
/// view or a sheet, never by the rows of a long list of texts, buttons and stacks.
@MainActor
final class CountedBackend {
    /// The backend the requests go to.
    let base: any RenderBackend
    private let ledger: MutationLedger

    init(_ base: any RenderBackend) {
        self.base = base
        ledger = base.mutationLedger
    }

    /// What a property change counts as in `BackendMutations`.
    enum PropertyKind {
        /// A text's string, a text field's text or its prompt.
        case text
        /// Bold, opacity, a background.
        case style
        /// A control's value: a toggle's state, a slider's or stepper's number.
        case toggle
        /// Spacing, padding, columns, rows kept unplaced, the tabs shown, an inspector's pane.
        case layout
    }

    /// Makes an element, counted as one element created. A pushed page and a presentation are
    /// elements the graph asked for too.
    @inline(__always)
    func make(_ request: (any RenderBackend) -> any RenderElement) -> any RenderElement {
        ledger.counts.created += 1
        return request(base)
    }

    /// Sets a property of an element, counted by `kind`.
    @inline(__always)
    func set(_ kind: PropertyKind, _ request: (any RenderBackend) -> Void) {
        switch kind {
        case .text: ledger.counts.textUpdates += 1
        case .style: ledger.counts.styleUpdates += 1
        case .toggle: ledger.counts.toggleUpdates += 1
        case .layout: ledger.counts.layoutUpdates += 1
        }
        request(base)
    }

    /// Asks what was never counted: taking a page or a presentation away, and what only
    /// listens or waits. The counts stay what tests and benchmarks assert.
    @inline(__always)
    func uncounted<Result>(_ request: (any RenderBackend) -> Result) -> Result {
        request(base)
    }

    // MARK: Children, the requests a long list makes most

    func insert(_ child: any RenderElement, into parent: any RenderElement, at index: Int) {
        ledger.counts.inserts += 1
        base.insert(child, into: parent, at: index)
    }

    func move(_ child: any RenderElement, in parent: any RenderElement, to index: Int) {
        ledger.counts.moves += 1
        base.move(child, in: parent, to: index)
    }

    func remove(_ child: any RenderElement, from parent: any RenderElement) {
        ledger.counts.removals += 1
        base.remove(child, from: parent)
    }

    func didChangeChildren(of parent: any RenderElement) { base.didChangeChildren(of: parent) }
}
