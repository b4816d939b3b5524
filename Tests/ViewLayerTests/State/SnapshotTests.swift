import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rules 14 and 15: what a binding carries, and what a `@State` read returns inside and
/// outside an update.
@MainActor
@Suite struct SnapshotTests {
    // MARK: Rule 14 — a binding carries its value

    struct Holder: View {
        @Binding var value: Int
        let journal: Journal
        var body: some View {
            let _ = journal.log("holder body")
            Text("holder")
        }
    }

    struct PassesBinding: View {
        @State var value = 0
        @State var other = 0
        let journal: Journal
        var body: some View {
            Text("value \(value) other \(other)")
            Holder(value: $value, journal: journal)
            Button("+1") { value += 1 }
            Button("other") { other += 1 }
        }
    }

    @Test func aChildHoldingAnUnreadBindingRunsAgainWhenTheBoundValueChanges() async throws {
        let journal = Journal()
        let host = await ViewHost(PassesBinding(journal: journal))
        #expect(journal.take() == ["holder body"])
        try await host.tap("other")
        #expect(journal.take() == [], "the same storage with the same value: the binding is unchanged")
        try await host.tap("+1")
        #expect(journal.take() == ["holder body"], "the binding carries the new value, so it differs from the old one")
    }

    struct ShowsBinding: View {
        @Binding var value: Int
        var body: some View { Text("child \(value)") }
    }

    struct OwnerDoesNotRead: View {
        @State var value = 0
        var body: some View {
            ShowsBinding(value: $value)
            Button("+1") { value += 1 }
        }
    }

    @Test func aChildReadingItsBindingSeesTheValueOfItsOwnUpdate() async throws {
        let host = await ViewHost(OwnerDoesNotRead())
        try await host.tap("+1")
        try await host.tap("+1")
        #expect(host.texts == ["child 2"])
        #expect(host.bodyCount(of: OwnerDoesNotRead.self) == 1, "passing $value on is no read (rule 4)")
        #expect(host.bodyCount(of: ShowsBinding.self) == 3)
    }

    // MARK: Rule 15 — reads during an update see the struct's snapshot

    /// The stale sheet, as SwiftUI shows it: the button sets `n` and presents the sheet in one
    /// action; the presenter's body never read `n`, so it did not run again, and the content
    /// closure it made last still holds the struct with `n = 1`.
    struct StaleSheet: View {
        @State var n = 1
        @State var isPresented = false
        var body: some View {
            Button("show") {
                n = 2
                isPresented = true
            }
            .sheet(isPresented: $isPresented) {
                Text("n = \(n)")
            }
        }
    }

    /// The same, with a presenter whose body reads `n`: writing it runs the body again, which
    /// makes a new content closure holding the new value.
    struct FreshSheet: View {
        @State var n = 1
        @State var isPresented = false
        var body: some View {
            Text("presenter sees \(n)")
            Button("show") {
                n = 2
                isPresented = true
            }
            .sheet(isPresented: $isPresented) {
                Text("n = \(n)")
            }
        }
    }

    @Test func aSheetWhosePresenterNeverReadTheStateShowsItsOldValue() async throws {
        let stale = await ViewHost(StaleSheet())
        try await stale.tap("show")
        #expect(stale.texts == ["n = 1"])
        let fresh = await ViewHost(FreshSheet())
        try await fresh.tap("show")
        #expect(fresh.texts == ["n = 2"])
    }

    struct CountingSheet: View {
        @State var n = 1
        @State var isPresented = false
        var body: some View {
            Button("show next") {
                n += 1
                isPresented = true
            }
            .sheet(isPresented: $isPresented) {
                Text("n = \(n)")
            }
        }
    }

    /// SwiftUI's "wrong the first time, right afterwards": the first presentation read `n`
    /// during an update, so from then on a change of `n` runs the presenter's body again.
    @Test func onceReadDuringAnUpdateTheStateReRunsItsViewsBody() async throws {
        let host = await ViewHost(CountingSheet())
        try await host.tap("show next")
        #expect(host.texts == ["n = 1"])
        #expect(host.bodyCount(of: CountingSheet.self) == 1)
        try host.backend.dismissTopPresentation()
        await host.settle()
        try await host.tap("show next")
        #expect(host.texts == ["n = 3"])
        #expect(host.bodyCount(of: CountingSheet.self) == 2)
    }

    struct ReadsInActions: View {
        let journal: Journal
        @State var n = 0
        var body: some View {
            Text("n \(n)")
                .onAppear { journal.log("appear sees \(n)") }
                .onChange(of: n) { journal.log("change sees \(n)") }
            Button("+1") {
                n += 1
                n += 1
                journal.log("action sees \(n)")
            }
        }
    }

    @Test func readsOutsideAnUpdateSeeTheStorage() async throws {
        let journal = Journal()
        let host = await ViewHost(ReadsInActions(journal: journal))
        try await host.tap("+1")
        #expect(journal.take() == ["appear sees 0", "action sees 2", "change sees 2"])
    }

    struct WritesThenReads: View {
        let journal: Journal
        @State var n = 0
        var body: some View {
            let _ = journal.log("body sees \(n)")
            Button("+1") { n += 1 }
        }
    }

    @Test func aBodyReadsTheValueItsStructWasGiven() async throws {
        let journal = Journal()
        let host = await ViewHost(WritesThenReads(journal: journal))
        try await host.tap("+1")
        #expect(journal.take() == ["body sees 0", "body sees 1"])
    }

    // MARK: Bindings in closures

    /// The binding made in the last body carries `n = 1`; the sheet's closure reads that.
    struct StaleThroughBinding: View {
        @State var n = 1
        @State var isPresented = false
        var body: some View {
            let binding = $n
            Button("show") {
                n = 2
                isPresented = true
            }
            .sheet(isPresented: $isPresented) {
                Text("n = \(binding.wrappedValue)")
            }
        }
    }

    @Test func aBindingReadDuringAnUpdateReturnsTheValueItCarries() async throws {
        let host = await ViewHost(StaleThroughBinding())
        try await host.tap("show")
        #expect(host.texts == ["n = 1"])
    }

    struct HoldsBinding: View {
        @Binding var n: Int
        @State var isPresented = true
        var body: some View {
            Text("holder")
                .sheet(isPresented: $isPresented) {
                    Text("sheet sees \(n)")
                    Button("inc") { n += 1 }
                }
        }
    }

    struct OwnsN: View {
        @State var n = 0
        var body: some View { HoldsBinding(n: $n) }
    }

    @Test func aBindingReadInASheetRunsItsHoldersBodyAgainWhenTheValueChanges() async throws {
        let host = await ViewHost(OwnsN())
        try await host.tap("inc")
        try await host.tap("inc")
        #expect(host.texts == ["sheet sees 2"])
    }

    struct ReadOnceThenOther: View {
        @State var n = 1
        @State var other = 0
        @State var isPresented = false
        var body: some View {
            Text("other \(other)")
            Button("show") { isPresented = true }
            Button("other") { other += 1 }
            Button("+1") { n += 1 }
                .sheet(isPresented: $isPresented) {
                    Text("n = \(n)")
                    Button("close") { isPresented = false }
                }
        }
    }

    @Test func onceReadTheStateStaysADependencyAfterTheBodyRunsForSomethingElse() async throws {
        let host = await ViewHost(ReadOnceThenOther())
        try await host.tap("show")
        try await host.tap("close")
        try await host.tap("other")
        try await host.tap("+1")
        try await host.tap("show")
        #expect(host.texts == ["n = 2"], "SwiftUI's wasRead is never reset")
    }
}
