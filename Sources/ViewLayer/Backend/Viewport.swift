/// The rows a viewport shows: `viewportRows` of `rows`, from `first`, kept inside them when rows
/// went away since.
public func rowsInViewport(first: Int, rows: Int, viewportRows: Int) -> Range<Int> {
    let start = max(0, min(first, rows - viewportRows))
    return start..<min(rows, start + viewportRows)
}
