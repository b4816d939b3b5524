/// `transition`: a text hidden under a 0.6 s animation, read halfway; shown again from there;
/// hidden to its end; then shown anew and read halfway in.
public struct TransitionFacts: Codable, Sendable {
    /// GTK's opacity of the text's widget about halfway out, what `show` listed then, and the
    /// journal then.
    public var midwayOpacity: Double
    public var midwayShown: [String]
    public var midwayJournal: [String]
    /// Shown again halfway out, once that animation is over: its opacity, the journal.
    public var reshownOpacity: Double
    public var reshownJournal: [String]
    /// Hidden to the end.
    public var afterShown: [String]
    public var afterJournal: [String]
    /// Shown anew, halfway in: the new text's opacity.
    public var fadeInOpacity: Double

    public init(
        midwayOpacity: Double, midwayShown: [String], midwayJournal: [String], reshownOpacity: Double, reshownJournal: [String],
        afterShown: [String], afterJournal: [String], fadeInOpacity: Double
    ) {
        self.midwayOpacity = midwayOpacity
        self.midwayShown = midwayShown
        self.midwayJournal = midwayJournal
        self.reshownOpacity = reshownOpacity
        self.reshownJournal = reshownJournal
        self.afterShown = afterShown
        self.afterJournal = afterJournal
        self.fadeInOpacity = fadeInOpacity
    }
}
