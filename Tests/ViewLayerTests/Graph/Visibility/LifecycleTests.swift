import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Observation
import Testing
@testable import ViewLayer

/// Rules 9 and 10: what is shown, navigation, sheets, tasks and the environment.
@MainActor
@Suite struct LifecycleTests {
    struct Page: View {
        let name: String
        let journal: Journal
        @StateObject var object: Tracked
        init(_ name: String, journal: Journal) {
            self.name = name
            self.journal = journal
            _object = StateObject(wrappedValue: Tracked(name, journal: journal))
        }
        var body: some View {
            Text("\(name) \(object.count)")
                .onAppear { journal.log("\(name) appear") }
                .onDisappear { journal.log("\(name) disappear") }
            Button("+1") { object.count += 1 }
        }
    }

    struct Stack: View {
        let journal: Journal
        var body: some View {
            NavigationStack {
                Page("root", journal: journal)
                NavigationLink("push") { Page("pushed", journal: journal) }
            }
        }
    }

    @Test func pushingCoversTheRootWithoutReleasingItsState() async throws {
        let journal = Journal()
        let host = await ViewHost(Stack(journal: journal))
        try await host.tap("+1")
        #expect(journal.take() == ["root init", "root appear"])
        try await host.tap("push")
        // The page's state is made as it is installed; then the covered root disappears and the page appears.
        #expect(journal.take() == ["pushed init", "root disappear", "pushed appear"])
        #expect(host.shown == ["| pushed 0", "| [+1]"], "only the top page is visible")
        try await host.tap("+1")
        try host.backend.goBack()
        await host.settle()
        #expect(journal.take() == ["pushed disappear", "pushed deinit", "root appear"])
        #expect(host.shown == ["| root 1", "| [+1]", "| [push]"], "the root kept its state")
        try await host.tap("push")
        #expect(host.texts == ["pushed 0"], "a popped page's identity was removed")
    }

    struct Part: View {
        var body: some View { Text("part") }
    }

    /// A view shown through several elements, one of which goes with a removed child.
    struct Parts: View {
        @State var showsPart = true
        var body: some View {
            if showsPart { Part() }
            Button("hide part") { showsPart = false }
        }
    }

    /// `content` at the root of a navigation stack, with a link that pushes a page over it.
    struct UnderALink<Content: View>: View {
        let content: Content
        var body: some View {
            NavigationStack {
                content
                NavigationLink("push") { Text("page") }
            }
        }
    }

    /// A removed child's elements stop counting for the views above it as they go: the view
    /// stays shown by what is left, and disappears when that is covered, not before or never.
    @Test func aViewShownByWhatIsLeftDisappearsWhenThatIsCovered() async throws {
        let host = await ViewHost(UnderALink(content: Parts()))
        _ = host.takeEvents()
        try await host.tap("hide part")
        #expect(host.takeEvents().map(\.description).filter { !$0.hasPrefix("body") } == ["disappear Part", "uninstall Part"])
        try await host.tap("push")
        #expect(host.takeEvents().map(\.description) == ["disappear Parts"])
        try host.backend.goBack()
        await host.settle()
        #expect(host.takeEvents().map(\.description) == ["appear Parts"])
        await host.unmount()
        host.expectNothingOutlives()
    }

    @Observable final class Items {
        var ids = [1, 2]
    }

    struct ItemRow: View {
        let id: Int
        let items: Items
        var body: some View {
            NavigationLink("item \(id)") {
                Button("delete \(id)") { items.ids.removeAll { $0 == id } }
            }
            Text("after \(id)")
        }
    }

    struct ItemList: View {
        let items: Items
        var body: some View {
            ForEach(items.ids, id: \.self) { id in ItemRow(id: id, items: items) }
        }
    }

    /// A row deleted from the page its own link pushed: the removal pops the page, which puts
    /// the row back on screen while the removal goes through it. The list stays shown by the
    /// other row, and disappears when covered.
    @Test func aListDisappearsWhenCoveredAfterARowWasDeletedFromItsPage() async throws {
        let items = Items()
        let host = await ViewHost(UnderALink(content: ItemList(items: items)))
        try await host.tap("item 1")
        try await host.tap("delete 1")
        #expect(host.shown == ["| [item 2]", "| after 2", "| [push]"])
        _ = host.takeEvents()
        try await host.tap("push")
        #expect(host.takeEvents().map(\.description).filter { !$0.hasPrefix("body") } == ["disappear ItemRow", "disappear ItemList"])
        try host.backend.goBack()
        await host.settle()
        #expect(host.takeEvents().map(\.description).filter { !$0.hasPrefix("body") } == ["appear ItemRow", "appear ItemList"])
        await host.unmount()
        host.expectNothingOutlives()
    }

    @Observable final class Flag {
        var shows = true
    }

    struct CoveringChild: View {
        let flag: Flag
        @State var covers = false
        var body: some View {
            Button("cover") { covers = true }
                .fullScreenCover(isPresented: $covers) { Button("remove") { flag.shows = false } }
            Text("child")
        }
    }

    struct Holder: View {
        let flag: Flag
        var body: some View {
            if flag.shows { CoveringChild(flag: flag) }
            Text("holder")
        }
    }

    /// The same with a cover: the removed child's cover is dismissed as it goes, uncovering it.
    @Test func aHolderDisappearsWhenCoveredAfterItsChildWasRemovedFromItsCover() async throws {
        let host = await ViewHost(UnderALink(content: Holder(flag: Flag())))
        try await host.tap("cover")
        try await host.tap("remove")
        #expect(host.shown == ["| holder", "| [push]"])
        _ = host.takeEvents()
        try await host.tap("push")
        #expect(host.takeEvents().map(\.description).filter { !$0.hasPrefix("body") } == ["disappear Holder"])
        await host.unmount()
        host.expectNothingOutlives()
    }

    @Test func backWithNothingPushedIsAnError() async {
        let host = await ViewHost(Stack(journal: Journal()))
        #expect(throws: DriveError.nothingToGoBackFrom) { try host.backend.goBack() }
    }

    struct Presents: View {
        let journal: Journal
        @State var isPresented = false
        var body: some View {
            Button("present") { isPresented = true }
                .sheet(isPresented: $isPresented) {
                    let _ = journal.log("content built")
                    Page("sheet", journal: journal)
                }
            Text(isPresented ? "presented" : "not presented")
        }
    }

    @Test func sheetContentIsBuiltWhenPresentedAndTornDownOnDismissal() async throws {
        let journal = Journal()
        let host = await ViewHost(Presents(journal: journal))
        #expect(journal.take() == [], "nothing is built before the sheet is presented")
        try await host.tap("present")
        #expect(journal.take() == ["content built", "sheet init", "sheet appear"])
        #expect(host.shown == ["| sheet 0", "| [+1]"], "a presented sheet is modal")
        try await host.tap("+1")
        try host.backend.dismissTopPresentation()
        await host.settle()
        #expect(journal.take() == ["sheet disappear", "sheet deinit"])
        #expect(host.texts == ["not presented"], "closing the window set the binding to false")
        try await host.tap("present")
        #expect(host.texts == ["sheet 0"])
    }

    struct SheetReads: View {
        @State var isPresented = true
        @State var n = 0
        var body: some View {
            Text("root")
                .sheet(isPresented: $isPresented) {
                    Text("n \(n)")
                    Button("inc") { n += 1 }
                }
        }
    }

    @Test func readsInsideTheSheetContentClosureAreDependencies() async throws {
        let host = await ViewHost(SheetReads())
        #expect(host.texts == ["n 0"])
        try await host.tap("inc")
        #expect(host.texts == ["n 1"])
    }

    struct Refuses: View {
        var body: some View { Toggle("fixed", isOn: .constant(false)) }
    }

    @Test func aToggleWhoseBindingRefusesTheChangeShowsItsValueAgain() async throws {
        let host = await ViewHost(Refuses())
        try host.backend.toggle("fixed", occurrence: 1)
        await host.settle()
        #expect(host.shown == ["| [ ] fixed"])
    }

    struct Tasks: View {
        let journal: Journal
        @State var shown = true
        @State var loaded = "loading"
        var body: some View {
            Button("hide") { shown = false }
            if shown {
                Text(loaded)
                    .task {
                        await Task.yield()
                        loaded = "loaded"
                        journal.log("task ran")
                        try? await Task.sleep(for: .seconds(3600))
                        journal.log(Task.isCancelled ? "task cancelled" : "task slept")
                    }
            }
        }
    }

    @Test func aTaskStartsOnAppearAndIsCancelledOnDisappear() async throws {
        let journal = Journal()
        let host = await ViewHost(Tasks(journal: journal))
        #expect(host.texts == ["loaded"])
        #expect(journal.take() == ["task ran"])
        try await host.tap("hide")
        for _ in 0..<100 where journal.lines.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(journal.take() == ["task cancelled"])
        #expect(host.events.contains { $0.kind == .taskCancelled })
    }

    final class Store: ObservableObject {
        @Published var count = 0
    }

    struct ReadsStore: View {
        @EnvironmentObject var store: Store
        var body: some View {
            Text("count:\(store.count)")
            Button("+1") { store.count += 1 }
        }
    }

    struct DoesNotRead: View {
        var body: some View { Text("bystander") }
    }

    struct Injects: View {
        let store: Store
        var body: some View {
            VStack {
                ReadsStore()
                DoesNotRead()
            }
            .environmentObject(store)
        }
    }

    @Test func environmentObjectsSubscribeTheViewsThatDeclareThem() async throws {
        let host = await ViewHost(Injects(store: Store()))
        try await host.tap("+1")
        #expect(host.texts == ["count:1", "bystander"])
        #expect(host.bodyCount(of: ReadsStore.self) == 2)
        #expect(host.bodyCount(of: DoesNotRead.self) == 1)
        #expect(host.bodyCount(of: Injects.self) == 1)
    }

    struct Forgot: View {
        var body: some View {
            ReadsStore()
            Text("still running")
        }
    }

    @Test func aMissingEnvironmentObjectIsReportedAndShownNotFatal() async {
        let host = await ViewHost(Forgot())
        let message = "No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view."
        #expect(host.texts == [message, "still running"])
        #expect(host.warnings.map(\.message).contains(message))
        #expect(host.bodyCount(of: ReadsStore.self) == 0)
    }
}
