/// The graph's one door to its backend: every request the graph makes passes here, and is counted
/// here once, by kind, into the backend's `MutationLedger`. The backends then only do the work.
///
/// A final class the graph holds by its own type, so that a request costs what it did when the
/// graph called the backend directly: one call through the protocol's witness table, plus an
/// increment of a count the ledger keeps in place (no boxing, no lookup).
@MainActor
final class CountedBackend {
    /// The backend the requests go to.
    let base: any RenderBackend
    private let ledger: MutationLedger

    init(_ base: any RenderBackend) {
        self.base = base
        ledger = base.mutationLedger
    }

    var viewportRows: Int { base.viewportRows }

    // MARK: Elements made

    func makeText(_ string: String) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeText(string)
    }

    func makeButton(action: @escaping @MainActor () -> Void) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeButton(action: action)
    }

    func makeToggle(isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeToggle(isOn: isOn, onChange: onChange)
    }

    func makeTextField(prompt: String, text: String, onChange: @escaping @MainActor (String) -> Void) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeTextField(prompt: prompt, text: text, onChange: onChange)
    }

    func makeStack(axis: Axis, spacing: Double?) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeStack(axis: axis, spacing: spacing)
    }

    func makeList() -> any RenderElement {
        ledger.counts.created += 1
        return base.makeList()
    }

    func makeScrollView(axis: Axis) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeScrollView(axis: axis)
    }

    func makeLazyStack(axis: Axis, spacing: Double?, columns: Int?) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeLazyStack(axis: axis, spacing: spacing, columns: columns)
    }

    func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeTabView(onSelect: onSelect)
    }

    func makePadding(_ amount: Double) -> any RenderElement {
        ledger.counts.created += 1
        return base.makePadding(amount)
    }

    func makeOpacity(_ opacity: Double) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeOpacity(opacity)
    }

    func makeBackground(_ color: Color) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeBackground(color)
    }

    func makeSplitView() -> any RenderElement {
        ledger.counts.created += 1
        return base.makeSplitView()
    }

    func makeNavigationStack(onBack: @escaping @MainActor () -> Void) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeNavigationStack(onBack: onBack)
    }

    func makeNavigationLink(action: @escaping @MainActor () -> Void) -> any RenderElement {
        ledger.counts.created += 1
        return base.makeNavigationLink(action: action)
    }

    func makeInspector() -> any RenderElement {
        ledger.counts.created += 1
        return base.makeInspector()
    }

    /// A pushed page is an element the graph asked for, as a presentation is.
    func pushPage(onto stack: any RenderElement) -> any RenderElement {
        ledger.counts.created += 1
        return base.pushPage(onto: stack)
    }

    func present(_ style: PresentationStyle, from presenter: any RenderElement, title: String, onDismiss: @escaping @MainActor () -> Void) -> any RenderElement {
        ledger.counts.created += 1
        return base.present(style, from: presenter, title: title, onDismiss: onDismiss)
    }

    // MARK: Properties set

    func updateText(_ element: any RenderElement, to string: String) {
        ledger.counts.textUpdates += 1
        base.updateText(element, to: string)
    }

    func setText(ofTextField element: any RenderElement, to text: String) {
        ledger.counts.textUpdates += 1
        base.setText(ofTextField: element, to: text)
    }

    func updateTextFieldPrompt(_ element: any RenderElement, _ prompt: String) {
        ledger.counts.textUpdates += 1
        base.updateTextFieldPrompt(element, prompt)
    }

    func setBold(_ element: any RenderElement, _ bold: Bool) {
        ledger.counts.styleUpdates += 1
        base.setBold(element, bold)
    }

    func setOpacity(_ element: any RenderElement, _ opacity: Double) {
        ledger.counts.styleUpdates += 1
        base.setOpacity(element, opacity)
    }

    func setBackground(_ element: any RenderElement, _ color: Color) {
        ledger.counts.styleUpdates += 1
        base.setBackground(element, color)
    }

    func updateToggle(_ element: any RenderElement, isOn: Bool) {
        ledger.counts.toggleUpdates += 1
        base.updateToggle(element, isOn: isOn)
    }

    func updateStack(_ element: any RenderElement, spacing: Double?) {
        ledger.counts.layoutUpdates += 1
        base.updateStack(element, spacing: spacing)
    }

    func updateLazyStack(_ lazyStack: any RenderElement, spacing: Double?, columns: Int?) {
        ledger.counts.layoutUpdates += 1
        base.updateLazyStack(lazyStack, spacing: spacing, columns: columns)
    }

    func setUnplacedRows(of lazyStack: any RenderElement, before: Int, after: Int) {
        ledger.counts.layoutUpdates += 1
        base.setUnplacedRows(of: lazyStack, before: before, after: after)
    }

    func setTabs(of tabView: any RenderElement, labels: [String], selected: Int) {
        ledger.counts.layoutUpdates += 1
        base.setTabs(of: tabView, labels: labels, selected: selected)
    }

    func updatePadding(_ element: any RenderElement, _ amount: Double) {
        ledger.counts.layoutUpdates += 1
        base.updatePadding(element, amount)
    }

    func setInspector(_ inspector: any RenderElement, presented: Bool) {
        ledger.counts.layoutUpdates += 1
        base.setInspector(inspector, presented: presented)
    }

    // MARK: Children

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

    // MARK: Not counted

    // Taking a page or a presentation away, and what only listens or waits, were never counted;
    // the counts stay what tests and benchmarks assert.

    func popPage(_ page: any RenderElement, from stack: any RenderElement) { base.popPage(page, from: stack) }
    func dismissPresentation(_ presentation: any RenderElement) { base.dismissPresentation(presentation) }
    func didChangeChildren(of parent: any RenderElement) { base.didChangeChildren(of: parent) }

    func observeScrolling(of scrollView: any RenderElement, _ handler: @escaping @MainActor (Int) -> Void) {
        base.observeScrolling(of: scrollView, handler)
    }

    func observeShowing(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void) {
        base.observeShowing(of: element, handler)
    }

    func afterFrame(_ work: @escaping @MainActor () -> Void) { base.afterFrame(work) }
}
