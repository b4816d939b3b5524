import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Stacks long enough for the renderer to keep their children in chunks.
    @Suite struct LongStacksTests {
        @Test func aChunkedStackChangesItsRowsAsHeadlessAndGTKLaysThemOutInOrder() throws {
            let long: LongStackFacts = try GtkTests.facts(of: .longStack)
            let longRun = long.transcripts.run
            #expect(long.transcripts.gui == longRun, "a chunked stack builds, moves and removes rows as headless")
            #expect(longRun.contains("| [row 180 tapped 1]") && !longRun.contains { $0.hasPrefix("error") }, "\(longRun.filter { $0.hasPrefix("error") })")
            #expect(long.orderMismatches == [], "GTK lays the rows out in the order shown")
            #expect(long.leftovers == [], "rows go in around rows and groups waiting to be taken out, in order")
            #expect(long.leftoverWidgets == 0, "a stack cleared of every row, some in chunks never on screen, keeps no widget")
            let lastGroups = long.lastChunkGroupRows
            #expect(lastGroups.max() == 4 && lastGroups.count > 1, "a chunk made once the stack holds 1,600 rows takes groups of four: \(lastGroups)")
            #expect(long.mostChunks > 2, "the long stack was chunked")
        }

        @Test func scrollingAChunkedStackShowsTheRowsHeadlessShows() throws {
            let longScroll: TranscriptFacts = try GtkTests.facts(of: .longScroll)
            let scrolled = longScroll.run
            #expect(longScroll.gui == scrolled, "scrolling a chunked stack shows the rows headless shows")
            #expect(scrolled.contains("| line 149") && scrolled.contains("| line 10"), "\(scrolled.suffix(12))")
        }
    }
}
