import Driving
import HeadlessBackend
import Testing
@testable import LifecycleTesting
@testable import ViewLayer

/// `.navigationTitle(_:)` names the page it is on; the page on top gives the window its title.
@MainActor
@Suite struct NavigationTitleTests {
    struct Notes: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Groceries") {
                    Text("Milk").navigationTitle("Groceries")
                }
                .navigationTitle("Notes")
            }
        }
    }

    @Test func theTopPagesTitleIsTheWindowsTitle() async throws {
        let host = await ViewHost(Notes())
        #expect(host.navigationTitle == "Notes")
        try await host.tap("Groceries")
        #expect(host.navigationTitle == "Groceries")
        try await host.back()
        #expect(host.navigationTitle == "Notes")
    }

    @Test func aTitleChangesNothingOfWhatIsShown() async {
        let plain = await ViewHost(Text("a"))
        let titled = await ViewHost(Text("a").navigationTitle("T"))
        #expect(titled.shown == plain.shown)
    }
}
