/// `scroll-content`: a scroll view whose content is several views without a stack of their own.
public struct ScrollContentFacts: Codable, Sendable {
    /// The texts of the labels shown in the window, in on-screen order.
    public var labels: [String]
    /// Each label's distance from the top of the first, in pixels: stacked, each is lower.
    public var tops: [Int]

    public init(labels: [String], tops: [Int]) {
        self.labels = labels
        self.tops = tops
    }
}
