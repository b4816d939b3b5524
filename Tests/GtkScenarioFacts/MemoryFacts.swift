/// `memory`: the heap's growth over a long session, by experiment id, after a warm-up.
public struct MemoryFacts: Codable, Sendable {
    public var growth: [String: Int]
    public var cycles: Int

    public init(growth: [String: Int], cycles: Int) {
        self.growth = growth
        self.cycles = cycles
    }
}
