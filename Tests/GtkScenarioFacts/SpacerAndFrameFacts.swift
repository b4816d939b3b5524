/// `spacers-and-frames`: a `Spacer`'s room taken by the content beside it, and a framed text sized
/// in place, read back from GTK's widgets and their allocations.
public struct SpacerAndFrameFacts: Codable, Sendable {
    /// One `HStack` of the scenario, as GTK lays it out in a 400-pixel window.
    public struct Row: Codable, Sendable, Equatable {
        /// The widgets its box holds.
        public var widgets: Int
        /// Each widget's start and end along the row, relative to the box, in the box's order.
        public var spans: [[Int]]
        /// The box's width.
        public var width: Int

        public init(widgets: Int, spans: [[Int]], width: Int) {
            self.widgets = widgets
            self.spans = spans
            self.width = width
        }
    }

    /// `Text("Name"); Spacer(); Button("x")`.
    public var trailing: Row
    /// `Spacer(); Text("Middle"); Spacer()`.
    public var centred: Row
    /// `Text("a"); Spacer(minLength: 40); Text("b")`.
    public var withMinimum: Row
    /// `Text("a"); Spacer().onAppear { … }; Text("b")`, and whether the spacer's view appeared.
    public var watched: Row
    public var watchedAppeared: Bool
    /// The first row once a state change has taken its spacer out, and once it is back.
    public var trailingWithoutSpacer: Row
    public var trailingAgain: Row
    /// `Spacer(); Text("one"); Spacer(); Text("two"); Spacer()`, which no content alone lays out
    /// as three spacers do.
    public var spreadOut: Row
    /// `Spacer(); Text("framed-end").frame(width: w)`, at 100 pixels and once changed to 120.
    public var framedAtEnd: Row
    public var framedAtEndWider: Row
    /// `Text("tall").frame(height: 44)`: the label's horizontal alignment, which the frame leaves.
    public var heightFramedXAlign: Double
    /// `Button { Text("OK").frame(height: 44) }`: the label's horizontal alignment in the button.
    public var heightFramedInButtonXAlign: Double
    /// `Text("42").frame(width: 48, alignment: .trailing)` in a row: whether the row holds the
    /// label itself, its size request and its horizontal alignment.
    public var framedIsLabel: Bool
    public var framedWidthRequest: Int
    public var framedXAlign: Double
    /// `Button { Text("Go").frame(width: 120, alignment: .leading) }`: the label's alignment.
    public var framedInButtonXAlign: Double
    public var shown: [String]
    public var widgetsAfter: Int
    public var handlersAfter: Int

    public init(
        trailing: Row, centred: Row, withMinimum: Row, watched: Row, watchedAppeared: Bool, trailingWithoutSpacer: Row, trailingAgain: Row,
        spreadOut: Row, framedAtEnd: Row, framedAtEndWider: Row, heightFramedXAlign: Double, heightFramedInButtonXAlign: Double, framedIsLabel: Bool, framedWidthRequest: Int, framedXAlign: Double, framedInButtonXAlign: Double, shown: [String],
        widgetsAfter: Int, handlersAfter: Int
    ) {
        self.trailing = trailing
        self.centred = centred
        self.withMinimum = withMinimum
        self.watched = watched
        self.watchedAppeared = watchedAppeared
        self.trailingWithoutSpacer = trailingWithoutSpacer
        self.trailingAgain = trailingAgain
        self.spreadOut = spreadOut
        self.framedAtEnd = framedAtEnd
        self.framedAtEndWider = framedAtEndWider
        self.heightFramedXAlign = heightFramedXAlign
        self.heightFramedInButtonXAlign = heightFramedInButtonXAlign
        self.framedIsLabel = framedIsLabel
        self.framedWidthRequest = framedWidthRequest
        self.framedXAlign = framedXAlign
        self.framedInButtonXAlign = framedInButtonXAlign
        self.shown = shown
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}
