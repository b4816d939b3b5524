/// `memory`: the heap over a long session, by experiment id, after a warm-up.
///
/// A leak keeps the same bytes on every cycle, so it raises the heap's floor by the same amount in
/// every window of cycles. GTK, GLib, cairo and the Swift runtime keep bounded caches that fill or
/// empty in steps of tens of kilobytes (seen: +68 KB twice and -902 KB once in 10,000 cycles of one
/// run), each in one window. The median rise of the floor from one window to the next counts the
/// first and not the second, as long as fewer than half the windows hold a step.
public struct MemoryFacts: Codable, Sendable {
    /// The lowest live bytes of each window, in order, by experiment id.
    public var floors: [String: [Int]]
    /// Cycles in one window.
    public var windowCycles: Int

    public init(floors: [String: [Int]], windowCycles: Int) {
        self.floors = floors
        self.windowCycles = windowCycles
    }

    /// The median rise of the floor from one window to the next, in bytes per window; nil without
    /// two windows.
    public func medianRise(of experiment: String) -> Int? {
        guard let floors = floors[experiment], floors.count >= 2 else { return nil }
        let rises = zip(floors, floors.dropFirst()).map { $1 - $0 }.sorted()
        let middle = rises.count / 2
        return rises.count % 2 == 1 ? rises[middle] : (rises[middle - 1] + rises[middle]) / 2
    }
}
