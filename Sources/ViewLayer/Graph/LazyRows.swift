/// The rows of a lazy stack (rule 17): a `ForEach` placed in it builds a row (its struct, its
/// state, its body) only when the row comes within the scroll view's viewport and a margin, and
/// places it in the stack only while it is there; out of reach, a built row keeps its state while
/// its data is there, and disappears. The stack keeps room for the rows it does not place.
@MainActor
final class LazyRows {
    /// The lazy stack's element, which the rows are placed in.
    let element: any RenderElement
    /// The scroll view around, if any; without one, every row is built.
    let position: ScrollPosition?

    init(element: any RenderElement, position: ScrollPosition?) {
        self.element = element
        self.position = position
    }

    /// The rows to build and place, of `rowCount`: the viewport's and `margin` on either side.
    func reach(rowCount: Int, viewportRows: Int) -> Range<Int> {
        guard let position else { return 0..<rowCount }
        let onScreen = rowsInViewport(first: position.firstRow, rows: rowCount, viewportRows: viewportRows)
        let margin = Self.margin(viewportRows: viewportRows)
        return max(0, onScreen.lowerBound - margin)..<min(rowCount, onScreen.upperBound + margin)
    }

    /// How many rows beyond each end of the viewport are built ahead: a quarter of a viewport,
    /// at least one.
    static func margin(viewportRows: Int) -> Int { max(1, viewportRows / 4) }
}
