import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A canvas, a control group and a layout turned round, as GTK draws them.
    @Suite struct IntermediateLooksTests {
        /// The renderer draws in the canvas's own coordinates, wherever GTK placed it in the
        /// window: a square filled in its top leading quarter is there on screen, and its text
        /// is painted.
        @Test func aCanvasDrawsInItsOwnPlace() throws {
            let facts: IntermediateLookFacts = try GtkTests.facts(of: .intermediateLooks)
            #expect(facts.canvasRedWhereFilled == [true, false])
            #expect(facts.canvasTextPixels > 20, "the text was drawn")
        }

        /// A list's chosen rows are the list box's selected rows, and a person's click on a row
        /// chooses it alone.
        @Test func aListShowsItsChosenRowsSelected() throws {
            let facts: IntermediateLookFacts = try GtkTests.facts(of: .intermediateLooks)
            #expect(facts.chosenRows == [[1], [0]])
        }

        /// `UIScreen.main` is the monitor's size: the Xvfb screen the tests run on, not the
        /// phone the headless renderer stands for.
        @Test func theScreenIsTheMonitor() throws {
            let facts: IntermediateLookFacts = try GtkTests.facts(of: .intermediateLooks)
            let size = facts.screenSize
            #expect(size.count == 4 && size[0] == size[2] && size[1] == size[3] && size[0] != 390, "\(size)")
        }

        @Test func aControlGroupLinksItsButtons() throws {
            let facts: IntermediateLookFacts = try GtkTests.facts(of: .intermediateLooks)
            #expect(facts.controlGroupLinked == [true, true])
        }

        /// `AnyLayout` turns the same views from a column into a row and back, the counter in it
        /// keeping its count (Apple's `AnyLayout` documentation).
        @Test func anyLayoutTurnsTheSameViews() throws {
            let facts: IntermediateLookFacts = try GtkTests.facts(of: .intermediateLooks)
            let offsets = facts.turnedOffsets
            #expect(offsets.count == 3, "\(offsets)")
            guard offsets.count == 3, offsets.allSatisfy({ $0.count == 2 }) else { return }
            #expect(offsets[0][0] == 0 && offsets[0][1] > 0, "a column: the second view below the first")
            #expect(offsets[1][0] > 0 && offsets[1][1] == 0, "a row: beside it")
            #expect(offsets[2] == offsets[0], "a column again")
            #expect(facts.keptState)
        }
    }
}
