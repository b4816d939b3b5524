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
    /// How many items make a row: a lazy grid's columns, one for a stack or a list.
    let columns: Int

    init(element: any RenderElement, position: ScrollPosition?, columns: Int = 1) {
        self.element = element
        self.position = position
        self.columns = max(1, columns)
    }

    /// The items to build and place, of `itemCount`: those of the rows in the viewport and
    /// `margin` rows on either side, whole rows at a time; and how many rows before and after
    /// them are not placed.
    func reach(itemCount: Int, viewportRows: Int) -> (items: Range<Int>, rowsBefore: Int, rowsAfter: Int) {
        let rowCount = (itemCount + columns - 1) / columns
        var rows = 0..<rowCount
        if let position {
            let onScreen = rowsInViewport(first: position.firstRow, rows: rowCount, viewportRows: viewportRows)
            let margin = Self.margin(viewportRows: viewportRows)
            rows = max(0, onScreen.lowerBound - margin)..<min(rowCount, onScreen.upperBound + margin)
        }
        return (rows.lowerBound * columns..<min(itemCount, rows.upperBound * columns), rows.lowerBound, rowCount - rows.upperBound)
    }

    /// How many rows beyond each end of the viewport are built ahead: a quarter of a viewport,
    /// at least one.
    static func margin(viewportRows: Int) -> Int { max(1, viewportRows / 4) }
}
