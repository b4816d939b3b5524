import HeadlessBackend
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
        let host = Harness(SeedsChild())
        #expect(host.texts == ["start 1", "seeded 1"])
        try await host.tap("bump")
        #expect(host.texts == ["start 2", "seeded 1"], "a later struct's initial value is ignored")
        #expect(host.bodies(of: "Seeded") == 1, "an ignored initial value is no reason to re-run the body")
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
        let host = Harness(VStack {
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
        RuntimeWarnings.writesToStandardError = false
        let warnings = Journal()
        let token = RuntimeWarnings.observe { warnings.log($0.message + " @ " + $0.site) }
        let host = Harness(WritesInBody())
        await host.settle()
        token.cancel()
        #expect(warnings.lines.contains("Modifying state during view update, this will cause undefined behavior. @ WritesInBody.value"))
        #expect(host.bodies(of: "WritesInBody") == 1, "a body writing what it read does not loop")
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
        let host = Harness(Source())
        try await host.tap("inc")
        #expect(host.texts == ["reader 1"])
        #expect(host.bodies(of: "Source") == 1, "passing $value on is not a read")
        #expect(host.bodies(of: "Passer") == 1)
        #expect(host.bodies(of: "Reader") == 2)
        try await host.tap("other")
        #expect(host.bodies(of: "Source") == 1, "nobody read `unrelated`")
        #expect(host.bodies(of: "Reader") == 2)
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
        let host = Harness(Twice())
        let passes = host.graph.statistics.passes
        try await host.tap("both")
        #expect(host.texts == ["1 1"])
        #expect(host.bodies(of: "Twice") == 2)
        #expect(host.graph.statistics.passes == passes + 1)
    }

    @Test func anUnchangedPropertyIsNotSetAgain() async throws {
        let host = Harness(Twice())
        let before = host.backend.mutations
        try await host.tap("both")
        let after = host.backend.mutations
        #expect(after.textUpdates - before.textUpdates == 1)
        #expect(after.total - before.total == 1, "the button's label did not change")
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
        let host = Harness(UsesWrapper(journal: journal))
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
        let host = Harness(Background())
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
