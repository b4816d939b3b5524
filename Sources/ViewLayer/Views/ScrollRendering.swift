/// What a backend does to show the views that scroll: `ScrollView`, the lazy stacks and grid
/// inside one, and `List`, which is both in one.
@MainActor
public protocol ScrollRendering: RenderBackend {
    /// A viewport onto its one child that scrolls along `axis`. Its rows are those `ScrollRowRule`
    /// says: the children of that child when it is a stack, or the child itself, a lazy stack
    /// among them making the rows it places and keeps room for; `viewportRows` of them (a backend setting,
    /// the runner's `--viewport-rows`) are on screen at a time. Scrolling shows and hides nothing.
    func makeScrollView(axis: Axis) -> any RenderElement
    /// A scroll view and a lazy stack in one: its rows are the children inserted into it.
    func makeList() -> any RenderElement
    /// How many rows a scroll view's viewport holds.
    var viewportRows: Int { get }
    /// Calls `handler` with a scroll view's first row on screen whenever a script or a person
    /// moves it.
    func observeScrolling(of scrollView: any RenderElement, _ handler: @escaping @MainActor (Int) -> Void)
    /// Scrolls a scroll view or list so that `row` is its first row on screen, as a script's
    /// `scroll:` step does, and calls its scrolling handlers: `ScrollViewProxy.scrollTo` and a
    /// `.scrollPosition` binding move it so.
    func scroll(_ scrollView: any RenderElement, toFirstRow row: Int)
    /// The row a scroll view or list would show first if scrolled `offset` points along its
    /// axis: the row starting nearest it, as its rows are laid out. A `ScrollPosition` scrolled
    /// to a point moves to that row, as everything here scrolls by rows.
    func firstRow(atOffset offset: Double, in scrollView: any RenderElement) -> Int
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
    /// Calls `handler` with the width, in points, a lazy grid is given: at once when it is
    /// known, and whenever it changes. Its adaptive columns follow it.
    func observeWidth(of lazyStack: any RenderElement, _ handler: @escaping @MainActor (Double) -> Void)
}

extension RenderBackend {
    var scrollRendering: any ScrollRendering { rendering(self as? any ScrollRendering, of: "a scroll view") }
}
