import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `.background(_:)`: drawing only, set when it changes; a style the theme decides is resolved
/// where the background is.
@MainActor
@Suite struct BackgroundTests {
    struct Tinted: View {
        @State var dark = false
        @State var count = 0
        var body: some View {
            Button("count \(count)") { count += 1 }
                .background(dark ? Color(red: 0.2, green: 0.2, blue: 0.2) : Color(red: 1, green: 1, blue: 1))
            Button("darken") { dark = true }
        }
    }

    @Test func aChangedColourIsOneStyleUpdateAndTheViewKeepsItsState() async throws {
        let host = await ViewHost(Tinted())
        try await host.tap("count 0")
        var before = host.rendererChanges
        try await host.tap("darken")
        #expect(host.rendererChanges.styleUpdates - before.styleUpdates == 1)
        #expect(host.shown.first == "| [count 1]", "the state is kept")
        before = host.rendererChanges
        try await host.tap("count 1")
        #expect(host.rendererChanges.styleUpdates == before.styleUpdates, "an unchanged colour is not set again")
    }

    @Test func aBackgroundInAShapeRoundsItsCornersAndATintIsResolvedWhereItIs() async throws {
        let host = await ViewHost(
            Text("card").padding(8).background(.tint, in: RoundedRectangle(cornerRadius: 12)).tint(.orange)
        )
        let background = try #require(host.backend.window.children.first)
        #expect(background.background == BackgroundLook(paint: Color.orange.paint, cornerRadius: 12))
    }

    @Test func coloursSayThemselvesAsCSSDoes() {
        #expect(Color(red: 0x99 / 255, green: 0xc1 / 255, blue: 0xf1 / 255).hex == "#99c1f1")
        #expect(Color(red: 2, green: -1, blue: 0).hex == "#ff0000", "components are clamped")
    }
}

/// A gradient is resolved stop by stop, each stop's colour as the theme or the code gives it.
@MainActor
@Suite struct GradientTests {
    @Test func aLinearGradientResolvesToItsStopsAndLine() {
        let gradient = LinearGradient(colors: [.red, .blue.opacity(0.5)], startPoint: .top, endPoint: .bottom)
        guard case .linearGradient(let paint) = gradient.resolvePaint(in: EnvironmentValues()) else {
            Issue.record("not a gradient")
            return
        }
        #expect(paint.stops.map(\.location) == [0, 1])
        #expect(paint.stops.map(\.paint) == [Color.red.paint, Color.blue.opacity(0.5).paint])
        #expect(paint.start == .top && paint.end == .bottom)
    }
}
