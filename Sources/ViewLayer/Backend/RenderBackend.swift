/// A widget made by a backend. The graph only holds it and hands it back; what it is
/// (a GTK widget, an in-memory node) is the backend's business.
public protocol RenderElement: AnyObject {}

/// The direction a stack lays out its children in.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}

/// The only seam between the view graph and widgets: the primitives every view is made of.
///
/// The graph creates elements, sets their properties only when they change, and keeps each
/// container's children in order with as few inserts, moves and removals as it can.
/// Callbacks from a backend (a click, a window closed, an element shown) always arrive on the main actor.
/// The closures the graph hands over hold nothing of the user's past the node they were made
/// for (its state lets go of the user's values when it is uninstalled), so a backend may keep an
/// element the graph has let go of, until it has shown the change.
///
/// What only some views need is not here but in a protocol of its own, declared beside the view
/// and refining this one (`ToggleRendering` beside `Toggle`, `TabViewRendering` beside
/// `TabView`, and so on); a backend conforms to each in a file of its own. A new container or
/// control composes these primitives, or brings its own small protocol: this one does not grow.
@MainActor
public protocol RenderBackend: AnyObject {
    /// Where the graph counts what it asks of this backend; the backend itself counts nothing.
    var mutationLedger: MutationLedger { get }

    func makeText(_ string: String) -> any RenderElement
    func updateText(_ element: any RenderElement, to string: String)
    /// Draws a text as `look` says: its font, weight, colour and line limit. Texts start
    /// `.plain`, drawn as the theme draws text, and are given a look only when it is not that.
    func setTextLook(_ element: any RenderElement, _ look: TextLook)

    /// A button whose label is made of the elements inserted into it.
    func makeButton(action: @escaping @MainActor () -> Void) -> any RenderElement

    func makeStack(axis: Axis, spacing: Double?) -> any RenderElement
    func updateStack(_ element: any RenderElement, spacing: Double?)

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

extension RenderBackend {
    /// This backend as the renderer of a view that needs more than the primitives, which it must
    /// be to show that view: a backend that shows `TabView` conforms to `TabViewRendering`.
    /// A backend without it is a backend author's mistake, stopped here with the view's name.
    func rendering<Feature>(_ feature: Feature?, of view: String) -> Feature {
        guard let feature else {
            fatalError("\(Self.self) cannot show \(view): it does not conform to \(Feature.self)")
        }
        return feature
    }
}

/// What the graph asked of a backend, by kind: deterministic for a given program and input, so
/// tests and benchmarks can say how much work an update did. Counted by the graph as it asks, the
/// same for every backend.
public struct BackendMutations: Sendable, Equatable {
    public var created = 0
    /// A text's string, a text field's text or its prompt.
    public var textUpdates = 0
    /// A text's look, opacity and background changes.
    public var styleUpdates = 0
    public var toggleUpdates = 0
    public var inserts = 0
    public var moves = 0
    public var removals = 0
    /// Spacing, padding and columns; the rows a lazy stack keeps room for; the tabs shown; an
    /// inspector's pane shown or hidden.
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
