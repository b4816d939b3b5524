import Driving
import Experiments
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Navigation and sheet behaviours that were right but that no test pinned (issue 10).
@MainActor
@Suite struct NavigationEdgeTests {
    struct Level: View {
        let number: Int
        let journal: Journal
        var body: some View {
            Text("level \(number)")
                .task {
                    journal.log("task \(number) started")
                    await withTaskCancellationHandler {
                        await untilCancelled()
                    } onCancel: {
                        journal.log("task \(number) cancelled")
                    }
                }
            NavigationLink("deeper") { Level(number: number + 1, journal: journal) }
        }
    }

    struct Deep: View {
        let journal: Journal
        var body: some View {
            NavigationStack { Level(number: 0, journal: journal) }
        }
    }

    @Test func backFromTwoPagesDeepReturnsToTheFirstPage() async throws {
        let host = await ViewHost(Deep(journal: Journal()))
        try await host.tap("deeper")
        try await host.tap("deeper")
        #expect(host.texts == ["level 2"])
        try host.backend.goBack()
        await host.settle()
        #expect(host.texts == ["level 1"])
        try host.backend.goBack()
        await host.settle()
        #expect(host.texts == ["level 0"])
        #expect(throws: DriveError.nothingToGoBackFrom) { try host.backend.goBack() }
    }

    @Test func aRootPagesTaskIsCancelledWhenCoveredAndRestartsWhenUncovered() async throws {
        let journal = Journal()
        let host = await ViewHost(Deep(journal: journal))
        #expect(journal.take() == ["task 0 started"])
        try await host.tap("deeper")
        // The covered root's task is cancelled as it disappears; the page's starts as it appears.
        #expect(journal.take() == ["task 0 cancelled", "task 1 started"])
        try host.backend.goBack()
        await host.settle()
        #expect(journal.take() == ["task 1 cancelled", "task 0 started"])
    }

    // MARK: A pushed page follows its link

    struct Destination: View {
        let title: String
        @State var visits = 0
        var body: some View {
            Text("\(title) \(visits)")
            Button("visit") { visits += 1 }
        }
    }

    struct Retitles: View {
        @State var title = "first"
        var body: some View {
            NavigationStack {
                Button("retitle") { title = "second" }
                NavigationLink("open") { Destination(title: title) }
            }
        }
    }

    @Test func aNewPushBuildsThePageFromTheLinksCurrentDestination() async throws {
        let host = await ViewHost(Retitles())
        try await host.tap("open")
        try await host.tap("visit")
        #expect(host.texts == ["first 1"])
        try host.backend.goBack()
        await host.settle()
        try await host.tap("retitle")
        try await host.tap("open")
        #expect(host.texts == ["second 0"], "a new push builds the page from the link's current destination")
    }

    struct RetitlesWhilePushed: View {
        @State var title = "first"
        var body: some View {
            NavigationStack {
                NavigationLink("open") {
                    Destination(title: title)
                    Button("rename from the page") { title = "second" }
                }
            }
        }
    }

    @Test func aPageShownFollowsItsLinksDestinationWhenTheParentChanges() async throws {
        let host = await ViewHost(RetitlesWhilePushed())
        try await host.tap("open")
        try await host.tap("visit")
        try await host.tap("rename from the page")
        #expect(host.texts == ["second 1"], "the page's identity stays; its input follows the parent")
    }

    // MARK: Bindings swapped

    struct Pair { var a = "A", b = "B" }

    struct Edits: View {
        @Binding var value: String
        var body: some View {
            Text("editing \(value)")
            Button("write") { value += "!" }
        }
    }

    struct Swaps: View {
        @State var pair = Pair()
        @State var useB = false
        var body: some View {
            Edits(value: useB ? $pair.b : $pair.a)
            Text("a \(pair.a) b \(pair.b)")
            Button("swap") { useB.toggle() }
        }
    }

    @Test func aChildsBindingSwappedBetweenTwoPropertiesShowsAndWritesTheNewOne() async throws {
        let host = await ViewHost(Swaps())
        try await host.tap("write")
        #expect(host.texts == ["editing A!", "a A! b B"])
        try await host.tap("swap")
        #expect(host.texts == ["editing B", "a A! b B"])
        try await host.tap("write")
        #expect(host.texts == ["editing B!", "a A! b B!"])
    }

    // MARK: Sheets

    struct SheetWithLink: View {
        @State var isPresented = false
        var body: some View {
            NavigationStack {
                Text("behind")
                Button("present") { isPresented = true }
                    .sheet(isPresented: $isPresented) {
                        Text("in the sheet")
                        NavigationLink("push from sheet") { Text("pushed") }
                    }
            }
        }
    }

    @Test func aLinkInASheetWithNoStackOfItsOwnDoesNotPushBehindIt() async throws {
        let host = await ViewHost(SheetWithLink())
        try await host.tap("present")
        try await host.tap("push from sheet")
        #expect(host.texts == ["in the sheet"], "nothing was pushed into the sheet")
        try host.backend.dismissTopPresentation()
        await host.settle()
        #expect(host.texts == ["behind"], "nor onto the window behind it")
        #expect(throws: DriveError.nothingToGoBackFrom) { try host.backend.goBack() }
    }

    struct CountsDismissals: View {
        let journal: Journal
        @State var isPresented = false
        var body: some View {
            Button("present") { isPresented = true }
                .sheet(isPresented: $isPresented, onDismiss: { journal.log("onDismiss") }) {
                    Button("close by binding") { isPresented = false }
                }
        }
    }

    @Test func onDismissIsCalledOnceHoweverTheSheetIsDismissed() async throws {
        let journal = Journal()
        let host = await ViewHost(CountsDismissals(journal: journal))
        try await host.tap("present")
        try await host.tap("close by binding")
        #expect(journal.take() == ["onDismiss"])
        try await host.tap("present")
        try host.backend.dismissTopPresentation()
        await host.settle()
        #expect(journal.take() == ["onDismiss"], "closing the window: once too")
    }

    struct DismissOrder: View {
        let journal: Journal
        @State var isPresented = true
        var body: some View {
            Text("presenter")
                .sheet(isPresented: $isPresented, onDismiss: { journal.log("onDismiss") }) {
                    Button("close") { isPresented = false }
                        .onDisappear { journal.log("content onDisappear") }
                }
        }
    }

    @Test func onDismissRunsAfterTheContentHasDisappeared() async throws {
        let journal = Journal()
        let host = await ViewHost(DismissOrder(journal: journal))
        try await host.tap("close")
        #expect(journal.take() == ["content onDisappear", "onDismiss"])
    }
}
