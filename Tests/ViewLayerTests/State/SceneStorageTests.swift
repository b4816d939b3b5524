@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `@SceneStorage`: a value under a key for the scene, which outlives its view (unlike `@State`),
/// which every view of the scene reading the key sees, and which another scene does not share
/// ("Each Scene has its own notion of SceneStorage, so data is not shared between scenes",
/// Apple's documentation of `SceneStorage`).
@MainActor
@Suite struct SceneStorageTests {
    struct Draft: View {
        @SceneStorage("draft") private var kept = 0
        @State private var local = 0
        var body: some View {
            Button("Write") {
                kept += 1
                local += 1
            }
            Text("kept \(kept), local \(local)")
        }
    }

    struct Badge: View {
        @SceneStorage("draft") private var kept = 0
        var body: some View { Text("badge \(kept)") }
    }

    /// Not the scene's: the app's value under the same key.
    struct AppBadge: View {
        @AppStorage("draft") private var kept = 0
        var body: some View { Text("app \(kept)") }
    }

    struct Screen: View {
        @State private var showsDraft = true
        var body: some View {
            Button("Toggle") { showsDraft.toggle() }
            if showsDraft { Draft() }
            Badge()
            AppBadge()
        }
    }

    @Test func aValueOutlivesItsViewWhereAStateDoesNot() async throws {
        let host = await ViewHost(Screen())
        try await host.tap("Write")
        try await host.tap("Write")
        #expect(host.texts == ["kept 2, local 2", "badge 2", "app 0"], "every view of the scene reading the key sees the write; the app's storage is another")
        #expect(host.bodyCount(of: Badge.self) == 3)
        #expect(host.bodyCount(of: AppBadge.self) == 1)
        try await host.tap("Toggle")
        #expect(host.texts == ["badge 2", "app 0"])
        try await host.tap("Toggle")
        #expect(host.texts == ["kept 2, local 0", "badge 2", "app 0"], "made again: the scene's value is back, the state starts afresh")
        await host.unmount()
    }

    @Test func twoScenesDoNotShareTheirValues() async throws {
        let first = await ViewHost(Screen())
        let second = await ViewHost(Screen())
        try await first.tap("Write")
        #expect(first.texts == ["kept 1, local 1", "badge 1", "app 0"])
        #expect(second.texts == ["kept 0, local 0", "badge 0", "app 0"])
        #expect(second.bodyCount(of: Badge.self) == 1)
        await first.unmount()
        await second.unmount()
    }
}
