import Foundation
import TestSupport
import Testing

/// RUNNER.md's `drag:LABEL=DX,DY`, and `tap:` on a view with a tap gesture, run as a script runs
/// them, on the gallery's gestures.
@Suite struct GestureCommandLineTests {
    func lab(_ arguments: String...) throws -> ProcessResult {
        try runProcess("lifecycle-lab", arguments, environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
    }

    @Test func aTapOnAViewWithATapGestureAndADragRunTheirGestures() throws {
        let result = try lab("run", "swiftui-gallery", "--seed", "1", "--do", "tap:Double-tap to like", "--do", "drag:Drag me=30,-12.5", "--do", "drag:Drag me#1=-0.5,2", "--do", "show")
        #expect(result.status == 0, "\(result.error)")
        let log = result.lines.filter { !$0.hasPrefix("| ") }.drop { !$0.hasPrefix("> ") }
        #expect(Array(log) == ["> tap:Double-tap to like", "liked 1", "> drag:Drag me=30,-12.5", "dropped at 30,-12", "> drag:Drag me#1=-0.5,2", "> show"],
                "a double tap's one tap: two presses; a drag shorter than its minimum distance ends nothing")
        #expect(result.lines.contains("| Likes 1, offset 30,-12"))
        #expect(result.lines.contains("| Drag me"), "a view with a gesture shows what it holds")
    }

    @Test func aTracedDragRunsTheBodyReadingItsGestureStateAtEachMoveAndAtTheReset() throws {
        let result = try lab("run", "swiftui-gallery", "--seed", "1", "--trace", "--do", "drag:Drag me=0,40")
        #expect(result.status == 0, "\(result.error)")
        let afterDrag = result.lines.drop { $0 != "> drag:Drag me=0,40" }
        // Ten moves of 4 points: the drag begins at 12, its minimum distance of 10 passed; eight
        // moves change the state (12 to 40), then the release resets it, in the same update as
        // the drop it keeps as state: nine bodies.
        #expect(afterDrag.filter { $0 == "· body GalleryGestures" }.count == 9)
        #expect(afterDrag.contains("dropped at 0,40"))
    }

    @Test(arguments: [
        ("drag:Drag me", "malformed action \"drag:Drag me\": expected drag:LABEL=DX,DY"),
        ("drag:Drag me=5", "malformed action \"drag:Drag me=5\": expected drag:LABEL=DX,DY"),
        ("drag:Drag me=5,x", "malformed action \"drag:Drag me=5,x\": expected drag:LABEL=DX,DY"),
        ("drag:Drag me=5,6,7", "malformed action \"drag:Drag me=5,6,7\": expected drag:LABEL=DX,DY"),
        ("drag:=5,6", "malformed action \"drag:=5,6\": the label is empty"),
        ("drag:Hold to pin=5,6", #"no visible view with a drag gesture labelled "Hold to pin"; visible view with a drag gesture labels: "Drag me""#),
        ("drag:Drag me#2=5,6", #"view with a drag gesture #2 labelled "Drag me" does not exist"#),
        ("tap:Drag me", #"no visible button, link or view with a tap gesture labelled "Drag me"; visible button, link or view with a tap gesture labels: "Share", "#),
    ])
    func aBadDragOrTapExitsWithStatus2AndOneLineSayingWhatWouldHaveWorked(action: String, message: String) throws {
        let result = try lab("run", "swiftui-gallery", "--seed", "1", "--do", action)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func theTapErrorListsTheViewsWithATapGestureAfterTheButtons() throws {
        let result = try lab("run", "swiftui-gallery", "--seed", "1", "--do", "tap:Nowhere")
        #expect(result.status == 2)
        #expect(result.error.hasSuffix(#""Reset…", "Double-tap to like""# + "\n") || result.error.hasSuffix(#""Reset…", "Double-tap to like""#), "\(result.error)")
    }
}
