/// `text-field`: typing key by key, a text set from code, typing after it, a person's own edits,
/// and the renderer's own set of a bare field.
public struct TextFieldFacts: Codable, Sendable {
    public var initialBodies: [String]
    public var typed: [String]
    public var typingBodies: [String]
    public var fill: MutationCounts
    public var filled: [String]
    public var fillBodies: [String]
    public var afterMore: [String]
    /// The error of typing into a field that is not there.
    public var missing: String
    public var editsReportedForOwnSet: [String]
    public var personActions: [String]
    public var unscriptableEdits: Int
    public var widgetsAfter: Int
    public var handlersAfter: Int

    public init(initialBodies: [String], typed: [String], typingBodies: [String], fill: MutationCounts, filled: [String], fillBodies: [String], afterMore: [String], missing: String, editsReportedForOwnSet: [String], personActions: [String], unscriptableEdits: Int, widgetsAfter: Int, handlersAfter: Int) {
        self.initialBodies = initialBodies
        self.typed = typed
        self.typingBodies = typingBodies
        self.fill = fill
        self.filled = filled
        self.fillBodies = fillBodies
        self.afterMore = afterMore
        self.missing = missing
        self.editsReportedForOwnSet = editsReportedForOwnSet
        self.personActions = personActions
        self.unscriptableEdits = unscriptableEdits
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}
