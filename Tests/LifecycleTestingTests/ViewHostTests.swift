import LifecycleTesting
import Testing
import ViewLayer

/// The testing library's host: each query and action, its events and warnings, and hosts side by side.
@MainActor
@Suite struct ViewHostTests {
    struct Box<Value>: View {
        let value: Value
        var body: some View { Text("box \(value)") }
    }

    struct Counter: View {
        @State private var count = 0
        @State private var isOn = false
        @State private var name = ""
        var body: some View {
            Text("count \(count)")
            Button("+1") { count += 1 }
            Button("+1") { count += 10 }
            Toggle("On", isOn: $isOn)
            TextField("Name", text: $name)
            Text(isOn ? "on" : "off")
            Text("hello \(name)")
            Box(value: count)
            Box(value: "\(count)")
        }
    }

    @Test func actionsSettleAndQueriesSayWhatIsShown() async throws {
        let host = await ViewHost(Counter())
        try await host.tap("+1")
        try await host.tap("+1", 2)
        try await host.toggle("On")
        try await host.type("Bo", into: "Name")
        #expect(host.texts == ["count 11", "on", "hello Bo", "box 11", "box 11"])
        #expect(host.shown.contains("| [x] On"))
        #expect(host.shown.contains("| Name: [Bo]"))
        #expect(host.snapshot.split(separator: "\n").first == "| count 11")
    }

    @Test func bodiesAreCountedByTheTypeItself() async throws {
        let host = await ViewHost(Counter())
        try await host.tap("+1")
        #expect(host.bodyCount(of: Box<Int>.self) == 2)
        #expect(host.bodyCount(of: Box<String>.self) == 2)
        #expect(host.bodyCount(of: Box<Double>.self) == 0)
        #expect(host.bodyCount(of: Counter.self) == 2)
    }

    struct Pushes: View {
        var body: some View {
            NavigationStack {
                Text("root")
                NavigationLink("open") { Text("page") }
            }
        }
    }

    struct Presents: View {
        @State private var isPresented = false
        var body: some View {
            Button("show") { isPresented = true }
                .sheet(isPresented: $isPresented) { Text("sheet") }
        }
    }

    @Test func backAndDismissAndTheirErrors() async throws {
        let pages = await ViewHost(Pushes())
        await #expect(throws: DriveError.nothingToGoBackFrom) { try await pages.back() }
        try await pages.tap("open")
        #expect(pages.texts == ["page"])
        try await pages.back()
        #expect(pages.texts == ["root"])
        let sheets = await ViewHost(Presents())
        try await sheets.tap("show")
        #expect(sheets.texts == ["sheet"])
        try await sheets.dismiss()
        #expect(sheets.texts == [])
        await #expect(throws: DriveError.noSheetPresented) { try await sheets.dismiss() }
    }

    struct Child: View {
        var body: some View { Text("child").onAppear {} }
    }

    struct Parent: View {
        @State private var isShown = true
        var body: some View {
            Button("hide") { isShown = false }
            if isShown { Child() }
        }
    }

    @Test func eventsComeInOrderWithTheirIdentities() async throws {
        let host = await ViewHost(Parent())
        try await host.tap("hide")
        #expect(host.events.map(\.description) == [
            "install Parent", "body Parent", "install Child", "body Child", "appear Child", "appear Parent",
            "body Parent", "disappear Child", "uninstall Child",
        ])
        #expect(host.events.first { $0.view == "Child" }?.path == "Parent/1:Optional/Child", "an if without else is an optional at the body's second place")
    }

    struct WritesWhileItsBodyRuns: View {
        @State private var value = 0
        var body: some View {
            value = 1
            return Text("value")
        }
    }

    @Test func warningsAreCapturedByTheirHost() async {
        let writes = await ViewHost(WritesWhileItsBodyRuns())
        let quiet = await ViewHost(Counter())
        #expect(writes.warnings.map(\.message) == ["Modifying state during view update, this will cause undefined behavior."])
        #expect(quiet.warnings.isEmpty)
        let again = await ViewHost(WritesWhileItsBodyRuns())
        #expect(again.warnings.count == 1, "each host hears of it, whoever heard of the site before")
    }

    @Test func nothingOutlivesUnmount() async throws {
        let host = await ViewHost(Counter())
        #expect(!host.leftovers.isEmpty, "while mounted, the view holds nodes and elements")
        try await host.tap("+1")
        await host.unmount()
        #expect(host.leftovers == [])
        #expect(host.events.first { $0.kind == .uninstall }?.view == "Counter", "the root goes first, then what it held")
    }

    /// Hosts side by side, as Swift Testing runs tests: each sees only its own.
    @Test(arguments: 0..<300)
    func hostsSideBySideKeepToThemselves(taps: Int) async throws {
        let host = await ViewHost(Counter())
        for _ in 0..<(taps % 5) { try await host.tap("+1") }
        #expect(host.texts.first == "count \(taps % 5)")
        #expect(host.bodyCount(of: Counter.self) == 1 + taps % 5)
        #expect(host.events.filter { $0.kind == .install }.count == 3)
        #expect(host.warnings.isEmpty)
        await host.unmount()
        #expect(host.leftovers == [])
    }
}

/// Objects' lives, and the leak check that fails when one outlives its view.
@MainActor
@Suite struct LifetimeTests {
    final class Model: ObservableObject {
        let lifetimes: LifetimeRecorder
        @Published var count = 0
        init(_ lifetimes: LifetimeRecorder) {
            self.lifetimes = lifetimes
            lifetimes.made("Model")
        }
        deinit { lifetimes.released("Model") }
    }

    /// Keeps what it is given alive for as long as the test wants: a leak, on purpose.
    final class Keeper: @unchecked Sendable {
        var kept: [AnyObject] = []
    }

    struct Owns: View {
        @StateObject var model: Model
        let keeper: Keeper?
        init(lifetimes: LifetimeRecorder, keeper: Keeper? = nil) {
            _model = StateObject(wrappedValue: Model(lifetimes))
            self.keeper = keeper
        }
        var body: some View {
            Text("count \(model.count)")
                .onAppear { keeper?.kept.append(model) }
        }
    }

    @Test func objectsAreRecordedAndReleasedWithTheirView() async {
        let lifetimes = LifetimeRecorder()
        let host = await ViewHost(Owns(lifetimes: lifetimes), lifetimes: lifetimes)
        #expect(lifetimes.takeEvents() == ["Model init"])
        await host.unmount()
        #expect(lifetimes.takeEvents() == ["Model deinit"])
        #expect(host.leftovers == [])
    }

    @Test func anObjectKeptAliveOnPurposeIsReportedAsLeftOver() async {
        let lifetimes = LifetimeRecorder()
        let keeper = Keeper()
        let host = await ViewHost(Owns(lifetimes: lifetimes, keeper: keeper), lifetimes: lifetimes)
        await host.unmount()
        #expect(host.leftovers == ["Model, never released"], "the check fails, and says what is left")
        keeper.kept.removeAll()
        #expect(host.leftovers == [])
    }
}

/// Finding views by type or text, acting inside one, and reading their state, nested or presented.
@MainActor
@Suite struct FindTests {
    struct Row: View {
        let title: String
        @State private var taps = 0
        var body: some View {
            Text("\(title) \(taps)")
            Button("+1") { taps += 1 }
        }
    }

    struct Rows: View {
        @State private var isPresented = false
        var body: some View {
            ForEach(["a", "b", "c"], id: \.self) { Row(title: $0) }
            Button("details") { isPresented = true }
                .sheet(isPresented: $isPresented) { Row(title: "sheet") }
        }
    }

    @Test func actingInsideOneViewReachesItsControlsOnly() async throws {
        let host = await ViewHost(Rows())
        let second = try #require(host.find(Row.self, 2))
        try await second.tap("+1")
        try await second.tap("+1")
        #expect(host.texts == ["a 0", "b 2", "c 0"])
        #expect(second.texts == ["b 2"])
        #expect(host.find(Row.self, 4) == nil)
    }

    @Test func aViewsPrivateStateCanBeRead() async throws {
        let host = await ViewHost(Rows())
        try await host.find(Row.self, 3)?.tap("+1")
        #expect(host.find(Row.self, 3)?.state("taps", as: Int.self) == 1)
        #expect(host.state(of: Row.self, "taps", as: Int.self) == 0)
        #expect(host.state(of: Rows.self, "isPresented", as: Bool.self) == false)
        try await host.tap("details")
        #expect(host.state(of: Rows.self, "isPresented", as: Bool.self) == true, "the value as it is now, not as declared")
        #expect(host.state(of: Row.self, "nothing", as: Int.self) == nil)
    }

    @Test func presentedContentIsReachableWithNoChangeToTheCode() async throws {
        let host = await ViewHost(Rows())
        try await host.tap("details")
        let sheet = try #require(host.find(text: "sheet 0"))
        try await sheet.tap("+1")
        #expect(host.texts == ["sheet 1"], "the sheet is modal: only it is shown")
        #expect(sheet.state("taps", as: Int.self) == 1)
        #expect(sheet.path.hasSuffix("Row"))
    }

    final class Store: ObservableObject {
        @Published var value = 3
    }

    struct OwnsStore: View {
        @StateObject private var store = Store()
        var body: some View {
            NavigationStack {
                NavigationLink("open") { Row(title: "page") }
                Text("store \(store.value)")
            }
        }
    }

    @Test func stateObjectsAndPushedPagesToo() async throws {
        let host = await ViewHost(OwnsStore())
        #expect(host.state(of: OwnsStore.self, "store", as: Store.self)?.value == 3)
        try await host.tap("open")
        #expect(host.find(Row.self)?.texts == ["page 0"])
    }
}
