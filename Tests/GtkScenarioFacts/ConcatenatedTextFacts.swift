/// `concatenated-text`: `Text("Sub") + Text("total").bold()` in a `GtkLabel`, its Pango
/// attributes read back.
public struct ConcatenatedTextFacts: Codable, Sendable {
    /// Each range of the label's bytes with a weight attribute: `[start, end, weight]`.
    public var weights: [[Int]]
    public var text: String

    public init(weights: [[Int]], text: String) {
        self.weights = weights
        self.text = text
    }
}
