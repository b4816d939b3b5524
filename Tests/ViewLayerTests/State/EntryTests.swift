import HeadlessBackend
@testable import LifecycleTesting
import Testing
import ViewLayer

extension EnvironmentValues {
    @Entry fileprivate var shade: String = "blue"
    @Entry fileprivate var step: Int = 3
    @Entry fileprivate var caption: String?
}

/// `@Entry` declares environment values as SwiftUI's macro does: the initial value is the
/// default, `.environment(_:_:)` sets it for the views below, and only the views that read a
/// changed value run again (rule 4).
@MainActor
@Suite struct EntryTests {
    struct ReadsShade: View {
        @Environment(\.shade) private var shade
        var body: some View { Text("shade \(shade)") }
    }

    struct ReadsStep: View {
        @Environment(\.step) private var step
        @Environment(\.caption) private var caption
        var body: some View { Text("step \(step) \(caption ?? "none")") }
    }

    struct Sets: View {
        @State private var shade = "red"
        var body: some View {
            VStack {
                ReadsShade()
                ReadsStep()
            }
            .environment(\.shade, shade)
            .environment(\.caption, "set")
            ReadsShade()
            ReadsStep()
            Button("green") { shade = "green" }
        }
    }

    @Test func anEntrysInitialValueIsItsDefault() async throws {
        let host = await ViewHost(Sets())
        #expect(host.texts == ["shade red", "step 3 set", "shade blue", "step 3 none"], "an optional without a value starts as nil")
        try await host.tap("green")
        #expect(host.texts.first == "shade green")
        #expect(host.bodyCount(of: ReadsShade.self) == 3, "two installs and the reader below the change")
        #expect(host.bodyCount(of: ReadsStep.self) == 2, "the step readers read nothing that changed")
    }

    @Test func anEntryIsAKeyPathLikeAnyOther() {
        var values = EnvironmentValues()
        #expect(values.step == 3)
        values.step = 5
        #expect(values.step == 5)
        #expect(values[keyPath: \.shade] == "blue")
    }
}
