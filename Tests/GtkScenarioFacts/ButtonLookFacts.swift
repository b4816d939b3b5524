/// `button-looks`: a button's role, style and tint as GTK draws them, read back from its style
/// classes and its pixels.
public struct ButtonLookFacts: Codable, Sendable {
    /// Each button's style classes among `suggested-action`, `destructive-action` and `flat`,
    /// sorted, by its title.
    public var classes: [String: [String]]
    /// The colour GTK paints a button's fill with, near its left edge and away from its text, as
    /// `[red, green, blue]` from 0 to 255, by title.
    public var fills: [String: [Int]]
    /// The texts a button drawn by a custom style shows, released, held down (GTK's active
    /// state), and released again.
    public var pressedTexts: [[String]]

    public init(classes: [String: [String]], fills: [String: [Int]], pressedTexts: [[String]]) {
        self.classes = classes
        self.fills = fills
        self.pressedTexts = pressedTexts
    }
}
