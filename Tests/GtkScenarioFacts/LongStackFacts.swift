/// `long-stack`: a stack long enough to be chunked, driven as a script and step by step, then
/// through the backend alone with rows and groups left waiting to be taken out.
public struct LongStackFacts: Codable, Sendable {
    public var transcripts: TranscriptFacts
    /// Each step after which GTK laid out other labels than the renderer says are shown.
    public var orderMismatches: [String]
    public var mostChunks: Int
    /// Each update, driven through the backend, after which GTK's order was not the stack's.
    public var leftovers: [String]
    /// The rows of each group of the last chunk of a stack of 1,800 rows.
    public var lastChunkGroupRows: [Int]
    public var leftoverWidgets: Int

    public init(transcripts: TranscriptFacts, orderMismatches: [String], mostChunks: Int, leftovers: [String], lastChunkGroupRows: [Int], leftoverWidgets: Int) {
        self.transcripts = transcripts
        self.orderMismatches = orderMismatches
        self.mostChunks = mostChunks
        self.leftovers = leftovers
        self.lastChunkGroupRows = lastChunkGroupRows
        self.leftoverWidgets = leftoverWidgets
    }
}
