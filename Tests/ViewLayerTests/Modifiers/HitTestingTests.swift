import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.allowsHitTesting(_:)`: "Configures whether this view participates in hit test operations"
/// (Apple's documentation); with false the view is drawn but a person's taps and drags do not
/// reach it or what it holds.
@MainActor
@Suite struct HitTestingTests {
    struct Board: View {
        @State var isLocked = true
        @State var taps = 0
        @State var isOn = false

        var body: some View {
            VStack {
                VStack {
                    Button("Play") { taps += 1 }
                    Text("Card").onTapGesture { taps += 10 }
                    Toggle("Sound", isOn: $isOn)
                }
                .allowsHitTesting(!isLocked)
                Button(isLocked ? "Unlock" : "Lock") { isLocked.toggle() }
                Text("taps \(taps)")
            }
        }
    }

    @Test func aViewThatTakesNoHitsIsShownButNoActionReachesIt() async throws {
        let host = await ViewHost(Board())
        #expect(host.shown == ["| [Play]", "| Card", "| [ ] Sound", "| [Unlock]", "| taps 0"], "drawn as ever, not greyed")
        await #expect(throws: DriveError.noSuchControl(label: "Play", kind: "button or link", visible: ["Unlock"])) {
            try await host.tap("Play")
        }
        await #expect(throws: DriveError.self) { try await host.tap("Card") }
        await #expect(throws: DriveError.self) { try await host.toggle("Sound") }
        try await host.tap("Unlock")
        try await host.tap("Play")
        try await host.tap("Card")
        try await host.toggle("Sound")
        #expect(host.shown == ["| [Play]", "| Card", "| [x] Sound", "| [Lock]", "| taps 11"], "once allowed again, each is reached")
        await host.unmount()
    }
}
