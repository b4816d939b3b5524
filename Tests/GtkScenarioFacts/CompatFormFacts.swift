/// `compat-forms`: the forms course code writes (`.labelsHidden()`, `.textFieldStyle(.plain)`,
/// `TextEditor`, `.allowsHitTesting`) as the GTK widgets draw them and a click reaches them.
public struct CompatFormFacts: Codable, Sendable {
    /// Whether the widget of each control's label is visible, by the control's label.
    public var labelVisible: [String: Bool]
    /// Whether each text field's entry (or text view's frame) has a frame, by its label.
    public var hasFrame: [String: Bool]
    /// Whether the editor's scrolled window scrolls vertically, and its least height.
    public var editorScrolls: Bool
    public var editorHeight: Int32
    /// The editor's text after typing, Return and more, and the journal's submits.
    public var editorText: String
    /// The status line after a click sent where the pointer would land on the locked button, then
    /// after unlocking and the same click.
    public var lockedClick: String
    public var unlockedClick: String
    public var journal: [String]
    public var widgetsAfter: Int
    public var handlersAfter: Int

    public init(labelVisible: [String: Bool], hasFrame: [String: Bool], editorScrolls: Bool, editorHeight: Int32, editorText: String, lockedClick: String, unlockedClick: String, journal: [String], widgetsAfter: Int, handlersAfter: Int) {
        self.labelVisible = labelVisible
        self.hasFrame = hasFrame
        self.editorScrolls = editorScrolls
        self.editorHeight = editorHeight
        self.editorText = editorText
        self.lockedClick = lockedClick
        self.unlockedClick = unlockedClick
        self.journal = journal
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}
