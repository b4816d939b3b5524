import GtkScenarioFacts
import Testing

extension GtkTests {
    /// Resizable images from a file, drawn at the size of their frames.
    @Suite struct PicturesTests {
        @Test func aResizableImageStretchesFitsOrFillsItsFrame() throws {
            let facts: PictureFacts = try GtkTests.facts(of: .pictures)
            // Each takes its frame, whatever the file's 40 by 20 pixels.
            #expect(facts.sizes == [[100, 100], [100, 100], [100, 100]])
            // Stretched, the file covers the frame; fitted, it is 100 by 50 in the middle, with
            // nothing above; filled, it is 200 by 100, cut at the frame's sides.
            #expect(facts.redAtTop == [true, false, true])
            #expect(facts.redAtMiddle == [true, true, true])
        }
    }
}
