import Driving
import Foundation
import LifecycleTesting
import Testing
import ViewLayer

/// The testing library's pinches: `magnify(_:by:)`, `rotate(_:by:)` and `pinch(_:by:rotation:)`,
/// each of ten steps settled one by one, and their errors.
@MainActor
@Suite struct ViewHostPinchTests {
    @MainActor final class Seen {
        var texts: [[String]] = []
    }

    struct Board: View {
        let seen: Seen
        @State private var zoom: CGFloat = 1
        @State private var angle = Angle.zero
        @GestureState private var pinch: CGFloat = 1

        var body: some View {
            Text("Map").gesture(
                MagnifyGesture().updating($pinch) { value, pinch, _ in pinch = value.magnification }.onEnded { zoom *= $0.magnification }
            )
            Image(systemName: "dial").gesture(RotationGesture().onEnded { angle += $0 })
            Text("zoom \(Int((zoom * pinch * 100).rounded())), angle \(Int(angle.degrees.rounded()))")
                .onChange(of: pinch) { seen.texts.append(["\(Int((pinch * 100).rounded()))"]) }
        }
    }

    @Test func pinchesAreDrivenByTheirTextsOrImagesEachStepSettled() async throws {
        let seen = Seen()
        let host = await ViewHost(Board(seen: seen))
        try await host.magnify("Map", by: 3)
        #expect(seen.texts == (1...10).map { ["\(100 + 20 * $0)"] } + [["100"]], "each step's update ran before the next, and the state went back at the end")
        try await host.rotate("dial", by: .degrees(-30))
        #expect(host.texts == ["Map", "zoom 300, angle -30"])
        await #expect(throws: DriveError.noSuchControl(label: "dial", kind: "view with a magnify gesture", visible: ["Map"])) {
            try await host.magnify("dial", by: 2)
        }
        await #expect(throws: DriveError.noSuchControl(label: "Map", kind: "view with a rotate gesture", visible: ["dial"])) {
            try await host.rotate("Map", by: .degrees(10))
        }
        await host.unmount()
        host.expectNothingOutlives()
    }
}
