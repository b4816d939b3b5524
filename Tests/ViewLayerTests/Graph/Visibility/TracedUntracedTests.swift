import Driving
import HeadlessBackend
import Testing
@testable import ViewLayer

/// The same program, driven the same way, traced (a handler set before mount) and untraced,
/// logs the same callbacks and deinits and shows the same things: an untraced graph leaves out
/// only what the trace alone reports (see `ViewGraph.traceHandler`).
@MainActor
@Suite struct TracedUntracedTests {
    enum Step {
        case tap(String, Int = 1)
        case back
        case dismiss
        case scroll(ScrollStep)
        case unmount
    }

    /// A user-written view with a @StateObject whose life is logged, no callbacks of its own.
    struct Holder<Content: View>: View {
        let name: String
        let journal: Journal
        @StateObject var model: Tracked
        let content: Content
        init(_ name: String, _ journal: Journal, @ViewBuilder content: () -> Content) {
            self.name = name
            self.journal = journal
            _model = StateObject(wrappedValue: Tracked("\(name) obj", journal: journal))
            self.content = content()
        }
        var body: some View { content }
    }

    /// A user-written view with every callback on it, around a plain user-written view.
    struct Watched: View {
        let name: String
        let journal: Journal
        var body: some View {
            Holder(name, journal) { Text(name) }
                .onAppear { journal.log("\(name) appear") }
                .onDisappear { journal.log("\(name) disappear") }
                .task {
                    journal.log("\(name) task")
                    await withTaskCancellationHandler {
                        try? await Task.sleep(for: .seconds(3600))
                    } onCancel: { journal.log("\(name) task cancelled") }
                }
        }
    }

    /// Callbacks on a plain user view rather than on the element itself.
    struct Outer: View {
        let name: String
        let journal: Journal
        var shown = true
        var body: some View {
            Inner(name: name, journal: journal, shown: shown)
                .onAppear { journal.log("\(name) outer appear") }
                .onDisappear { journal.log("\(name) outer disappear") }
        }
    }

    struct Inner: View {
        let name: String
        let journal: Journal
        let shown: Bool
        var body: some View {
            Holder("\(name) inner", journal) {
                Group {
                    if shown { Holder("\(name) leaf", journal) { Text("\(name) a") } } else { EmptyView() }
                }
            }
        }
    }

    func run<V: View>(_ traced: Bool, _ make: (Journal) -> V, _ steps: [Step]) async -> [String] {
        let journal = Journal()
        let backend = HeadlessBackend()
        backend.viewportRows = 4
        let graph = ViewGraph(backend: backend)
        if traced { graph.traceHandler = { _ in } }
        graph.mount(make(journal), in: backend.window)
        await graph.settle()
        journal.log("shown: \(backend.shownItems().map(\.line))")
        for step in steps {
            journal.log("> \(step)")
            do {
                switch step {
                case .tap(let label, let occurrence): try backend.tap(label, occurrence: occurrence)
                case .back: try backend.goBack()
                case .dismiss: try backend.dismissTopPresentation()
                case .scroll(let step): try backend.scroll(step)
                case .unmount: graph.unmount()
                }
            } catch {
                journal.log("error \(error)")
            }
            await graph.settle()
            journal.log("shown: \(backend.shownItems().map(\.line))")
        }
        return journal.lines
    }

    func compare<V: View>(_ name: String, _ make: (Journal) -> V, _ steps: [Step], sourceLocation: SourceLocation = #_sourceLocation) async {
        let traced = await run(true, make, steps)
        let untraced = await run(false, make, steps)
        #expect(traced == untraced, "\(name)", sourceLocation: sourceLocation)
        if traced != untraced {
            print("=== \(name)\n--- traced\n\(traced.joined(separator: "\n"))\n--- untraced\n\(untraced.joined(separator: "\n"))")
        }
    }

    // MARK: if/else, .id, onChange

    struct Branches: View {
        let journal: Journal
        @State var flag = true
        @State var id = 0
        @State var value = 0
        @State var outerShown = true
        var body: some View {
            VStack {
                Button("O toggle") { outerShown.toggle() }
                Button("flip") { flag.toggle() }
                Button("id") { id += 1 }
                Button("value") { value += 1 }
                if flag { Watched(name: "A", journal: journal) } else { Watched(name: "B", journal: journal) }
                Holder("ided", journal) { Watched(name: "I\(id)", journal: journal) }.id(id)
                Holder("changer", journal) { Text("v \(value)") }
                    .onChange(of: value) { old, new in journal.log("change \(old)->\(new)") }
                    .onChange(of: value, initial: true) { journal.log("change initial-form \(value)") }
                    .task(id: value) { journal.log("task id \(value)") }
                Outer(name: "O", journal: journal, shown: outerShown)
            }
        }
    }

    @Test func ifElseIDAndOnChange() async {
        await compare("branches", { Branches(journal: $0) }, [
            .tap("flip"), .tap("flip"), .tap("id"), .tap("value"), .tap("value"),
            .tap("O toggle"), .tap("O toggle"), .tap("id"), .unmount,
        ])
    }

    // MARK: Presentations

    struct Presenter: View {
        let journal: Journal
        @State var sheet = false
        @State var cover = false
        @State var pop = false
        @State var inspector = false
        @State var item: Item?
        struct Item: Identifiable { let id: Int }
        var body: some View {
            VStack {
                Watched(name: "P", journal: journal)
                Button("sheet") { sheet = true }
                    .sheet(isPresented: $sheet, onDismiss: { journal.log("sheet onDismiss") }) {
                        Holder("sheet content", journal) {
                            Watched(name: "S", journal: journal)
                            Button("close sheet") { sheet = false }
                        }
                    }
                Button("cover") { cover = true }
                    .fullScreenCover(isPresented: $cover, onDismiss: { journal.log("cover onDismiss") }) {
                        Holder("cover content", journal) {
                            Text("cover")
                            Button("close cover") { cover = false }
                        }
                    }
                Button("pop") { pop = true }
                    .popover(isPresented: $pop) { T3(journal: journal) }
                Button("item") { item = Item(id: (item?.id ?? 0) + 1) }
                    .sheet(item: $item, onDismiss: { journal.log("item onDismiss") }) { item in
                        VStack {
                            Holder("item \(item.id)", journal) { Text("item \(item.id)") }
                            Button("next item") { self.item = Item(id: item.id + 1) }
                        }
                    }
            }
            .inspector(isPresented: $inspector) { Watched(name: "Insp", journal: journal) }
            Button("inspector") { inspector.toggle() }
        }
    }

    @Test func presentations() async {
        await compare("presentations", { Presenter(journal: $0) }, [
            .tap("sheet"), .tap("close sheet"), .tap("sheet"), .dismiss,
            .tap("cover"), .tap("close cover"), .tap("cover"), .dismiss,
            .tap("pop"), .tap("T3 toggle"), .tap("T3 toggle"), .dismiss,
            .tap("item"), .tap("next item"), .dismiss,
            .tap("inspector"), .tap("inspector"), .tap("inspector"),
            .tap("sheet"), .unmount,
        ])
    }

    // MARK: Navigation

    struct Nav: View {
        let journal: Journal
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Holder("root", journal) {
                    Text("root")
                    Outer(name: "R", journal: journal)
                    NavigationLink("link") {
                        Holder("linked", journal) {
                            Watched(name: "L", journal: journal)
                            NavigationLink("deeper") { Outer(name: "D", journal: journal) }
                            Button("push 7") { path.append(7) }
                        }
                    }
                    Button("push 1") { path.append(1) }
                }
                .navigationDestination(for: Int.self) { n in
                    Holder("value \(n)", journal) {
                        Text("value \(n)")
                        Button("push more") { path.append(n + 1) }
                        Button("pop all") { path = [] }
                    }
                }
            }
        }
    }

    @Test func navigation() async {
        await compare("navigation", { Nav(journal: $0) }, [
            .tap("link"), .tap("deeper"), .back, .back,
            .tap("push 1"), .tap("push more"), .back, .tap("pop all"),
            .tap("link"), .tap("push 7"), .tap("pop all"), .back,
            .tap("link"), .unmount,
        ])
    }

    // MARK: Tabs

    struct Tabs: View {
        let journal: Journal
        var body: some View {
            TabView {
                Holder("t1", journal) { Text("one") }.tabItem { Text("One") }
                Watched(name: "T2", journal: journal).tabItem { Text("Two") }
                T3(journal: journal).tabItem { Text("Three") }
            }
        }
    }

    struct T3: View {
        let journal: Journal
        @State var shown = true
        var body: some View {
            VStack {
                Button("T3 toggle") { shown.toggle() }
                Outer(name: "T3", journal: journal, shown: shown)
            }
        }
    }

    @Test func tabs() async {
        await compare("tabs", { Tabs(journal: $0) }, [
            .tap("Two"), .tap("Three"), .tap("One"), .tap("Two"), .tap("Three"), .tap("T3 toggle"), .tap("One"), .unmount,
        ])
    }

    // MARK: Lazy

    struct Row: View {
        let id: Int
        let journal: Journal
        @StateObject var model: Tracked
        init(id: Int, journal: Journal) {
            self.id = id
            self.journal = journal
            _model = StateObject(wrappedValue: Tracked("row \(id) obj", journal: journal))
        }
        var body: some View {
            HStack { Text("row \(id)") }
                .onAppear { journal.log("row \(id) appear") }
                .onDisappear { journal.log("row \(id) disappear") }
        }
    }

    struct PlainRow: View {
        let id: Int
        let journal: Journal
        var body: some View { Holder("plain \(id)", journal) { Text("plain \(id)") } }
    }

    struct Lazy: View {
        let journal: Journal
        @State var ids = Array(0..<30)
        var body: some View {
            Button("drop") { ids.removeFirst(3) }
            ScrollView {
                LazyVStack {
                    Text("header").onAppear { journal.log("header appear") }.onDisappear { journal.log("header disappear") }
                    ForEach(ids, id: \.self) { id in
                        if id % 2 == 0 { Row(id: id, journal: journal) } else { PlainRow(id: id, journal: journal) }
                    }
                }
            }
        }
    }

    @Test func lazyStack() async {
        await compare("lazy", { Lazy(journal: $0) }, [
            .scroll(.down), .scroll(.down), .scroll(.top), .tap("drop"), .scroll(.bottom), .tap("drop"), .scroll(.up), .unmount,
        ])
    }

    struct Listed: View {
        let journal: Journal
        @State var ids = Array(0..<20)
        var body: some View {
            Button("drop") { ids.removeLast(2) }
            List {
                ForEach(ids, id: \.self) { id in
                    Row(id: id, journal: journal)
                    PlainRow(id: id, journal: journal)
                }
            }
        }
    }

    @Test func list() async {
        await compare("list", { Listed(journal: $0) }, [
            .scroll(.down), .scroll(.bottom), .tap("drop"), .scroll(.top), .unmount,
        ])
    }

    struct EagerScroll: View {
        let journal: Journal
        @State var show = true
        var body: some View {
            Button("hide") { show.toggle() }
            ScrollView {
                VStack {
                    if show {
                        ForEach(0..<12, id: \.self) { id in Row(id: id, journal: journal) }
                    }
                }
            }
        }
    }

    @Test func eagerScroll() async {
        await compare("eager scroll", { EagerScroll(journal: $0) }, [
            .scroll(.down), .tap("hide"), .tap("hide"), .scroll(.bottom), .unmount,
        ])
    }
}

/// Outside the contract (handler set after mount): what the trace then says.
