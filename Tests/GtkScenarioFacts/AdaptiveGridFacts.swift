/// `adaptive-grid`: a lazy grid of adaptive columns of at least 180 points, in a window 400
/// wide, then 1000 wide.
public struct AdaptiveGridFacts: Codable, Sendable {
    public var narrowColumns: Int
    public var wideColumns: Int
    /// What `show` listed first in the wide window: the cells of its first row.
    public var wideFirstRow: [String]

    public init(narrowColumns: Int, wideColumns: Int, wideFirstRow: [String]) {
        self.narrowColumns = narrowColumns
        self.wideColumns = wideColumns
        self.wideFirstRow = wideFirstRow
    }
}
