import Foundation
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `@AppStorage`: a value under a key that every view reading the key sees, kept per graph in
/// memory, or written through to a key file.
@MainActor
@Suite struct AppStorageTests {
    enum Theme: String { case light, dark }

    struct Settings: View {
        @AppStorage("launches") var launches = 0
        @AppStorage("theme") var theme = Theme.light
        @AppStorage("name") var name: String?
        var body: some View {
            Button("Launch") { launches += 1 }
            Button("Dark") { theme = .dark }
            Text("launches \(launches), theme \(theme.rawValue), name \(name ?? "none")")
        }
    }

    /// The settings beside a badge: the badge is no child of the view that writes, and only the
    /// storage's notice of the write runs its body again.
    struct Screen: View {
        var body: some View {
            Settings()
            Badge()
        }
    }

    /// Another view reading the same key, updated by the first view's write.
    struct Badge: View {
        @AppStorage("launches") var launches = 0
        var body: some View {
            Text("badge \(launches)")
        }
    }

    @Test func aWriteUpdatesEveryViewThatReadsTheKey() async throws {
        let host = await ViewHost(Screen())
        #expect(host.texts == ["launches 0, theme light, name none", "badge 0"])
        try await host.tap("Launch")
        try await host.tap("Launch")
        try await host.tap("Dark")
        #expect(host.texts == ["launches 2, theme dark, name none", "badge 2"])
        await host.unmount()
        let fresh = await ViewHost(Screen())
        #expect(fresh.texts == ["launches 0, theme light, name none", "badge 0"], "each graph starts afresh")
        await fresh.unmount()
    }

    @Test func aStoreWrittenThroughToAFileIsReadBack() async throws {
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("app-storage-\(UUID().uuidString).ini")
        defer { try? FileManager.default.removeItem(at: file) }
        let store = AppStorageStore(persistingTo: file)
        store.set("3", forKey: "launches")
        store.set("a=b\nc", forKey: "name")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == "[AppStorage]\nlaunches=3\nname=a\\eb\\nc\n")
        let again = AppStorageStore(persistingTo: file)
        #expect(again.string(forKey: "launches") == "3")
        #expect(again.string(forKey: "name") == "a=b\nc")
    }
}
