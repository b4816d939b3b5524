import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// `ViewModifier`, `.modifier(_:)` and `ModifiedContent`: a modifier's state lives with the
/// identity of the view it modifies.
@MainActor
@Suite struct ViewModifierTests {
    struct Counted: ViewModifier {
        let journal: Journal
        @State var taps = 0
        @StateObject var model: Tracked

        init(journal: Journal) {
            self.journal = journal
            _model = StateObject(wrappedValue: Tracked("modifier model", journal: journal))
        }

        func body(content: Content) -> some View {
            VStack {
                Text("taps \(taps)")
                content
                Button("tap") { taps += 1 }
            }
        }
    }

    struct Inner: View {
        @State var count = 0
        var body: some View {
            Button("inner \(count)") { count += 1 }
        }
    }

    struct Uses: View {
        let journal: Journal
        @State var isShown = true
        @State var unrelated = 0
        var body: some View {
            Text("unrelated \(unrelated)")
            if isShown {
                Inner().modifier(Counted(journal: journal))
            }
            Button("refresh") { unrelated += 1 }
            Button("remove") { isShown = false }
        }
    }

    @Test func theModifiersBodyWrapsTheContent() async {
        let host = await ViewHost(Uses(journal: Journal()))
        #expect(host.shown == ["| unrelated 0", "| taps 0", "| [inner 0]", "| [tap]", "| [refresh]", "| [remove]"])
        #expect(host.takeEvents().map(\.description) == ["install Uses", "body Uses", "install Counted", "body Counted", "install Inner", "body Inner", "appear Inner", "appear Counted", "appear Uses"],
                "the modifier's node is named after it in the trace")
    }

    @Test func aModifiersStateLivesWithTheModifiedViewsIdentity() async throws {
        let journal = Journal()
        let host = await ViewHost(Uses(journal: journal))
        #expect(journal.take() == ["modifier model init"])
        try await host.tap("tap")
        try await host.tap("inner 0")
        try await host.tap("refresh")
        #expect(host.shown == ["| unrelated 1", "| taps 1", "| [inner 1]", "| [tap]", "| [refresh]", "| [remove]"],
                "the modifier's and the content's state survive the parent's new body")
        #expect(journal.take() == [], "a new struct's model is never built")
        try await host.tap("remove")
        #expect(journal.take() == ["modifier model deinit"], "released with the modified view")
    }
}
