/// `course-looks`: a geometry reader measured by GTK, texts redacted, selectable and truncated,
/// an angular gradient and round line caps, read back from the widgets and their pixels.
public struct CourseLookFacts: Codable, Sendable {
    /// What the reader's content read, once laid out in a 300 by 120 frame, and again once the
    /// frame is 200 wide; then what a reader framed only in height read in a column 160 wide.
    public var measured: [String]
    /// The allocated width of the bar the reader's content makes half as wide as the reader,
    /// at each of those two sizes.
    public var barWidths: [Int]
    /// Whether the redacted label has the placeholder class, and the plain one has not.
    public var redactedClasses: [Bool]
    /// Whether the label under `.textSelection(.enabled)` is selectable.
    public var isSelectable: Bool
    /// The ellipsis of the label under `.truncationMode(.middle)` and a line limit: Pango's
    /// `PangoEllipsizeMode` (2 is the middle).
    public var ellipsizeMode: Int
    /// The angular gradient's colour just below and just above the centre's right, `[r, g, b]`.
    public var angularColors: [[Int]]
    /// Whether a round-capped line paints beyond its end point, and a butt-capped one does not.
    public var capsPaintPastTheEnd: [Bool]
    /// Whether a stroke centred on a circle's outline paints past the circle's frame, as SwiftUI's.
    public var strokeReachesPastItsFrame: Bool
    /// The width of a colour framed 80 wide in a stack across the window, then with its width
    /// given up, and the window's content's width.
    public var framedWidths: [Int]
    /// The widths of a text, of the geometry reader behind it as the reader reads it, of another
    /// text and of the underline behind it, in a column 300 wide.
    public var layerWidths: [Int]
    /// Where a reader in a scroll view read it was in the window, before and after the scroll
    /// view scrolled down a viewport, and how many pixels it scrolled.
    public var scrolledPlaces: [Int]

    public init(
        measured: [String], barWidths: [Int], redactedClasses: [Bool], isSelectable: Bool, ellipsizeMode: Int, angularColors: [[Int]],
        capsPaintPastTheEnd: [Bool], strokeReachesPastItsFrame: Bool, framedWidths: [Int], layerWidths: [Int], scrolledPlaces: [Int]
    ) {
        self.measured = measured
        self.barWidths = barWidths
        self.redactedClasses = redactedClasses
        self.isSelectable = isSelectable
        self.ellipsizeMode = ellipsizeMode
        self.angularColors = angularColors
        self.capsPaintPastTheEnd = capsPaintPastTheEnd
        self.strokeReachesPastItsFrame = strokeReachesPastItsFrame
        self.framedWidths = framedWidths
        self.layerWidths = layerWidths
        self.scrolledPlaces = scrolledPlaces
    }
}
