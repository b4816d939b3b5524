import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 18 for popovers and inspectors: a popover builds fresh content each time it opens and
/// leaves its presenter shown; an inspector builds its content with the presenter, keeps it while
/// hidden, and appears (its task starting again) on each show.
@MainActor
@Suite struct PopoverInspectorTests {
    struct PopoverPresenter: View {
        let journal: Journal
        @State private var isPresented = false

        var body: some View {
            Recorded("Presenter", journal)
            Text(isPresented ? "open" : "closed")
            Button("Show popover") { isPresented = true }
                .popover(isPresented: $isPresented) { DismissibleContent(close: "Done", journal: journal) }
        }
    }

    @Test func aPopoverPointsAtItsViewAndIsFreshEachTime() async throws {
        let journal = Journal()
        let host = await ViewHost(PopoverPresenter(journal: journal))
        _ = journal.take()
        try await host.tap("Show popover")
        #expect(journal.take() == ["Content model init", "Content appear"])
        // It is modal: actions address it, as a person's clicks go to it.
        #expect(host.texts == ["Content"])
        #expect(host.backend.presentations.last?.anchor?.label == "Show popover")
        try await host.dismiss()
        #expect(journal.take() == ["Content disappear", "Content model deinit"])
        #expect(host.texts == ["Presenter", "closed"])
        try await host.tap("Show popover")
        try await host.tap("Done")
        #expect(journal.take() == ["Content model init", "Content appear", "Content disappear", "Content model deinit"])
        #expect(host.texts == ["Presenter", "closed"])
    }

    struct InspectorPresenter: View {
        let journal: Journal
        @State private var isPresented = false

        var body: some View {
            VStack {
                Recorded("Presenter", journal)
                Button("Toggle inspector") { isPresented.toggle() }
            }
            .inspector(isPresented: $isPresented) { DismissibleContent(close: "Hide", journal: journal, task: true) }
        }
    }

    @Test func anInspectorIsBuiltWithItsPresenterAndKeptWhileHidden() async throws {
        let journal = Journal()
        let host = await ViewHost(InspectorPresenter(journal: journal))
        // Built before it is shown: its model is made, and it does not appear.
        #expect(journal.take() == ["Presenter model init", "Content model init", "Presenter appear"])
        #expect(host.texts == ["Presenter"])
        try await host.tap("Toggle inspector")
        #expect(journal.take() == ["Content appear", "Content task"])
        #expect(host.texts == ["Presenter", "Content"])
        try await host.tap("Toggle inspector")
        #expect(journal.take() == ["Content disappear", "Content task cancelled"])
        #expect(host.texts == ["Presenter"])
        // The same content comes back: no new model, and the task starts again.
        try await host.tap("Toggle inspector")
        #expect(journal.take() == ["Content appear", "Content task"])
        try await host.tap("Hide")
        #expect(journal.take() == ["Content disappear", "Content task cancelled"])
        await host.unmount()
        #expect(journal.take().contains("Content model deinit"))
        host.expectNothingOutlives()
    }
}
