@testable import LifecycleTesting
import Testing
import ViewLayer

/// Time in a host moves only when the test moves it, and tasks waiting on it wake at their deadlines.
@MainActor
@Suite struct TestClockTests {
    struct Ticker: View {
        @Environment(\.continuousClock) private var clock
        @State private var ticks = 0
        var body: some View {
            Text("ticks \(ticks)")
                .task {
                    while (try? await clock.sleep(for: .seconds(1))) != nil { ticks += 1 }
                }
        }
    }

    @Test func aTaskWaitsUntilTheTestMovesTime() async {
        let host = await ViewHost(Ticker())
        #expect(host.texts == ["ticks 0"])
        #expect(host.clock.pendingSleeps == 1)
        await host.advance(by: .milliseconds(999))
        #expect(host.texts == ["ticks 0"], "a millisecond short")
        await host.advance(by: .milliseconds(1))
        #expect(host.texts == ["ticks 1"])
        await host.advance(by: .seconds(3))
        #expect(host.texts == ["ticks 4"], "each second woke the task once, in turn")
        #expect(host.clock.now == TestClock.Instant(offset: .seconds(4)))
        await host.unmount()
        #expect(host.clock.pendingSleeps == 0, "the task was cancelled with its view, and its sleep with it")
    }

    /// A search that waits for typing to pause: each key restarts the task, so one search runs.
    struct Search: View {
        @Environment(\.continuousClock) private var clock
        @State private var query = ""
        @State private var searches: [String] = []
        var body: some View {
            TextField("Search", text: $query)
            Text("searched: \(searches.joined(separator: ", "))")
                .task(id: query) {
                    guard !query.isEmpty, (try? await clock.sleep(for: .milliseconds(300))) != nil else { return }
                    searches.append(query)
                }
        }
    }

    @Test func restartingATaskCancelsItsWait() async throws {
        let host = await ViewHost(Search())
        try await host.type("swift", into: "Search")
        #expect(host.clock.pendingSleeps == 1, "the four earlier waits were cancelled")
        await host.advance(by: .milliseconds(300))
        #expect(host.texts == ["searched: swift"])
        try await host.type("ui", into: "Search")
        // On a busy machine the restarted task may still be on its way to its sleep.
        for _ in 0..<1000 where host.clock.pendingSleeps == 0 { await Task.yield() }
        #expect(host.clock.pendingSleeps == 1, "the restarted task waits, and only it")
        await host.advance(by: .seconds(1))
        #expect(host.texts == ["searched: swift, swiftui"])
    }

    @Test func aSleepWhoseDeadlineHasPassedReturnsAtOnce() async throws {
        let clock = TestClock()
        try await clock.sleep(until: clock.now)
        #expect(clock.pendingSleeps == 0)
    }

    @Test func aCancelledSleepThrows() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        // Cancelled while it waits, not before it starts: the cancellation handler wakes it.
        while clock.pendingSleeps == 0 { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.pendingSleeps == 0)
    }
}
