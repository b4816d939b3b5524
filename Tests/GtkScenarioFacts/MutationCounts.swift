/// The backend's mutation counters over a span of a scenario, kept apart from `BackendMutations`
/// so that the tests read the eight counts they assert on without linking the view layer.
public struct MutationCounts: Codable, Equatable, Sendable {
    public var created: Int
    public var textUpdates: Int
    public var toggleUpdates: Int
    public var inserts: Int
    public var moves: Int
    public var removals: Int
    public var layoutUpdates: Int
    public var styleUpdates: Int

    public init(created: Int, textUpdates: Int, toggleUpdates: Int, inserts: Int, moves: Int, removals: Int, layoutUpdates: Int, styleUpdates: Int) {
        self.created = created
        self.textUpdates = textUpdates
        self.toggleUpdates = toggleUpdates
        self.inserts = inserts
        self.moves = moves
        self.removals = removals
        self.layoutUpdates = layoutUpdates
        self.styleUpdates = styleUpdates
    }

    /// What happened between `earlier` and `self`.
    public static func - (later: Self, earlier: Self) -> Self {
        Self(created: later.created - earlier.created, textUpdates: later.textUpdates - earlier.textUpdates,
             toggleUpdates: later.toggleUpdates - earlier.toggleUpdates, inserts: later.inserts - earlier.inserts,
             moves: later.moves - earlier.moves, removals: later.removals - earlier.removals,
             layoutUpdates: later.layoutUpdates - earlier.layoutUpdates, styleUpdates: later.styleUpdates - earlier.styleUpdates)
    }
}
