import CGtk
import ViewLayer

/// A scroll view's or list's position: which row is first on screen, how many rows its viewport
/// holds, who follows it, and whether a person is scrolling it.
@MainActor
final class ScrollingState {
    var firstRow = 0
    var viewportRows = 8
    var handlers: [@MainActor (Int) -> Void] = []
    /// When a person last scrolled with the wheel, and whether they drag the scroll bar.
    var personScrolled: ContinuousClock.Instant?
    var isDraggingScrollbar = false
}

/// A lazy stack's or list's rows: the box of placed rows (a stack's; a grid's cells are in a
/// flow box), the room kept for rows not placed and the spacers that keep it, and the columns.
@MainActor
final class LazyRowsState {
    var box: UnsafeMutablePointer<GtkWidget>?
    var unplacedRows = (before: 0, after: 0)
    var spacers: (before: WidgetRef, after: WidgetRef)?
    var columns = 1
    var rowGap = 0.0
    /// The scroll view a lazy stack is the content of.
    weak var enclosingScrollView: GtkElement?
}

/// A tab view's buttons, the page shown, and what pressing a button tells.
@MainActor
final class TabsState {
    var buttons: [GtkElement] = []
    var selected = 0
    var onSelect: (@MainActor (Int) -> Void)?
}

/// The role state under the names the renderer uses, made on first write; an element without
/// the role reads the defaults.
extension GtkElement {
    private var scrollingState: ScrollingState {
        if let scrolling { return scrolling }
        let made = ScrollingState()
        scrolling = made
        return made
    }

    private var lazyRowsState: LazyRowsState {
        if let lazyRows { return lazyRows }
        let made = LazyRowsState()
        lazyRows = made
        return made
    }

    private var tabsState: TabsState {
        if let tabs { return tabs }
        let made = TabsState()
        tabs = made
        return made
    }

    /// A scroll view's first row on screen, and how many rows its viewport holds.
    public internal(set) var firstRow: Int {
        get { scrolling?.firstRow ?? 0 }
        set { scrollingState.firstRow = newValue }
    }
    public internal(set) var viewportRows: Int {
        get { scrolling?.viewportRows ?? 8 }
        set { scrollingState.viewportRows = newValue }
    }
    var scrollHandlers: [@MainActor (Int) -> Void] {
        get { scrolling?.handlers ?? [] }
        set { scrollingState.handlers = newValue }
    }
    var personScrolled: ContinuousClock.Instant? {
        get { scrolling?.personScrolled }
        set { scrollingState.personScrolled = newValue }
    }
    var isDraggingScrollbar: Bool {
        get { scrolling?.isDraggingScrollbar ?? false }
        set { scrollingState.isDraggingScrollbar = newValue }
    }

    var lazyRowsBox: UnsafeMutablePointer<GtkWidget>? {
        get { lazyRows?.box }
        set { lazyRowsState.box = newValue }
    }
    public internal(set) var unplacedRows: (before: Int, after: Int) {
        get { lazyRows?.unplacedRows ?? (0, 0) }
        set { lazyRowsState.unplacedRows = newValue }
    }
    var spacers: (before: WidgetRef, after: WidgetRef)? {
        get { lazyRows?.spacers }
        set { lazyRowsState.spacers = newValue }
    }
    /// How many children make a row of a lazy stack (a grid's columns), and the space between rows.
    public internal(set) var columns: Int {
        get { lazyRows?.columns ?? 1 }
        set { lazyRowsState.columns = newValue }
    }
    var rowGap: Double {
        get { lazyRows?.rowGap ?? 0 }
        set { lazyRowsState.rowGap = newValue }
    }
    var enclosingScrollView: GtkElement? {
        get { lazyRows?.enclosingScrollView }
        set { lazyRowsState.enclosingScrollView = newValue }
    }

    var tabButtons: [GtkElement] {
        get { tabs?.buttons ?? [] }
        set { tabsState.buttons = newValue }
    }
    var selectedTab: Int {
        get { tabs?.selected ?? 0 }
        set { tabsState.selected = newValue }
    }
    var tabSelected: (@MainActor (Int) -> Void)? {
        get { tabs?.onSelect }
        set { tabsState.onSelect = newValue }
    }
}
