/// `transition`: a text hidden under a 0.6 s animation, read halfway and after.
public struct TransitionFacts: Codable, Sendable {
    /// GTK's opacity of the text's widget about halfway through, what `show` listed then, and
    /// the journal then.
    public var midwayOpacity: Double
    public var midwayShown: [String]
    public var midwayJournal: [String]
    /// After the animation.
    public var afterShown: [String]
    public var afterJournal: [String]

    public init(midwayOpacity: Double, midwayShown: [String], midwayJournal: [String], afterShown: [String], afterJournal: [String]) {
        self.midwayOpacity = midwayOpacity
        self.midwayShown = midwayShown
        self.midwayJournal = midwayJournal
        self.afterShown = afterShown
        self.afterJournal = afterJournal
    }
}
