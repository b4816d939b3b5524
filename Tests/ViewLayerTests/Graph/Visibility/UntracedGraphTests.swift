import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// A graph nobody traces does not watch what shows its user-written views, whose appear and
/// disappear only the trace reports; what a program sees is the same.
@MainActor
@Suite struct UntracedGraphTests {
    struct Row: View {
        let id: Int
        let journal: Journal
        var body: some View {
            Text("row \(id)")
                .onAppear { journal.log("appear \(id)") }
                .onDisappear { journal.log("disappear \(id)") }
        }
    }

    /// A user-written view with no callbacks of its own, as most rows of a list are.
    struct Plain: View {
        let id: Int
        var body: some View {
            HStack {
                Text("plain \(id)")
                Button("x") {}
            }
        }
    }

    struct Screen: View {
        let journal: Journal
        @State var ids = [1, 2, 3]
        var body: some View {
            NavigationStack {
                ForEach(ids, id: \.self) { id in
                    Row(id: id, journal: journal)
                    Plain(id: id)
                }
                Button("drop") { ids.removeFirst() }
                NavigationLink("push") { Text("page") }
            }
        }
    }

    private func run(traced: Bool) async throws -> (lines: [String], watched: Int) {
        let journal = Journal()
        let backend = HeadlessBackend()
        let graph = ViewGraph(backend: backend)
        if traced { graph.traceHandler = { _ in } }
        graph.mount(Screen(journal: journal), in: backend.window)
        await graph.settle()
        try backend.tap("drop", occurrence: 1)
        await graph.settle()
        try backend.tap("push", occurrence: 1)
        await graph.settle()
        try backend.goBack()
        await graph.settle()
        let watched = graph.statistics.watchedElements
        graph.unmount()
        await graph.settle()
        return (journal.lines, watched)
    }

    @Test func appearAndDisappearAreTheSameWithoutATrace() async throws {
        let traced = try await run(traced: true)
        let untraced = try await run(traced: false)
        #expect(untraced.lines == [
            "appear 1", "appear 2", "appear 3",
            "disappear 1",
            "disappear 2", "disappear 3",
            "appear 2", "appear 3",
            "disappear 2", "disappear 3",
        ])
        #expect(untraced.lines == traced.lines)
        #expect(untraced.watched < traced.watched, "the plain rows' and the screen's elements are watched only for the trace")
    }

    struct Card: View {
        @State var flag = true
        var body: some View {
            if flag { Text("a").onAppear {} }
            Button("b") { flag.toggle() }
        }
    }

    /// A handler set after `mount` gets every event but user-written views' appear and
    /// disappear, which the graph has not been working out: none is made up.
    @Test func aTraceSetAfterMountHasNoAppearOrDisappear() async throws {
        let backend = HeadlessBackend()
        let graph = ViewGraph(backend: backend)
        graph.mount(Card(), in: backend.window)
        await graph.settle()
        var events: [String] = []
        graph.traceHandler = { events.append("\($0.kind) \($0.view)") }
        try backend.tap("b", occurrence: 1)
        await graph.settle()
        #expect(events == ["body Card"])
        graph.unmount()
        await graph.settle()
        #expect(events == ["body Card", "uninstall Card"])
    }

    struct Links: View {
        @State var showsSheet = false
        var body: some View {
            NavigationStack {
                ForEach([1, 2, 3], id: \.self) { id in
                    NavigationLink("item \(id)") { Text("page \(id)") }
                }
                Button("sheet") { showsSheet = true }
            }
            .sheet(isPresented: $showsSheet) { Text("in the sheet") }
        }
    }

    /// Links, a navigation stack and a sheet's presenter are told of their removal only: what
    /// shows them is not watched on their account, and they push, pop and present as before.
    @Test func linksAndPresentersAloneWatchNothing() async throws {
        let backend = HeadlessBackend()
        let graph = ViewGraph(backend: backend)
        graph.mount(Links(), in: backend.window)
        await graph.settle()
        #expect(graph.statistics.watchedElements == 0)
        try backend.tap("item 2", occurrence: 1)
        await graph.settle()
        #expect(backend.shownItems().texts == ["page 2"])
        try backend.goBack()
        await graph.settle()
        try backend.tap("sheet", occurrence: 1)
        await graph.settle()
        #expect(backend.shownItems().texts.contains("in the sheet"))
        graph.unmount()
        await graph.settle()
    }
}
