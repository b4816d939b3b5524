/// A script's scroll step: `scroll:down`, `scroll:up`, `scroll:top`, `scroll:bottom`.
///
/// Scrolling is counted in rows, so that it is the same in every renderer: a scroll view's
/// viewport holds `viewportRows` rows, and a step moves the first row shown.
public enum ScrollStep: String, Sendable, CaseIterable {
    /// On by one viewport.
    case down
    /// Back by one viewport.
    case up
    /// To the first row.
    case top
    /// To the last viewport's worth of rows.
    case bottom

    /// The first row shown after this step, from `first`, among `rows` rows shown `viewportRows`
    /// at a time. Never past the last full viewport, never before the first row.
    public func firstRow(from first: Int, rows: Int, viewportRows: Int) -> Int {
        let last = max(0, rows - viewportRows)
        return switch self {
        case .down: min(first + viewportRows, last)
        case .up: max(min(first, last) - viewportRows, 0)
        case .top: 0
        case .bottom: last
        }
    }
}
