import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rules 2–4 and 8: when `@State` storage is bound, what writes do, and what re-runs a body.
@MainActor
@Suite struct StateRulesTests {
    // MARK: Rule 2 — state is bound at install

    struct Seeded: View {
        @State var value: Int
        init(start: Int) { _value = State(initialValue: start) }
        var body: some View { Text("seeded \(value)") }
    }

    struct SeedsChild: View {
        @State var start = 1
        var body: some View {
            Text("start \(start)")
            Button("bump") { start += 1 }
            Seeded(start: start)
        }
    }

    @Test func initialValueIsTakenFromTheStructPresentAtInstall() async throws {
        let host = await ViewHost(SeedsChild())
        #expect(host.texts == ["start 1", "seeded 1"])
        try await host.tap("bump")
        #expect(host.texts == ["start 2", "seeded 1"], "a later struct's initial value is ignored")
        #expect(host.bodyCount(of: Seeded.self) == 1, "an ignored initial value is no reason to re-run the body")
    }

    // MARK: Rule 3 — writes before install are dropped

    struct WritesInInit: View {
        @State private var number: Int?
        init(number: Int) { self.number = number + 1 }
        var body: some View { Text("1: \(number ?? 0)") }
    }

    struct SetsInitialValue: View {
        @State private var number: Int
        init(number: Int) { _number = State(initialValue: number + 1) }
        var body: some View { Text("2: \(number)") }
    }

    @Test func assigningStateInInitDoesNothing() async {
        let host = await ViewHost(VStack {
            WritesInInit(number: 99)
            SetsInitialValue(number: 99)
        })
        #expect(host.texts == ["1: 0", "2: 100"])
    }

    struct WritesInBody: View {
        @State var value = 0
        var body: some View {
            value = 5
            return Text("value \(value)")
        }
    }

    @Test func writingStateWhileTheBodyRunsIsReported() async {
        let host = await ViewHost(WritesInBody())
        #expect(host.warnings == [RuntimeWarning(message: "Modifying state during view update, this will cause undefined behavior.", site: "WritesInBody.value")])
        #expect(host.bodyCount(of: WritesInBody.self) == 1, "a body writing what it read does not loop")
    }

    // MARK: Rule 4 — only what body reads is a dependency

    struct Reader: View {
        @Binding var value: Int
        var body: some View { Text("reader \(value)") }
    }

    struct Passer: View {
        @Binding var value: Int
        var body: some View { Button("inc") { value += 1 } }
    }

    struct Source: View {
        @State var value = 0
        @State var unrelated = 0
        var body: some View {
            Reader(value: $value)
            Passer(value: $value)
            Button("other") { unrelated += 1 }
        }
    }

    @Test func onlyBodiesThatReadAChangeRunAgain() async throws {
        let host = await ViewHost(Source())
        try await host.tap("inc")
        #expect(host.texts == ["reader 1"])
        #expect(host.bodyCount(of: Source.self) == 1, "passing $value on is not a read")
        #expect(host.bodyCount(of: Passer.self) == 1)
        #expect(host.bodyCount(of: Reader.self) == 2)
        try await host.tap("other")
        #expect(host.bodyCount(of: Source.self) == 1, "nobody read `unrelated`")
        #expect(host.bodyCount(of: Reader.self) == 2)
    }

    struct Twice: View {
        @State var a = 0
        @State var b = 0
        var body: some View {
            Text("\(a) \(b)")
            Button("both") {
                a += 1
                b += 1
            }
        }
    }

    @Test func changesBeforeTheNextTurnAreCoalescedIntoOnePass() async throws {
        let host = await ViewHost(Twice())
        let passes = host.graph.statistics.passes
        try await host.tap("both")
        #expect(host.texts == ["1 1"])
        #expect(host.bodyCount(of: Twice.self) == 2)
        #expect(host.graph.statistics.passes == passes + 1)
    }

    @Test func anUnchangedPropertyIsNotSetAgain() async throws {
        let host = await ViewHost(Twice())
        let before = host.rendererChanges
        try await host.tap("both")
        let after = host.rendererChanges
        #expect(after.textUpdates - before.textUpdates == 1)
        #expect(after.total - before.total == 1, "the button's label did not change")
    }

    struct SelectsRow: View {
        @State var selected = 0
        var body: some View {
            Button("select 1") { selected = 1 }
            ForEach(0..<2) { i in Text(i == selected ? "row \(i) *" : "row \(i)") }
        }
    }

    @Test func readsInsideAForEachClosureAreDependencies() async throws {
        let host = await ViewHost(SelectsRow())
        #expect(host.texts == ["row 0 *", "row 1"])
        try await host.tap("select 1")
        #expect(host.texts == ["row 0", "row 1 *"])
        #expect(host.bodyCount(of: SelectsRow.self) == 2,
                "a read in a closure the body made is a read of the body's view: only a new body gives the closure the new value (rule 15)")
    }

    struct Padded: View {
        let flag: Bool
        let number: Int
        var body: some View { Text("padded \(flag) \(number)") }
    }

    struct RebuildsPadded: View {
        @State var n = 0
        var body: some View {
            Button("n \(n)") { n += 1 }
            Padded(flag: true, number: 3)
        }
    }

    @Test func equalValuesAreEqualWhateverTheirPaddingHolds() async throws {
        let host = await ViewHost(RebuildsPadded())
        for i in 0..<20 { try await host.tap("n \(i)") }
        #expect(host.bodyCount(of: Padded.self) == 1)
    }

    struct Spaced: View {
        @State var spacing = 4.0
        var body: some View {
            VStack(spacing: spacing) {
                Button("wider") { spacing = 12 }
                Text("same")
            }
            .padding(spacing)
        }
    }

    @Test func aChangedSpacingReachesTheElementAndNothingElse() async throws {
        let host = await ViewHost(Spaced())
        let before = host.rendererChanges
        try await host.tap("wider")
        #expect(host.rendererChanges.layoutUpdates - before.layoutUpdates == 2)
        #expect(host.rendererChanges.total - before.total == 2)
        let padding = try #require(host.backend.window.children.first)
        #expect(padding.padding == 12)
        #expect(padding.children.first?.spacing == 12)
    }

    // MARK: Update loops

    struct WritesTheOther: View {
        @Binding var mine: Int
        @Binding var theirs: Int
        var body: some View {
            let value = theirs
            mine = value + 1
            return Text("\(value)")
        }
    }

    struct PingPong: View {
        @State var x = 0
        @State var y = 0
        @State var other = 0
        var body: some View {
            WritesTheOther(mine: $x, theirs: $y)
            WritesTheOther(mine: $y, theirs: $x)
            Button("other \(other)") { other += 1 }
        }
    }

    @Test func bodiesThatKeepInvalidatingEachOtherAreStopped() async throws {
        let host = await ViewHost(PingPong())
        #expect(host.bodyCount(of: WritesTheOther.self) < 300)
        #expect(host.warnings.map(\.message).contains("Update loop: views kept invalidating each other within one update; the update was stopped."))
        try await host.tap("other 0")
        #expect(host.shown.last == "| [other 1]", "nothing is left stuck after the graph gave up")
    }

    struct FlipsOnAppear: View {
        @State var flag = true
        @State var other = 0
        var body: some View {
            Button("other \(other)") { other += 1 }
            if flag {
                Text("A").onAppear { flag = false }
            } else {
                Text("B").onAppear { flag = true }
            }
        }
    }

    @Test func appearCallbacksThatFlipForeverAreStopped() async throws {
        let host = await ViewHost(FlipsOnAppear())
        try await host.tap("other 0")
        #expect(host.shown.first == "| [other 1]")
    }

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    struct PublishesInBody: View {
        @StateObject var model = Counter()
        var body: some View {
            if model.count < 2000 { model.count += 1 }
            return Text("count \(model.count)")
        }
    }

    @Test func publishingFromABodyIsReportedAndDoesNotLoop() async {
        let host = await ViewHost(PublishesInBody())
        #expect(host.bodyCount(of: PublishesInBody.self) == 1)
        #expect(host.warnings.map(\.message).contains("Publishing changes from within view updates is not allowed, this will cause undefined behavior."))
    }

    // MARK: Rule 8 — update() runs before every body

    struct CountsUpdates: DynamicProperty {
        let journal: Journal
        @State private var box = 0
        func update() { journal.log("update") }
    }

    struct UsesWrapper: View {
        let journal: Journal
        var counts: CountsUpdates
        @State var value = 0
        init(journal: Journal) {
            self.journal = journal
            counts = CountsUpdates(journal: journal)
        }
        var body: some View {
            journal.log("body")
            return Button("tick \(value)") { value += 1 }
        }
    }

    @Test func updateRunsBeforeEveryBody() async throws {
        let journal = Journal()
        let host = await ViewHost(UsesWrapper(journal: journal))
        try await host.tap("tick 0")
        try await host.tap("tick 1")
        #expect(journal.lines == ["update", "body", "update", "body", "update", "body"])
    }

    // MARK: State changed off the main actor

    struct Background: View {
        @State var value = 0
        var body: some View {
            Text("value \(value)")
            Button("background") {
                let binding = UncheckedSendable($value)
                Task.detached { binding.value.wrappedValue = 7 }
            }
        }
    }

    @Test func aChangeOffTheMainActorIsCarriedToIt() async throws {
        RuntimeWarnings.writesToStandardError = false
        let host = await ViewHost(Background())
        try await host.tap("background")
        for _ in 0..<200 where host.texts != ["value 7"] {
            try await Task.sleep(for: .milliseconds(5))
            await host.settle()
        }
        #expect(host.texts == ["value 7"])
    }
}

/// Hands a value to another thread in a test that means to do exactly that.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
