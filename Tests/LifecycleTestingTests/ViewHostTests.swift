import Driving
import LifecycleTesting
import Synchronization
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
        #expect(host.snapshot.split(separator: "\n").prefix(2) == ["Counter", "  | count 11"])
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
        await #expect(throws: DriveError.nothingPresented) { try await sheets.dismiss() }
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

    /// Hosts side by side, as Swift Testing runs tests: each sees only its own, warnings too.
    @Test(arguments: 0..<300)
    func hostsSideBySideKeepToThemselves(taps: Int) async throws {
        if taps.isMultiple(of: 2) {
            let host = await ViewHost(WritesWhileItsBodyRuns())
            #expect(host.warnings.count == 1)
            await host.unmount()
            return
        }
        let host = await ViewHost(Counter())
        for _ in 0..<(taps % 5) { try await host.tap("+1") }
        #expect(host.texts.first == "count \(taps % 5)")
        #expect(host.bodyCount(of: Counter.self) == 1 + taps % 5)
        #expect(host.events.filter { $0.kind == .install }.count == 3)
        #expect(host.warnings.isEmpty)
        await host.unmount()
        #expect(host.leftovers == [])
    }

    final class Model: ObservableObject {
        @Published var value = 0
    }

    struct ChangedElsewhere: View {
        @StateObject private var model = Model()
        @State private var count = 0
        var body: some View {
            Text("value \(model.value), count \(count)")
            Button("publish off the main actor") {
                let model = UncheckedBox(model)
                Task.detached { model.value.value = 1 }
            }
            Button("write off the main actor") {
                let binding = UncheckedBox($count)
                Task.detached { binding.value.wrappedValue = 1 }
            }
        }
    }

    struct UncheckedBox<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test func warningsFromOtherThreadsAreTheirHostsToo() async throws {
        let host = await ViewHost(ChangedElsewhere())
        try await host.tap("publish off the main actor")
        try await host.tap("write off the main actor")
        for _ in 0..<200 where host.texts != ["value 1, count 1"] {
            try await Task.sleep(for: .milliseconds(5))
            await host.settle()
        }
        #expect(host.warnings.map(\.message) == [
            "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.",
            "Modifying state from a background thread is not allowed; the change is carried to the main actor. Make sure to update state from the main thread.",
        ])
    }

    final class Flag: Sendable {
        let isSet = Mutex(false)
    }

    struct Ticks: View {
        let cancelled: Flag
        var body: some View {
            Text("ticking")
                .task {
                    while !Task.isCancelled { await Task.yield() }
                    cancelled.isSet.withLock { $0 = true }
                }
        }
    }

    @Test func aHostLetGoOfWithoutUnmountingEndsItsView() async throws {
        let cancelled = Flag()
        do {
            let host = await ViewHost(Ticks(cancelled: cancelled))
            #expect(host.events.contains { $0.kind == .taskStarted })
        }
        for _ in 0..<1000 where !cancelled.isSet.withLock({ $0 }) { await Task.yield() }
        #expect(cancelled.isSet.withLock { $0 }, "its task was cancelled")
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
        withKnownIssue("the view is still mounted") { host.expectNothingOutlives() }
        await host.unmount()
        #expect(host.leftovers == ["Model, never released"], "the check fails, and says what is left")
        withKnownIssue("the model outlived the view") { host.expectNothingOutlives() }
        keeper.kept.removeAll()
        #expect(host.leftovers == [])
        host.expectNothingOutlives()
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

/// A scope's own toggles and fields, its texts, and what it says of its state.
@MainActor
@Suite struct ScopeActionTests {
    struct Settings: View {
        let name: String
        @State private var isOn = false
        @State private var note = ""
        var body: some View {
            Toggle("On", isOn: $isOn)
            TextField("Note", text: $note)
            Text("\(name): \(isOn ? "on" : "off") \(note)")
        }
    }

    struct Both: View {
        @State private var presents = false
        var body: some View {
            Settings(name: "first")
            Settings(name: "second")
            Button("more") { presents = true }
                .sheet(isPresented: $presents) { Text("in front") }
        }
    }

    @Test func togglesAndFieldsOfOneViewOnly() async throws {
        let host = await ViewHost(Both())
        let second = try #require(host.find(Settings.self, 2))
        try await second.toggle("On")
        try await second.type("hi", into: "Note")
        #expect(host.texts == ["first: off ", "second: on hi"])
        #expect(second.stateNames == ["isOn", "note"])
        #expect(host.find(Both.self)?.find(text: "second: on hi")?.path == second.path, "a scope finds by text within itself")
    }

    @Test func aScopeReachesOnlyWhatIsOnScreen() async throws {
        let host = await ViewHost(Both())
        try await host.tap("more")
        let first = try #require(host.find(Settings.self))
        await #expect(throws: DriveError.noSuchControl(label: "On", kind: "toggle", visible: [])) {
            try await first.toggle("On")
        }
    }

    @Test func typingNothingIntoAFieldThatIsNotThereFails() async {
        let host = await ViewHost(Both())
        await #expect(throws: DriveError.noSuchControl(label: "Nope", kind: "text field", visible: ["Note", "Note"])) {
            try await host.type("", into: "Nope")
        }
    }
}
