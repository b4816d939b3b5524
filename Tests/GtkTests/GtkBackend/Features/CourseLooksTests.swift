import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Looks course code asks for, as GTK draws them.
    @Suite struct CourseLooksTests {
        @Test func aGeometryReaderReadsTheSizeGTKGaveIt() throws {
            let facts: CourseLookFacts = try GtkTests.facts(of: .courseLooks)
            // Its frame's size, and after the frame narrows, the new one: the content ran again.
            #expect(facts.measured == ["reader 300 × 120", "reader 200 × 120", "across 160"])
            #expect(facts.barWidths == [150, 100], "half the reader, each time")
            // A reader framed in its height alone takes the width of its column, as the frame
            // passes the offer of width through (SwiftUI's `frame(width:height:alignment:)`).
        }

        @Test func textsAreRedactedSelectableAndTruncatedWhereTold() throws {
            let facts: CourseLookFacts = try GtkTests.facts(of: .courseLooks)
            #expect(facts.redactedClasses == [true, false])
            #expect(facts.isSelectable)
            #expect(facts.ellipsizeMode == 2, "PANGO_ELLIPSIZE_MIDDLE")
        }

        @Test func anAngularGradientTurnsClockwiseFromTheTrailingSide() throws {
            let facts: CourseLookFacts = try GtkTests.facts(of: .courseLooks)
            // Just past the start, below the centre's right, it is the first colour, GNOME's red;
            // just short of the whole turn, above it, the last, GNOME's blue.
            let (start, end) = try (#require(facts.angularColors.first), #require(facts.angularColors.last))
            #expect(start[0] > 180 && start[2] < 100, "red: \(start)")
            #expect(end[2] > 180 && end[0] < 100, "blue: \(end)")
        }

        @Test func aRoundCapPaintsPastTheLinesEnd() throws {
            let facts: CourseLookFacts = try GtkTests.facts(of: .courseLooks)
            #expect(facts.capsPaintPastTheEnd == [true, false])
            // SwiftUI draws the half of a centred stroke that lies outside the shape's frame.
            #expect(facts.strokeReachesPastItsFrame)
        }
    }
}
