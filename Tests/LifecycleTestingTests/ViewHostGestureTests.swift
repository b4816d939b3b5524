import Driving
import Foundation
import LifecycleTesting
import Testing
import ViewLayer

/// The testing library's gestures: `tap` on a view with a tap gesture, `drag(_:by:)` and
/// `longPress(_:)`, each settled, and their errors.
@MainActor
@Suite struct ViewHostGestureTests {
    struct Board: View {
        @State private var taps = 0
        @State private var held = false
        @State private var moved = CGSize.zero
        @GestureState private var offset = CGSize.zero

        var body: some View {
            Text("Taps \(taps)").onTapGesture(count: 3) { taps += 1 }
            Image(systemName: "pin").accessibilityLabel("Pin").onLongPressGesture { held = true }
            Text("Piece")
                .gesture(DragGesture(minimumDistance: 0).updating($offset) { value, offset, _ in offset = value.translation }.onEnded { moved = $0.translation })
            Text("held \(held), moved \(Int(moved.width)),\(Int(moved.height)), offset \(Int(offset.width))")
        }
    }

    @Test func gesturesAreDrivenByTheirTextsOrAccessibilityLabelsAndSettle() async throws {
        let host = await ViewHost(Board())
        try await host.tap("Taps 0")
        try await host.longPress("Pin")
        try await host.drag("Piece", by: CGSize(width: -8, height: 4.5))
        #expect(host.texts == ["Taps 1", "Piece", "held true, moved -8,4, offset 0"])
        await #expect(throws: DriveError.noSuchControl(label: "Taps 1", kind: "view with a drag gesture", visible: ["Piece"])) {
            try await host.drag("Taps 1", by: CGSize(width: 1, height: 1))
        }
        await #expect(throws: DriveError.noSuchControl(label: "Piece", kind: "view with a long press gesture", visible: ["Pin"])) {
            try await host.longPress("Piece")
        }
        await host.unmount()
        host.expectNothingOutlives()
    }
}
