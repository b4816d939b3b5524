/// `opacity`: a page faded to 0 and back to 1.
public struct OpacityFacts: Codable, Sendable {
    public var hidden: Hidden
    public var shownAgain: [String]
    public var opacityAgain: Double
    public var journalAgain: [String]
    public var widgetsAfter: Int
    public var handlersAfter: Int

    /// The wrapper and what it holds at opacity 0.
    public struct Hidden: Codable, Sendable {
        /// The wrapper element's role, "none" when there was no wrapper.
        public var role: String
        public var mapped: Bool
        public var contentMapped: Bool
        /// GTK's opacity of the wrapper, -1 when there was no wrapper.
        public var opacity: Double
        public var shown: [String]
        public var journal: [String]

        public init(role: String, mapped: Bool, contentMapped: Bool, opacity: Double, shown: [String], journal: [String]) {
            self.role = role
            self.mapped = mapped
            self.contentMapped = contentMapped
            self.opacity = opacity
            self.shown = shown
            self.journal = journal
        }
    }

    public init(hidden: Hidden, shownAgain: [String], opacityAgain: Double, journalAgain: [String], widgetsAfter: Int, handlersAfter: Int) {
        self.hidden = hidden
        self.shownAgain = shownAgain
        self.opacityAgain = opacityAgain
        self.journalAgain = journalAgain
        self.widgetsAfter = widgetsAfter
        self.handlersAfter = handlersAfter
    }
}
