/// Rows of cells whose columns line up: each `GridRow`'s views are its cells, column by column.
///
///     Grid(alignment: .leading, horizontalSpacing: 12) {
///         GridRow { Text("Milk"); Text("2") }
///         GridRow { Text("Bread"); Text("1") }
///     }
///
/// GTK lays each row out in a box and keeps each column as wide as its widest cell with a
/// `GtkSizeGroup`, as a GNOME developer lines up a form. A view given outside a `GridRow` takes a
/// row of its own.
public struct Grid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8)
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content, value: layout, previous: previous?.layout, counted: .layout) {
            $0.gridRendering.makeGrid($1)
        } update: { _, _, _ in
            // Spacing and alignment are the grid's from its making: a changed one is rare enough
            // to be drawn by a new grid (`.id`), as GTK's size groups are set up once.
        }
    }
}

/// One row of a `Grid`: its views are cells, one a column.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func update(_ node: PrimitiveNode, previous: Self?) {
        node.updateContainer(content) {
            $0.gridRendering.makeGridRow()
        }
    }
}

/// How a grid spaces and aligns its cells.
public struct GridLayout: Hashable, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Double
    public var verticalSpacing: Double
}

extension View {
    /// Accepted, no effect on Linux: a cell takes one column.
    public func gridCellColumns(_ count: Int) -> Self { self }
    /// Accepted, no effect on Linux: a column's cells are aligned as the grid says.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> Self { self }
    /// Accepted, no effect on Linux: a cell takes the size its column gives it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> Self { self }
}

/// What a backend does to show `Grid` and `GridRow`.
@MainActor
public protocol GridRendering: RenderBackend {
    func makeGrid(_ layout: GridLayout) -> any RenderElement
    func makeGridRow() -> any RenderElement
}

extension RenderBackend {
    var gridRendering: any GridRendering { rendering(self as? any GridRendering, of: "Grid") }
}
