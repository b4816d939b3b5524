/// `gestures`: taps, a long press and nested priorities through GTK's own recognisers.
public struct GestureFacts: Codable, Sendable {
    /// What a script's taps and long press ran, in order.
    public var journal: [String]
    /// What a press on the inner view of each nesting ran: `.gesture`, `.highPriorityGesture`
    /// and `.simultaneousGesture` around it.
    public var nested: [String]
    /// What a long press held, then a drag, ran: a sequenced gesture.
    public var sequence: [String]
    /// What a touchpad's pinch, spread and turned, ran on a photo that magnifies and rotates at
    /// once through `GtkGestureZoom` and `GtkGestureRotate`.
    public var pinch: [String]
    /// The script actions a person's own presses were logged as; "(unscriptable)" for one no
    /// script action makes.
    public var personActions: [String]
    public var widgetsAfter: Int
    public var handlersAfter: Int

    public init(journal: [String], nested: [String], sequence: [String], pinch: [String], personActions: [String], widgetsAfter: Int, handlersAfter: Int) {
        self.journal = journal
        self.nested = nested
        self.sequence = sequence
        self.pinch = pinch
        self.personActions = personActions
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}
