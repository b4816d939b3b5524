/// `form-and-timer`: a form's section in GTK, and a timer on Foundation's main run loop.
public struct FormAndTimerFacts: Codable, Sendable {
    /// Each `GtkListBox` shown: whether it has the `boxed-list` class, and whether each row is
    /// activatable.
    public var listBoxes: [ListBox]
    public var shown: [String]
    /// The ticks a `Timer.publish(every: 0.02, on: .main, in: .common)` gave `onReceive` while GTK's
    /// loop ran, waiting for three at most five seconds.
    public var ticks: Int
    /// Ticks counted after the view was unmounted and the loop ran 100 ms more: the subscription
    /// went with the identity.
    public var ticksAfterUnmount: Int
    public var widgetsAfter: Int
    public var handlersAfter: Int

    public struct ListBox: Codable, Sendable {
        public var isBoxed: Bool
        public var rowsActivatable: [Bool]

        public init(isBoxed: Bool, rowsActivatable: [Bool]) {
            self.isBoxed = isBoxed
            self.rowsActivatable = rowsActivatable
        }
    }

    public init(listBoxes: [ListBox], shown: [String], ticks: Int, ticksAfterUnmount: Int, widgetsAfter: Int, handlersAfter: Int) {
        self.listBoxes = listBoxes
        self.shown = shown
        self.ticks = ticks
        self.ticksAfterUnmount = ticksAfterUnmount
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}
