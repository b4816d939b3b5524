import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 19: each `withAnimation` or `withTransaction` is a transaction of its own, whose changes
/// are updated in a pass of their own, after the changes made before it.
@MainActor
@Suite struct TransactionTests {
    /// OpenSwiftUI's `StateCompatibilityTests.nestedStateUpdate`, which runs against Apple's
    /// SwiftUI: bodies see 0, 2 and 4, and `onChange` sees 0 → 2 and 2 → 4.
    struct Nested: View {
        let journal: Journal
        @State private var value = 0
        var body: some View {
            let _ = journal.log("body \(value)")
            Text("value")
                .onAppear {
                    value = 1
                    value = 2
                    withAnimation {
                        value = 3
                        value = 4
                    }
                }
                .onChange(of: value) { old, new in journal.log("change \(old) → \(new)") }
        }
    }

    @Test func eachWithAnimationIsAPassOfItsOwn() async {
        let journal = Journal()
        _ = await ViewHost(Nested(journal: journal))
        #expect(journal.take() == ["body 0", "body 2", "change 0 → 2", "body 4", "change 2 → 4"])
    }

    struct Sequenced: View {
        let journal: Journal
        @State private var first = 0
        @State private var second = 0
        var body: some View {
            let _ = journal.log("body \(first) \(second)")
            Button("go") {
                first = 1
                withTransaction(Transaction()) { second = 1 }
                first = 2
                journal.log("action read \(first) \(second)")
            }
        }
    }

    /// A state that only a later transaction wrote keeps its old value in the earlier pass, and
    /// changes made after a transaction are a third one. Reads in the action see every write.
    @Test func laterTransactionsKeepTheirValuesFromEarlierPasses() async throws {
        let journal = Journal()
        let host = await ViewHost(Sequenced(journal: journal))
        _ = journal.take()
        try await host.tap("go")
        #expect(journal.take() == ["action read 2 1", "body 1 0", "body 1 1", "body 2 1"])
    }

    struct Plain: View {
        let journal: Journal
        @State private var value = 0
        var body: some View {
            let _ = journal.log("body \(value)")
            Button("go") {
                value = 1
                value = 2
            }
        }
    }

    @Test func withoutTransactionsTheChangesOfAnActionAreOnePass() async throws {
        let journal = Journal()
        let host = await ViewHost(Plain(journal: journal))
        try await host.tap("go")
        #expect(journal.take() == ["body 0", "body 2"])
    }

    struct Shows: View {
        let journal: Journal
        @Binding var value: Int
        var body: some View {
            let _ = journal.log("child \(value)")
            Text("child")
        }
    }

    struct Hands: View {
        let journal: Journal
        @State private var value = 0
        var body: some View {
            Shows(journal: journal, value: $value)
            Button("go") {
                value = 1
                withAnimation { value = 2 }
            }
        }
    }

    /// A binding handed down sees, in each transaction's pass, the value its owner sees there.
    @Test func aBindingSeesEachPassSValue() async throws {
        let journal = Journal()
        let host = await ViewHost(Hands(journal: journal))
        _ = journal.take()
        try await host.tap("go")
        #expect(journal.take() == ["child 1", "child 2"])
    }

    struct Nests: View {
        let journal: Journal
        @State private var first = 0
        @State private var second = 0
        @State private var third = 0
        var body: some View {
            let _ = journal.log("body \(first) \(second) \(third)")
            Button("go") {
                withAnimation(.linear(duration: 1)) {
                    first = 1
                    withAnimation(.easeIn) { second = 1 }
                    third = 1
                } completion: { journal.log("completed") }
            }
        }
    }

    /// A transaction inside another is part of it: one pass, and the outer completion waits.
    @Test func aTransactionInsideAnotherIsPartOfIt() async throws {
        let journal = Journal()
        let host = await ViewHost(Nests(journal: journal))
        _ = journal.take()
        try await host.tap("go")
        #expect(journal.take() == ["body 1 1 1"])
        await host.advance(by: .seconds(1))
        #expect(journal.take() == ["completed"])
    }
}
