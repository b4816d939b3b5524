import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 19: a view removed under an animation keeps its identity, state and task until its
/// removal transition has run on the graph's clock, then disappears and is released; brought back
/// while it leaves, it is the same view; hidden again, it leaves at the later end (Ryan Sobol's
/// "if transition" case study; Apple's `TransitionPhase` and `onDisappear` documentation).
@MainActor
@Suite struct TransitionTimingTests {
    final class PanelModel {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            journal.log("model init")
        }
        deinit { journal.log("model deinit") }
    }

    struct Panel: View {
        let journal: Journal
        @State private var model: PanelModel?
        var body: some View {
            Text("panel")
                .onAppear {
                    if model == nil { model = PanelModel(journal: journal) }
                    journal.log("appear")
                }
                .onDisappear { journal.log("disappear") }
        }
    }

    struct Shows: View {
        let journal: Journal
        let transition: AnyTransition
        @State private var isShown = false
        var body: some View {
            Button("animated") {
                withAnimation(.linear(duration: 1)) { isShown.toggle() } completion: { journal.log("completed") }
            }
            Button("plain") { isShown.toggle() }
            if isShown { Panel(journal: journal).transition(transition) }
        }
    }

    @Test func aViewRemovedUnderAnAnimationLeavesWhenItsTransitionEnds() async throws {
        let journal = Journal()
        let host = await ViewHost(Shows(journal: journal, transition: .move(edge: .leading)))
        try await host.tap("animated")
        #expect(journal.take() == ["model init", "appear"], "an insertion's lifetime starts as its transition begins")
        await host.advance(by: .seconds(1))
        #expect(journal.take() == ["completed"])
        try await host.tap("animated")
        #expect(journal.take().isEmpty, "hidden, the panel is still there while it moves out")
        #expect(host.texts.contains("panel"))
        await host.advance(by: .milliseconds(999))
        #expect(journal.take().isEmpty)
        await host.advance(by: .milliseconds(1))
        #expect(journal.take() == ["disappear", "model deinit", "completed"], "it leaves when its transition ends, then the completion runs")
        #expect(!host.texts.contains("panel"))
    }

    /// A host whose panel was shown, then hidden under the second's animation and brought back
    /// halfway through it; the journal emptied of the showing.
    func broughtBackHalfwayOut(_ transition: AnyTransition) async throws -> (ViewHost, Journal) {
        let journal = Journal()
        let host = await ViewHost(Shows(journal: journal, transition: transition))
        try await host.tap("animated")
        await host.advance(by: .seconds(1))
        _ = journal.take()
        try await host.tap("animated")
        await host.advance(by: .milliseconds(500))
        try await host.tap("animated")
        return (host, journal)
    }

    @Test func aViewBroughtBackWhileItLeavesIsTheSameView() async throws {
        let (host, journal) = try await broughtBackHalfwayOut(.opacity)
        await host.advance(by: .seconds(2))
        #expect(journal.take() == ["completed", "completed"], "no disappear, no new state: the panel never left")
        #expect(host.texts.contains("panel"))
    }

    /// Sobol: "overlapping animations delay when the lifetime actually ends". Hidden, brought
    /// back and hidden again before the first removal ends, the panel leaves at the end of the
    /// second one.
    @Test func overlappingAnimationsDelayTheEndOfTheLifetime() async throws {
        let (host, journal) = try await broughtBackHalfwayOut(.slide)
        await host.advance(by: .milliseconds(100))
        try await host.tap("animated")
        await host.advance(by: .milliseconds(900))
        #expect(!journal.lines.contains("disappear"), "past the first removal's end")
        await host.advance(by: .milliseconds(100))
        #expect(journal.take().filter { $0 != "completed" } == ["disappear", "model deinit"])
    }

    @Test(arguments: [false, true])
    func withoutAnAnimationOrWithTheIdentityTransitionItLeavesAtOnce(identity: Bool) async throws {
        let journal = Journal()
        let host = await ViewHost(Shows(journal: journal, transition: identity ? .identity : .opacity))
        try await host.tap("plain")
        _ = journal.take()
        try await host.tap(identity ? "animated" : "plain")
        #expect(journal.take().prefix(2) == ["disappear", "model deinit"])
    }

    @Test func aCompletionWithNothingAnimatedRunsRightAfterTheBody() {
        var ran = false
        withAnimation { } completion: { ran = true }
        #expect(ran)
    }

    struct AnimatesByValue: View {
        let journal: Journal
        @State private var isShown = true
        var body: some View {
            Button("toggle") { isShown.toggle() }
            Button("toggle, animations disabled") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { isShown.toggle() }
            }
            VStack {
                if isShown { Panel(journal: journal) }
            }
            .animation(.easeInOut(duration: 0.5), value: isShown)
        }
    }

    @Test func animationByValueAnimatesTheRemovalItsValueCauses() async throws {
        let journal = Journal()
        let host = await ViewHost(AnimatesByValue(journal: journal))
        _ = journal.take()
        try await host.tap("toggle")
        #expect(journal.take().isEmpty)
        await host.advance(by: .milliseconds(500))
        #expect(journal.take() == ["disappear", "model deinit"])
    }

    @Test func aTransactionThatDisablesAnimationsKeepsAnimationByValueOut() async throws {
        let journal = Journal()
        let host = await ViewHost(AnimatesByValue(journal: journal))
        _ = journal.take()
        try await host.tap("toggle, animations disabled")
        #expect(journal.take() == ["disappear", "model deinit"], "no animation: it leaves at once")
    }

    @Test func anAsymmetricTransitionTimesInsertionAndRemovalApart() {
        let inOnly = AnyTransition.asymmetric(insertion: .opacity, removal: .identity)
        #expect(!inOnly.insertsAtOnce && inOnly.removesAtOnce)
        let outOnly = AnyTransition.asymmetric(insertion: .identity, removal: .slide)
        #expect(outOnly.insertsAtOnce && !outOnly.removesAtOnce)
        #expect(AnyTransition.identity.combined(with: .identity).removesAtOnce)
        #expect(!AnyTransition.identity.combined(with: .scale).insertsAtOnce)
    }
}

extension TransitionTimingTests {
    struct Card: View {
        let number: Int
        let journal: Journal
        var body: some View {
            Text("card \(number)")
                .onAppear { journal.log("appear \(number)") }
                .onDisappear { journal.log("disappear \(number)") }
        }
    }

    struct Cards: View {
        let journal: Journal
        @State private var numbers = [1, 2, 3]
        var body: some View {
            Button("drop 2") { withAnimation(.linear(duration: 1)) { numbers.removeAll { $0 == 2 } } }
            Button("bring 2 back") { withAnimation(.linear(duration: 1)) { numbers.insert(2, at: 1) } }
            Button("drop 1") { numbers.removeFirst() }
            ForEach(numbers, id: \.self) { Card(number: $0, journal: journal) }
        }
    }

    /// SwiftUI animates a `ForEach`'s removals as it does an `if`'s: a row removed under an
    /// animation keeps its place until its transition ends (issue 30: the lab's rows left at once).
    @Test func aForEachRowRemovedUnderAnAnimationLeavesWhenItsTransitionEnds() async throws {
        let journal = Journal()
        let host = await ViewHost(Cards(journal: journal))
        _ = journal.take()
        try await host.tap("drop 2")
        #expect(journal.take().isEmpty)
        #expect(host.texts == ["card 1", "card 2", "card 3"], "still in its place while it fades out")
        try await host.tap("drop 1")
        #expect(journal.take() == ["disappear 1"], "a plain removal beside it goes at once")
        #expect(host.texts == ["card 2", "card 3"])
        await host.advance(by: .seconds(1))
        #expect(journal.take() == ["disappear 2"])
        #expect(host.texts == ["card 3"])
    }

    @Test func aForEachRowBroughtBackWhileItLeavesIsTheSameRow() async throws {
        let journal = Journal()
        let host = await ViewHost(Cards(journal: journal))
        _ = journal.take()
        try await host.tap("drop 2")
        await host.advance(by: .milliseconds(500))
        try await host.tap("bring 2 back")
        await host.advance(by: .seconds(2))
        #expect(journal.take().isEmpty, "no disappear, no new appear: the same row")
        #expect(host.texts == ["card 1", "card 2", "card 3"])
    }
}
