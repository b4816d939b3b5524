/// `memory`: the heap over a long session, by experiment id, after a warm-up.
///
/// A leak keeps the same bytes on every cycle, so it raises the heap's floor by the same amount in
/// every window of cycles. GTK, GLib, cairo and the Swift runtime keep bounded caches that fill or
/// empty in steps of tens to hundreds of kilobytes, in either direction (seen: +68 KB twice and
/// -902 KB once in 10,000 cycles of one run; swings of ±250 KB between windows in a run of 16
/// windows on 28 November 2026, whose floors drifted by +21 and -33 bytes a cycle over 16,000
/// cycles; +42 bytes a cycle over 7 windows in a CI run the same day). The trend is the median of
/// the slopes between every two windows (Theil and Sen's estimator), which a step moves only as
/// one slope among many, where the median rise between neighbours is moved by three steps in six.
public struct MemoryFacts: Codable, Sendable {
    /// The lowest live bytes of each window, in order, by experiment id.
    public var floors: [String: [Int]]
    /// Cycles in one window.
    public var windowCycles: Int

    public init(floors: [String: [Int]], windowCycles: Int) {
        self.floors = floors
        self.windowCycles = windowCycles
    }

    /// How much the floor rises from one window to the next, in bytes per window: the median of
    /// the slopes between every two windows; nil without two windows.
    public func trend(of experiment: String) -> Int? {
        guard let floors = floors[experiment], floors.count >= 2 else { return nil }
        var slopes: [Double] = []
        for i in floors.indices {
            for j in floors.indices where j > i { slopes.append(Double(floors[j] - floors[i]) / Double(j - i)) }
        }
        slopes.sort()
        let middle = slopes.count / 2
        return Int((slopes.count % 2 == 1 ? slopes[middle] : (slopes[middle - 1] + slopes[middle]) / 2).rounded())
    }
}
