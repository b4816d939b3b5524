/// A widget made by a backend. The graph only holds it and hands it back; what it is
/// (a GTK widget, an in-memory node) is the backend's business.
public protocol RenderElement: AnyObject {}

/// The direction a stack lays out its children in.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}

/// The only seam between the view graph and widgets.
///
/// The graph creates elements, sets their properties only when they change, and keeps each
/// container's children in order with as few inserts, moves and removals as it can.
/// Callbacks from a backend (a click, a window closed, an element shown) always arrive on the main actor.
/// The closures the graph hands over hold nothing of the user's past the node they were made
/// for (its state lets go of the user's values when it is uninstalled), so a backend may keep an
/// element the graph has let go of, until it has shown the change.
@MainActor
public protocol RenderBackend: AnyObject {
    /// Where the graph counts what it asks of this backend; the backend itself counts nothing.
    var mutationLedger: MutationLedger { get }

    func makeText(_ string: String) -> any RenderElement
    func updateText(_ element: any RenderElement, to string: String)
    /// Shows a text in bold or regular weight; texts start regular.
    func setBold(_ element: any RenderElement, _ bold: Bool)

    /// A button whose label is made of the elements inserted into it.
    func makeButton(action: @escaping @MainActor () -> Void) -> any RenderElement

    /// A labelled on/off control; its label is made of the elements inserted into it.
    func makeToggle(isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void) -> any RenderElement
    func updateToggle(_ element: any RenderElement, isOn: Bool)

    /// A one-line editable text field holding `text`, showing `prompt` while it is empty.
    /// `onChange` is called with the whole text after each edit a person makes (every keystroke),
    /// and never for the backend's own `setText(ofTextField:to:)`.
    func makeTextField(prompt: String, text: String, onChange: @escaping @MainActor (String) -> Void) -> any RenderElement
    /// Replaces what a text field holds. The graph calls it only when the text differs from what
    /// the field shows, so that a person's edit is never written back over itself.
    func setText(ofTextField element: any RenderElement, to text: String)
    func updateTextFieldPrompt(_ element: any RenderElement, _ prompt: String)

    func makeStack(axis: Axis, spacing: Double?) -> any RenderElement
    func updateStack(_ element: any RenderElement, spacing: Double?)
    func makeList() -> any RenderElement
    /// A viewport onto its one child that scrolls along `axis`. Its rows are the children of that
    /// child when it is a stack, or the child itself; `viewportRows` of them (a backend setting,
    /// the runner's `--viewport-rows`) are on screen at a time. Scrolling shows and hides nothing.
    func makeScrollView(axis: Axis) -> any RenderElement
    /// How many rows a scroll view's viewport holds.
    var viewportRows: Int { get }
    /// Calls `handler` with a scroll view's first row on screen whenever a script or a person
    /// moves it.
    func observeScrolling(of scrollView: any RenderElement, _ handler: @escaping @MainActor (Int) -> Void)
    /// A stack whose children are the rows of a stretch of its rows (the ones near a scroll
    /// view's viewport), one child to a row, or for a grid `columns` children to a row (its cells,
    /// in columns of equal width); it keeps room for `before` rows above them and `after` rows
    /// below, which are not built or not placed, as `setUnplacedRows` says. A scroll view scrolls
    /// through all of them.
    func makeLazyStack(axis: Axis, spacing: Double?, columns: Int?) -> any RenderElement
    /// Changes a lazy stack's spacing, and a grid's columns.
    func updateLazyStack(_ lazyStack: any RenderElement, spacing: Double?, columns: Int?)
    /// Keeps room for `before` rows above the placed ones and `after` below: rows the graph does
    /// not place, whether they were never built or are built and out of the viewport's reach.
    /// The graph calls it only when they change; a lazy stack starts with room for none.
    func setUnplacedRows(of lazyStack: any RenderElement, before: Int, after: Int)

    /// Tabs: pages inserted into it, one a tab, shown one at a time under a bar of tab buttons.
    /// `onSelect` is called with a tab's position when a person presses its button; the graph then
    /// calls `setTabs`.
    func makeTabView(onSelect: @escaping @MainActor (Int) -> Void) -> any RenderElement
    /// Labels the tab buttons and shows the page at `selected`, hiding the others (they stop being shown).
    func setTabs(of tabView: any RenderElement, labels: [String], selected: Int)
    /// A container that keeps space around its content.
    func makePadding(_ amount: Double) -> any RenderElement
    func updatePadding(_ element: any RenderElement, _ amount: Double)
    /// A container that draws its content at `opacity`, from 0 (invisible) to 1. Drawing only:
    /// at 0 the content stays shown, so nothing in it disappears.
    func makeOpacity(_ opacity: Double) -> any RenderElement
    func setOpacity(_ element: any RenderElement, _ opacity: Double)
    /// A container that draws `color` behind its content.
    func makeBackground(_ color: Color) -> any RenderElement
    func setBackground(_ element: any RenderElement, _ color: Color)

    /// A sidebar beside a detail: the first element inserted is the sidebar, the second the detail.
    func makeSplitView() -> any RenderElement

    /// A navigation stack. Elements inserted into it form the root page; `onBack` is called
    /// when the person asks to go back from the top pushed page.
    func makeNavigationStack(onBack: @escaping @MainActor () -> Void) -> any RenderElement
    /// A row that pushes a page when activated; its label is made of the elements inserted into it.
    func makeNavigationLink(action: @escaping @MainActor () -> Void) -> any RenderElement
    /// Pushes an empty page onto `stack` and returns it, to be filled with `insert`.
    func pushPage(onto stack: any RenderElement) -> any RenderElement
    func popPage(_ page: any RenderElement, from stack: any RenderElement)

    /// Presents an empty modal presentation of `style` over `presenter`: the content of a window,
    /// or of another presentation. `onDismiss` is called when the person closes it (a window's
    /// close button, Escape, a click outside a popover); the graph then calls
    /// `dismissPresentation`. `title` names what it presents, for a window's title.
    func present(_ style: PresentationStyle, from presenter: any RenderElement, title: String, onDismiss: @escaping @MainActor () -> Void) -> any RenderElement
    func dismissPresentation(_ presentation: any RenderElement)

    /// Content with an inspector pane beside it: the first element inserted is the content, the
    /// second the pane, which is shown only while presented. Hiding the pane stops showing what
    /// is in it, which stays.
    func makeInspector() -> any RenderElement
    func setInspector(_ inspector: any RenderElement, presented: Bool)

    func insert(_ child: any RenderElement, into parent: any RenderElement, at index: Int)
    /// Moves `child` so that it ends up at `index` among `parent`'s children.
    func move(_ child: any RenderElement, in parent: any RenderElement, to index: Int)
    func remove(_ child: any RenderElement, from parent: any RenderElement)
    /// The graph has made this pass's inserts, moves and removals in `parent`, before the pass's
    /// appear and disappear callbacks. A backend that gathered inserted children off screen (to
    /// put many on screen at once) puts them on screen here.
    func didChangeChildren(of parent: any RenderElement)

    /// Calls `handler(true)` when `element` becomes shown on screen and `handler(false)`
    /// when it stops being shown. `onAppear` and `onDisappear` follow these calls; the handler
    /// does nothing once the node is removed.
    func observeShowing(of element: any RenderElement, _ handler: @escaping @MainActor (Bool) -> Void)

    /// Runs `work` later, unhurried, after the frame that shows this pass as a rule: teardown the
    /// screen does not wait for, which must not matter to anyone when it runs. A backend without
    /// frames runs it at once.
    func afterFrame(_ work: @escaping @MainActor () -> Void)
}

/// What a backend's element is, in the view layer's terms.
public enum ElementRole: Hashable, Sendable {
    case window, sheet, fullScreenCover, popover, page
    case text, button, toggle, textField, navigationLink
    case stack, list, padding, opacity, background, navigationStack, splitView, scrollView, lazyStack, tabView, inspector
}

/// How a modal presentation shows its content over its presenter (rule 18).
public enum PresentationStyle {
    /// A dialog over the presenter's window; the presenter stays shown under it.
    case sheet
    /// A window covering the presenter's window. The presenter is hidden while it is up: what it
    /// shows stops being shown, and is shown again on dismissal.
    case fullScreenCover
    /// A bubble pointing at `anchor`, the view that presents it, closed by a click outside it.
    case popover(anchor: any RenderElement)
}

/// What the graph asked of a backend, by kind: deterministic for a given program and input, so
/// tests and benchmarks can say how much work an update did. Counted by the graph as it asks, the
/// same for every backend.
public struct BackendMutations: Sendable, Equatable {
    public var created = 0
    /// A text's string, a text field's text or its prompt.
    public var textUpdates = 0
    /// Bold on or off, and opacity changes.
    public var styleUpdates = 0
    public var toggleUpdates = 0
    public var inserts = 0
    public var moves = 0
    public var removals = 0
    /// Spacing and padding changes.
    public var layoutUpdates = 0

    public init() {}

    public var total: Int { created + textUpdates + styleUpdates + toggleUpdates + inserts + moves + removals + layoutUpdates }
}

/// A backend's counts of what the graph asked of it. The backend makes one and keeps it; every
/// graph on that backend counts into it, so the counts are the backend's whichever graph asked.
@MainActor
public final class MutationLedger {
    public internal(set) var counts = BackendMutations()

    public init() {}
}

extension RenderBackend {
    /// What the graph has asked of this backend so far.
    public var mutations: BackendMutations { mutationLedger.counts }
}
