import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rules 5–7: who creates, keeps and releases objects, and what their changes re-run.
@MainActor
@Suite struct ObjectRulesTests {
    // MARK: Rule 5 — @StateObject is lazy and owned

    struct Owns: View {
        @StateObject var object: Tracked
        init(journal: Journal, name: String) {
            _object = StateObject(wrappedValue: Tracked(name, journal: journal))
        }
        var body: some View {
            Text("\(object.name) \(object.count)")
            Button("+1 \(object.name)") { object.count += 1 }
        }
    }

    struct Refreshes: View {
        let journal: Journal
        @State var generation = 0
        var body: some View {
            Button("refresh \(generation)") { generation += 1 }
            Owns(journal: journal, name: "owned\(generation)")
        }
    }

    @Test func theAutoclosureRunsOnceAtInstall() async throws {
        let journal = Journal()
        let host = await ViewHost(Refreshes(journal: journal))
        #expect(journal.take() == ["owned0 init"])
        try await host.tap("+1 owned0")
        try await host.tap("refresh 0")
        try await host.tap("refresh 1")
        #expect(journal.take() == [], "closures carried by later structs never run")
        #expect(host.texts == ["owned0 1"])
        #expect(host.bodyCount(of: Owns.self) == 2, "a new struct with an ignored closure does not re-run the body")
        await host.unmount()
        #expect(journal.take() == ["owned0 deinit"])
    }

    @Test func aChangeReRunsOnlyTheOwnersBody() async throws {
        let host = await ViewHost(Refreshes(journal: Journal()))
        try await host.tap("+1 owned0")
        #expect(host.bodyCount(of: Owns.self) == 2)
        #expect(host.bodyCount(of: Refreshes.self) == 1)
    }

    struct ReadsTooEarly: View {
        @StateObject var object: Tracked
        init(journal: Journal) {
            _object = StateObject(wrappedValue: Tracked("early", journal: journal))
            _ = object.count
        }
        var body: some View { Text("early") }
    }

    @Test func readingBeforeInstallIsReportedAndMakesAnotherInstance() async {
        RuntimeWarnings.writesToStandardError = false
        let journal = Journal()
        let warnings = Journal()
        let token = RuntimeWarnings.observe { warnings.log($0.message) }
        let host = await ViewHost(ReadsTooEarly(journal: journal))
        token.cancel()
        #expect(host.texts == ["early"])
        #expect(warnings.lines.contains("Accessing StateObject's object without being installed on a View. This will create a new instance each time."))
        #expect(journal.lines == ["early init", "early deinit", "early init"])
    }

    // MARK: Rule 6 — @ObservedObject owns nothing

    struct Observes: View {
        @ObservedObject var object: Tracked
        var body: some View {
            Text("observed \(object.name)")
            Button("poke") { object.count += 1 }
        }
    }

    struct Swaps: View {
        let first: Tracked
        let second: Tracked
        @State var useSecond = false
        var body: some View {
            Button("swap") { useSecond = true }
            Observes(object: useSecond ? second : first)
        }
    }

    @Test func anyChangeReRunsTheBodyAndASwapResubscribes() async throws {
        let journal = Journal()
        let first = Tracked("first", journal: journal)
        let second = Tracked("second", journal: journal)
        let host = await ViewHost(Swaps(first: first, second: second))
        try await host.tap("poke")
        #expect(host.bodyCount(of: Observes.self) == 2, "the body does not read count, yet it runs again")
        try await host.tap("swap")
        #expect(host.texts == ["observed second"])
        #expect(host.bodyCount(of: Observes.self) == 3)
        first.count += 1
        await host.settle()
        #expect(host.bodyCount(of: Observes.self) == 3, "the old instance is no longer observed")
        second.count += 1
        await host.settle()
        #expect(host.bodyCount(of: Observes.self) == 4)
    }

    // MARK: Rule 7 — @Observable is tracked per property

    @Observable final class Model {
        var shown = 0
        var hidden = 0
        let journal: Journal?
        init(journal: Journal? = nil) {
            self.journal = journal
            journal?.log("model init")
        }
        deinit { journal?.log("model deinit") }
    }

    struct ReadsShown: View {
        let model: Model
        var body: some View {
            Text("shown \(model.shown)")
            Button("shown") { model.shown += 1 }
            Button("hidden") { model.hidden += 1 }
        }
    }

    @Test func onlyPropertiesReadInBodyAreDependencies() async throws {
        let model = Model()
        let host = await ViewHost(ReadsShown(model: model))
        try await host.tap("hidden")
        #expect(host.bodyCount(of: ReadsShown.self) == 1)
        try await host.tap("shown")
        #expect(host.bodyCount(of: ReadsShown.self) == 2)
        #expect(host.texts == ["shown 1"])
    }

    struct ObservableToggle: View {
        @Bindable var model: Flags
        var body: some View { Toggle("flag", isOn: $model.flag) }
    }

    @Observable final class Flags {
        var flag = false
    }

    struct ShowsFlag: View {
        let flags: Flags
        var body: some View {
            Text(flags.flag ? "on" : "off")
            ObservableToggle(model: flags)
        }
    }

    @Test func makingABindingToAnObservablePropertyReadsIt() async throws {
        let flags = Flags()
        let host = await ViewHost(ShowsFlag(flags: flags))
        try host.backend.toggle("flag", occurrence: 1)
        await host.settle()
        #expect(host.shown == ["| on", "| [x] flag"])
        #expect(host.bodyCount(of: ShowsFlag.self) == 2)
        #expect(host.bodyCount(of: ObservableToggle.self) == 2, "making $model.flag reads flag")
        flags.flag = false
        await host.settle()
        #expect(host.shown == ["| off", "| [ ] flag"], "a change from elsewhere reaches the control")
    }

    struct ReadsNothing: View {
        let flags: Flags
        var body: some View { Text("constant") }
    }

    @Test func aBodyThatReadsNothingOfAModelIsNotReRun() async {
        let flags = Flags()
        let host = await ViewHost(ReadsNothing(flags: flags))
        flags.flag = true
        await host.settle()
        #expect(host.bodyCount(of: ReadsNothing.self) == 1)
    }

    struct HoldsModel: View {
        @State var model: Model
        init(journal: Journal) { _model = State(wrappedValue: Model(journal: journal)) }
        var body: some View { Text("model \(model.shown)") }
    }

    struct RebuildsHolder: View {
        let journal: Journal
        @State var generation = 0
        var body: some View {
            Button("rebuild \(generation)") { generation += 1 }
            HoldsModel(journal: journal)
        }
    }

    @Test func stateHoldingAnObjectBuildsOneWithEveryStructAndKeepsTheFirst() async throws {
        let journal = Journal()
        let host = await ViewHost(RebuildsHolder(journal: journal))
        #expect(journal.take() == ["model init"])
        try await host.tap("rebuild 0")
        #expect(journal.take() == ["model init"], "every new struct builds an object")
        #expect(host.texts == ["model 0"])
        // The parent's latest body output holds the newest struct until the parent's body runs again.
        try await host.tap("rebuild 1")
        #expect(journal.take() == ["model init", "model deinit"])
        await host.unmount()
        #expect(journal.take() == ["model deinit", "model deinit"], "the kept first object and the newest struct's")
    }
}
