import Driving
import HeadlessBackend
import Testing
@testable import LifecycleTesting
@testable import ViewLayer

/// `.toolbar` items are shown while their view is, first as they are at the top of the window, and
/// tapped as any button; a page pushed over their view takes them away.
@MainActor
@Suite struct ToolbarTests {
    struct Notes: View {
        @State private var count = 0
        var body: some View {
            NavigationStack {
                VStack {
                    Text("\(count) notes")
                    NavigationLink("Open") { Text("Note") }
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { count += 1 } }
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                }
            }
        }
    }

    /// Written trailing first, shown leading first, as the header bar places them.
    @Test func itemsAreShownFirstAndTappedAsButtons() async throws {
        let host = await ViewHost(Notes())
        #expect(host.shown == ["| [Cancel]", "| [Add]", "| 0 notes", "| [Open]"])
        try await host.tap("Add")
        #expect(host.texts.contains("1 notes"))
        try await host.tap("Open")
        #expect(host.shown == ["| Note"], "the pushed page has no toolbar of its own")
    }
}
