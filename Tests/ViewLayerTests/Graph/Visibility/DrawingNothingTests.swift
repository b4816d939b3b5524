import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A view that draws nothing is shown where it is placed: `EmptyView().onAppear`,
/// `AnyView(EmptyView()).onAppear` and `Group {}.onAppear` run, as in SwiftUI (OpenSwiftUI's
/// `AppearanceActionModifierCompatibilityTests.appear`, run against Apple's SwiftUI, counts one
/// appear of `AnyView(EmptyView()).onAppear`). They never ran here, and a test waiting for one hung.
@MainActor
@Suite struct DrawingNothingTests {
    struct Nothings: View {
        let journal: Journal
        @State private var shown = true
        var body: some View {
            Button("toggle") { shown.toggle() }
            if shown {
                EmptyView()
                    .onAppear { journal.log("empty appear") }
                    .onDisappear { journal.log("empty disappear") }
                AnyView(EmptyView())
                    .onAppear { journal.log("any appear") }
                    .onDisappear { journal.log("any disappear") }
                Group {}
                    .onAppear { journal.log("group appear") }
                    .onDisappear { journal.log("group disappear") }
                    .task { journal.log("group task") }
            }
        }
    }

    @Test func viewsThatDrawNothingAppearAndDisappearWhereTheyArePlaced() async throws {
        let journal = Journal()
        let host = await ViewHost(Nothings(journal: journal))
        #expect(journal.take() == ["empty appear", "any appear", "group appear", "group task"])
        #expect(host.shown == ["| [toggle]"], "and nothing is drawn")
        try await host.tap("toggle")
        #expect(journal.take() == ["empty disappear", "any disappear", "group disappear"])
        try await host.tap("toggle")
        #expect(journal.take() == ["empty appear", "any appear", "group appear", "group task"])
    }

    struct CoveredNothing: View {
        let journal: Journal
        var body: some View {
            NavigationStack {
                VStack {
                    EmptyView()
                        .onAppear { journal.log("appear") }
                        .onDisappear { journal.log("disappear") }
                    NavigationLink("push") { Text("pushed") }
                }
            }
        }
    }

    @Test func aViewThatDrawsNothingIsCoveredWithItsPage() async throws {
        let journal = Journal()
        let host = await ViewHost(CoveredNothing(journal: journal))
        #expect(journal.take() == ["appear"])
        try await host.tap("push")
        #expect(journal.take() == ["disappear"], "covered by the pushed page")
        try await host.back()
        #expect(journal.take() == ["appear"])
        await host.unmount()
        #expect(journal.take() == ["disappear"])
    }
}
