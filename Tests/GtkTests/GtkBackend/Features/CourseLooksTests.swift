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

        /// `proxy.frame(in: .global)` follows scrolling, as SwiftUI's does: a scroll view moves
        /// its content without allocating it again, and the reader follows its adjustments.
        @Test func aReaderInAScrollViewFollowsItsScrolling() throws {
            let facts: CourseLookFacts = try GtkTests.facts(of: .courseLooks)
            let places = facts.scrolledPlaces
            #expect(places.count == 3 && places[2] > 0 && places[1] == places[0] - places[2], "\(places)")
        }

        @Test func aFixedWidthGivenUpStretchesAcrossAgain() throws {
            let facts: CourseLookFacts = try GtkTests.facts(of: .courseLooks)
            // Centred at its width, then across the stack, as a colour takes the room offered.
            let widths = facts.framedWidths
            #expect(widths.count == 3 && widths[0] == 80 && widths[1] == widths[2] && widths[2] > 160, "\(widths)")
        }

        /// SwiftUI sizes a background or an overlay by the view it modifies: a geometry reader
        /// behind a text measures the text, and an underline is the text's width, neither
        /// stretching the text across its column.
        @Test func layersBehindAViewTakeItsSize() throws {
            let facts: CourseLookFacts = try GtkTests.facts(of: .courseLooks)
            let widths = facts.layerWidths
            #expect(widths.count == 4 && widths.allSatisfy { $0 > 0 && $0 < 200 }, "\(widths)")
            #expect(widths[0] == widths[1], "the reader reads the text's width")
            #expect(widths[2] == widths[3], "the underline is the text's width")
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
            // SwiftUI draws the half of a centred stroke that lies outside the shape's frame,
            // here of a stroke widened after the circle was drawn.
            #expect(facts.strokeReachesPastItsFrame)
        }
    }
}
