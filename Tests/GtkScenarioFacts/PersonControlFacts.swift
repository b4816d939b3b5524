/// `person-controls`: the controls added for issue 32, each used through its real widget as a
/// person uses it (a click's button events, a key's events, `gtk_button_clicked` on the button a
/// click lands on), with what each did to its binding and what the person's log says.
public struct PersonControlFacts: Codable, Sendable {
    /// What the status line showed after each step, by step.
    public var shown: [String: String]
    /// The script actions a person's use was logged as, by step; "(unscriptable)" for a use no
    /// script action makes.
    public var logged: [String: [String]]
    /// What the views' actions wrote, in order.
    public var journal: [String]
    /// Whether the split menu's popover was open after its arrow was clicked, then after its item.
    public var popoverOpen: [Bool]
    /// The multi-line field's text after the keys.
    public var notes: String
    public var widgetsAfter: Int
    public var handlersAfter: Int

    public init(shown: [String: String], logged: [String: [String]], journal: [String], popoverOpen: [Bool], notes: String, widgetsAfter: Int, handlersAfter: Int) {
        self.shown = shown
        self.logged = logged
        self.journal = journal
        self.popoverOpen = popoverOpen
        self.notes = notes
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}
