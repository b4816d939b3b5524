import GtkScenarioFacts
import Testing

extension GtkTests {
    /// A `Spacer` as a GNOME developer lays a row out, and a framed text as they size a label.
    @Suite struct SpacersAndFramesTests {
        @Test func aSpacersRoomGoesToItsNeighbourAndAFramedTextIsItsLabel() throws {
            let facts: SpacerAndFrameFacts = try GtkTests.facts(of: .spacersAndFrames)
            // No widget for the spacer: the button takes its room and sits at the row's end.
            #expect(facts.trailing.widgets == 2, "\(facts.trailing)")
            #expect(facts.trailing.spans.first?.first == 0 && facts.trailing.spans.last?.last == facts.trailing.width, "\(facts.trailing)")
            // Between two spacers, in the middle.
            #expect(facts.centred.widgets == 1)
            if let span = facts.centred.spans.first {
                #expect(abs(span[0] - (facts.centred.width - span[1])) <= 1, "\(facts.centred)")
            }
            // A spacer with a minimum length, or whose appearance is watched, keeps its widget.
            #expect(facts.withMinimum.widgets == 3)
            #expect((facts.withMinimum.spans.last?.first ?? 0) - (facts.withMinimum.spans.first?.last ?? 0) >= 40, "\(facts.withMinimum)")
            #expect(facts.watched.widgets == 3)
            #expect(facts.watchedAppeared)
            // Without its spacer, the button follows the text; with it again, it is at the end again.
            #expect(facts.trailingWithoutSpacer.widgets == 2)
            #expect((facts.trailingWithoutSpacer.spans.last?.last ?? .max) < facts.trailingWithoutSpacer.width / 2, "\(facts.trailingWithoutSpacer)")
            #expect(facts.trailingAgain == facts.trailing)
            // Three spacers around two texts: no text alone takes their room as they share it.
            #expect(facts.spreadOut.widgets == 5, "\(facts.spreadOut)")
            // A framed text taking a spacer's room stays at the end when its frame changes.
            #expect(facts.framedAtEnd.widgets == 1 && facts.framedAtEnd.spans.last?.last == facts.framedAtEnd.width, "\(facts.framedAtEnd)")
            #expect(facts.framedAtEndWider.spans.last?.last == facts.framedAtEndWider.width, "\(facts.framedAtEndWider)")
            #expect(facts.framedAtEndWider.spans.last.map { $0[1] - $0[0] } == 120, "\(facts.framedAtEndWider)")
            // A frame that says nothing of the width leaves the text where a text sits.
            #expect(facts.heightFramedXAlign == 0)
            #expect(facts.heightFramedInButtonXAlign == 0.5, "centred in its button, as a button's text is")
            // The framed text is the row's own label, 48 pixels wide, its text at the trailing edge;
            // a framed button label keeps its frame's alignment.
            #expect(facts.framedIsLabel)
            #expect(facts.framedWidthRequest == 48)
            #expect(facts.framedXAlign == 1)
            #expect(facts.framedInButtonXAlign == 0)
            #expect(facts.shown.contains("| Name") && facts.shown.contains("| [x]") && facts.shown.contains("| 42"), "\(facts.shown)")
            #expect(facts.widgetsAfter == 0)
            #expect(facts.handlersAfter == 0)
        }
    }
}
