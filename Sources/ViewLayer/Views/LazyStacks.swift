/// A column that builds its rows only as they come near the viewport of the scroll view around
/// it (rule 17).
///
/// The rows of a `ForEach` in it are built (struct, state, body) when they come within the
/// viewport and a margin of a quarter viewport, and get `onAppear` when they are placed on
/// screen; a row that leaves the screen gets `onDisappear` and keeps its state while it lies
/// within two viewports of the screen, so scrolling back that far creates nothing; further out
/// it is deleted with its state (`LazyRows.Reach`). Outside a scroll view, every row is built.
/// Views in it other than a `ForEach`'s rows (a header, a footer, the views of a `Group` or an
/// `if`) are rows too, built, placed, kept and deleted alike.
public struct LazyVStack<Content: View>: View, PrimitiveView, LazyRowContainer {
    let spacing: Double?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateLazyStack(content, axis: .vertical, spacing: spacing, previousSpacing: previous?.spacing)
    }
}

/// A row that builds its views only as they come near the viewport of the horizontal scroll view
/// around it, as `LazyVStack` does its rows (rule 17): each view is a column, built, placed,
/// kept and deleted by the same rule.
public struct LazyHStack<Content: View>: View, PrimitiveView, LazyRowContainer {
    let spacing: Double?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateLazyStack(content, axis: .horizontal, spacing: spacing, previousSpacing: previous?.spacing)
    }
}

extension PrimitiveNode {
    /// The update of a lazy grid whose lines run across `axis`, `cellsPerLine` cells each: lays
    /// its lines out again when their count or spacing changed, and hands it its rows.
    fileprivate func updateLazyGrid(_ content: some View, axis: Axis, cellsPerLine: Int, spacing: Double?, previousSpacing: Double??) {
        (primitiveState as? LazyContainerState)?.layOut(columns: cellsPerLine, spacing: spacing, isSpacingChanged: previousSpacing != spacing, backend: backend)
        updateLazyRows(content) { backend in
            let element = backend.make { $0.scrollRendering.makeLazyStack(axis: axis, spacing: spacing, columns: cellsPerLine) }
            return LazyRows(element: element, position: context[ScrollRowOffsetInput.self], columns: cellsPerLine, container: viewNode)
        }
    }

    /// The update of a lazy stack along `axis`: its rows, and its spacing when it changed.
    fileprivate func updateLazyStack(_ content: some View, axis: Axis, spacing: Double?, previousSpacing: Double??) {
        if let previousSpacing, previousSpacing != spacing, let element {
            backend.set(.layout) { $0.scrollRendering.updateLazyStack(element, spacing: spacing, columns: nil) }
        }
        updateLazyRows(content) { backend in
            let element = backend.make { $0.scrollRendering.makeLazyStack(axis: axis, spacing: spacing, columns: nil) }
            return LazyRows(element: element, position: context[ScrollRowOffsetInput.self], container: viewNode)
        }
    }
}

/// A lazy container's rows, and the context that hands them to its content.
final class LazyContainerState {
    let rows: LazyRows
    var contexts = DerivedContextCache()
    /// A grid's items and spacing as last given, and the width the backend last said it has.
    var grid: (items: [GridItem], spacing: Double?)?
    var gridWidth: Double?
    /// A list's selection, when it was given one.
    @MainActor lazy var listSelection = ListSelection()

    init(rows: LazyRows) { self.rows = rows }

    /// Lays a grid's rows out `count` cells to a row, `spacing` apart, when either changed: the
    /// grid's update and a new width both ask.
    @MainActor func layOut(columns count: Int, spacing: Double?, isSpacingChanged: Bool = false, backend: CountedBackend) {
        guard isSpacingChanged || count != rows.columns else { return }
        backend.set(.layout) { $0.scrollRendering.updateLazyStack(rows.element, spacing: spacing, columns: count) }
        rows.columns = count
    }
}

extension PrimitiveNode {
    /// The update of a lazy stack, grid or list: makes its rows (and element) on install with
    /// `makeRows`, then hands `content` the rows in its context, so that a `ForEach` in it builds
    /// only what is near the viewport.
    /// `selection` brings a list's selection in line with its binding, for its rows to read.
    func updateLazyRows(_ content: any View, selection: (@MainActor (ListSelection) -> Void)? = nil, makeRows: (CountedBackend) -> LazyRows) {
        let state = keptState(LazyContainerState(rows: makeRows(backend))) { state in
            setElement(state.rows.element, holdsChildren: true)
        }
        // Scrolling places the views around the ForEachs anew, as it does the ForEachs' rows.
        state.rows.position?.follow(viewNode)
        // One selection for the list's life, its binding the latest: the rows' environment keeps it.
        selection?(state.listSelection)
        let context = state.contexts.context(from: childContext) { context in
            context[LazyPlacementInput.self] = state.rows
            context[ScrollPositionLinkInput.self] = nil
            context[DefaultScrollAnchorInput.self] = nil
            if selection != nil { context.environment.listSelection = state.listSelection }
        }
        state.rows.isUpdatingContent = true
        updatePlacedChildren(ChildSpec.content(content), context: context)
        state.rows.isUpdatingContent = false
        state.rows.arrangeLater(contentChanged: true)
    }
}

/// A grid that builds its cells a whole row at a time, as rows of its `columns` come near the
/// viewport of the scroll view around it (rule 17), and keeps built cells with their state while
/// their data is there.
///
/// The columns share the width equally. A `.fixed` or `.flexible` item is one column; an
/// `.adaptive(minimum:)` item is as many as fit in the width the grid is given (the window's, in
/// GTK; `--grid-width` points headless, 390 by default), and their number follows the width as it changes.
public struct LazyVGrid<Content: View>: View, PrimitiveView, LazyRowContainer {
    let columns: [GridItem]
    let spacing: Double?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let kept = node.primitiveState as? LazyContainerState
        let columnCount = GridItem.columnCount(of: columns, width: kept?.gridWidth, spacing: spacing)
        kept?.grid = (columns, spacing)
        node.updateLazyGrid(content, axis: .vertical, cellsPerLine: columnCount, spacing: spacing, previousSpacing: previous?.spacing)
        guard kept == nil, let state = node.primitiveState as? LazyContainerState else { return }
        state.grid = (columns, spacing)
        guard columns.contains(where: \.isAdaptive) else { return }
        // The width is the backend's to say, now or once the window lays the grid out.
        let backend = node.backend
        node.backend.uncounted {
            $0.scrollRendering.observeWidth(of: state.rows.element) { [weak state] width in
                guard let state, let grid = state.grid else { return }
                state.gridWidth = width
                state.layOut(columns: GridItem.columnCount(of: grid.items, width: width, spacing: grid.spacing), spacing: grid.spacing, backend: backend)
            }
        }
    }
}

/// A grid that builds its cells a whole column at a time, as columns come near the viewport of
/// the horizontal scroll view around it (rule 17), as `LazyVGrid` does its rows.
///
/// A `.fixed` or `.flexible` item is one row, and so is an `.adaptive(minimum:)` one: the height a
/// grid is given is not measured here, so it does not make more rows as SwiftUI's does.
public struct LazyHGrid<Content: View>: View, PrimitiveView, LazyRowContainer {
    let rows: [GridItem]
    let spacing: Double?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        let rowCount = GridItem.columnCount(of: rows, width: nil, spacing: spacing)
        node.updateLazyGrid(content, axis: .horizontal, cellsPerLine: rowCount, spacing: spacing, previousSpacing: previous?.spacing)
    }
}

/// A column of a `LazyVGrid`.
public struct GridItem: Sendable, Equatable {
    /// How wide the column is.
    public enum Size: Sendable, Equatable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?

    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }

    var isAdaptive: Bool {
        if case .adaptive = size { true } else { false }
    }

    /// How many columns `items` make in `width` points (nil: not known yet): one a fixed or
    /// flexible item, and for each adaptive item as many of its minimum width, with `spacing`
    /// between (8 by default), as fit in what the others leave, one at least.
    static func columnCount(of items: [GridItem], width: Double?, spacing: Double?) -> Int {
        let gap = spacing ?? 8
        var count = 0
        var taken = 0.0
        var adaptiveMinimums: [Double] = []
        for item in items {
            switch item.size {
            case .fixed(let width):
                count += 1
                taken += width + (item.spacing ?? gap)
            case .flexible(let minimum, _):
                count += 1
                taken += minimum + (item.spacing ?? gap)
            case .adaptive(let minimum, _):
                adaptiveMinimums.append(max(1, minimum))
            }
        }
        guard !adaptiveMinimums.isEmpty else { return max(1, count) }
        // The adaptive items share what the others leave alike.
        let share = max(0, (width ?? 0) - taken) / Double(adaptiveMinimums.count)
        for minimum in adaptiveMinimums {
            count += max(1, Int((share + gap) / (minimum + gap)))
        }
        return count
    }
}

/// The lazy container whose rows a `ForEach` placed in it directly builds only near the
/// viewport (rule 17). A row's own content is not placed there: the rows' context takes it away.
enum LazyPlacementInput: NodeInputKey {
    typealias Value = LazyRows
}
