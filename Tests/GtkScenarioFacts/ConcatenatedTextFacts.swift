/// `concatenated-text`: concatenated texts in `GtkLabel`s, their Pango attributes and style
/// classes read back.
public struct ConcatenatedTextFacts: Codable, Sendable {
    /// `Text("Sub") + Text("total").bold()`: each range of the label's bytes with a weight
    /// attribute, `[start, end, weight]`.
    public var weights: [[Int]]
    public var text: String
    /// `Text("Total ").foregroundColor(.red) + Text("42")`: each range with a foreground colour,
    /// `[start, end, red, green, blue]` in 0…255.
    public var colours: [[Int]]
    /// `Text("a").foregroundStyle(.secondary) + Text("b")`: each range with a foreground alpha,
    /// `[start, end, alpha]` in 0…65535, and whether the label has GNOME's `dim-label` class,
    /// which would dim all of it.
    public var alphas: [[Int]]
    public var isDimmedWhole: Bool

    public init(weights: [[Int]], text: String, colours: [[Int]], alphas: [[Int]], isDimmedWhole: Bool) {
        self.weights = weights
        self.text = text
        self.colours = colours
        self.alphas = alphas
        self.isDimmedWhole = isDimmedWhole
    }
}
