import Experiments
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

private struct TintKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var tint: String {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// Behaviours that rested on one test each get a second, built differently (issue 10).
@MainActor
@Suite struct SecondWitnessTests {
    // MARK: .id resets state

    struct Keeps: View {
        let journal: Journal
        @State var taps = 0
        @StateObject var model: Tracked
        init(journal: Journal, name: String) {
            self.journal = journal
            _model = StateObject(wrappedValue: Tracked(name, journal: journal))
        }
        var body: some View { Button("taps \(taps)") { taps += 1 } }
    }

    struct ResetsByName: View {
        let journal: Journal
        @State var name = "a"
        var body: some View {
            Keeps(journal: journal, name: name).id(name)
            Button("rename") { name = "b" }
        }
    }

    @Test func aNewStringIDReleasesTheOldStateAndStartsAfresh() async throws {
        let journal = Journal()
        let host = await ViewHost(ResetsByName(journal: journal))
        try await host.tap("taps 0")
        #expect(host.shown.first == "| [taps 1]")
        try await host.tap("rename")
        #expect(host.shown.first == "| [taps 0]")
        #expect(journal.take() == ["a init", "b init", "a deinit"])
    }

    // MARK: Re-subscription when the observed instance changes

    struct Observes: View {
        @ObservedObject var model: Tracked
        var body: some View { Text("\(model.name) \(model.count)") }
    }

    struct Swaps: View {
        let first: Tracked
        let second: Tracked
        @State var useSecond = false
        var body: some View {
            Observes(model: useSecond ? second : first)
            Button("swap") { useSecond = true }
        }
    }

    @Test func afterASwapOnlyTheNewInstancesChangesRunTheBody() async throws {
        let journal = Journal()
        let first = Tracked("first", journal: journal), second = Tracked("second", journal: journal)
        let host = await ViewHost(Swaps(first: first, second: second))
        try await host.tap("swap")
        let bodies = host.bodyCount(of: Observes.self)
        first.count += 1
        await host.settle()
        #expect(host.bodyCount(of: Observes.self) == bodies, "the old instance no longer reaches the view")
        second.count += 1
        await host.settle()
        #expect(host.texts == ["second 1"])
    }

    // MARK: A new environment reaches unchanged rows

    struct Row: View {
        let number: Int
        @Environment(\.tint) var tint
        var body: some View { Text("\(number) \(tint)") }
    }

    struct Tinted: View {
        @State var tint = "red"
        var body: some View {
            VStack {
                ForEach([1, 2], id: \.self) { Row(number: $0) }
            }
            .environment(\.tint, tint)
            Button("blue") { tint = "blue" }
        }
    }

    @Test func aChangedEnvironmentValueReachesRowsWhoseValuesDidNotChange() async throws {
        let host = await ViewHost(Tinted())
        try await host.tap("blue")
        #expect(host.texts == ["1 blue", "2 blue"])
    }

    // MARK: Tasks are cancelled when their view goes

    struct Runs: View {
        let journal: Journal
        @State var isShown = true
        var body: some View {
            if isShown {
                Text("working").task {
                    await withTaskCancellationHandler {
                        await untilCancelled()
                    } onCancel: {
                        journal.log("cancelled")
                    }
                }
            }
            Button("stop") { isShown = false }
        }
    }

    @Test func aTaskIsCancelledWhenItsViewIsRemoved() async throws {
        let journal = Journal()
        let host = await ViewHost(Runs(journal: journal))
        try await host.tap("stop")
        #expect(journal.take() == ["cancelled"])
    }
}
