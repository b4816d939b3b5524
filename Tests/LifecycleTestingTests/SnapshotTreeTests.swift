import LifecycleTesting
import Testing
import ViewLayer

/// The host's snapshot: the tree of the user's views, each with what it shows, pages and sheets
/// under their presenters, and views alive off screen marked.
@MainActor
@Suite struct SnapshotTreeTests {
    struct Row: View {
        let title: String
        @State private var taps = 0
        var body: some View {
            Text(title)
            Button("+\(title)") { taps += 1 }
        }
    }

    struct Page: View {
        var body: some View { Text("page") }
    }

    struct Sheet: View {
        var body: some View { Text("in the sheet") }
    }

    struct Root: View {
        @State private var presents = false
        var body: some View {
            NavigationStack {
                Text("top")
                ForEach(["a", "b"], id: \.self) { Row(title: $0) }
                NavigationLink("open") { Page() }
                Button("present") { presents = true }
            }
            .sheet(isPresented: $presents) { Sheet() }
        }
    }

    @Test func eachViewHoldsWhatItShowsInOrder() async {
        let host = await ViewHost(Root())
        #expect(host.snapshot == """
            Root
              | top
              Row
                | a
                | [+a]
              Row
                | b
                | [+b]
              | [open]
              | [present]
            """)
    }

    @Test func aPushedPageIsShownAndThePageUnderItIsMarked() async throws {
        let host = await ViewHost(Root())
        try await host.tap("open")
        #expect(host.snapshot == """
            Root
              Page
                | page
              Row (not shown)
              Row (not shown)
            """, "the rows live on under the page, off screen")
    }

    @Test func aSheetComesUnderItsPresenterAfterWhatItShows() async throws {
        let host = await ViewHost(Root())
        try await host.tap("present")
        #expect(host.snapshot.hasSuffix("""
              | [present]
              Sheet
                | in the sheet
            """))
        await host.unmount()
        #expect(host.snapshot == "", "nothing is mounted")
    }
}
