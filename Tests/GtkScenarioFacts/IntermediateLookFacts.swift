/// `intermediate-looks`: a canvas, a control group and a layout turned round, read back from the
/// widgets and the window's pixels.
public struct IntermediateLookFacts: Codable, Sendable {
    /// Whether the window shows the canvas's red square where its renderer filled it (its top
    /// leading quarter), and not in its bottom trailing quarter; the canvas lies below a text, so
    /// a drawing at the window's origin rather than the canvas's would miss.
    public var canvasRedWhereFilled: [Bool]
    /// How many dark pixels the canvas's text painted in the canvas's bottom half.
    public var canvasTextPixels: Int
    /// Whether the control group's box has GTK's `linked` class, and whether its two buttons
    /// touch.
    public var controlGroupLinked: [Bool]
    /// The second view's place relative to the first's, `[dx, dy]`, in a column, after the layout
    /// turns to a row, and after it turns back.
    public var turnedOffsets: [[Int]]
    /// Whether the counter in the turned layout kept its count through both turns.
    public var keptState: Bool
    /// The indexes of the rows the list shows selected (their selected state): as the selection
    /// binding starts, and after a click on the first row's button.
    public var chosenRows: [[Int]]
    /// `UIScreen.main.bounds`' size once the views are mounted, then the X screen's, as GDK
    /// reports it: with one monitor, the same.
    public var screenSize: [Int]

    public init(canvasRedWhereFilled: [Bool], canvasTextPixels: Int, controlGroupLinked: [Bool], turnedOffsets: [[Int]], keptState: Bool, chosenRows: [[Int]], screenSize: [Int]) {
        self.canvasRedWhereFilled = canvasRedWhereFilled
        self.canvasTextPixels = canvasTextPixels
        self.controlGroupLinked = controlGroupLinked
        self.turnedOffsets = turnedOffsets
        self.keptState = keptState
        self.chosenRows = chosenRows
        self.screenSize = screenSize
    }
}
