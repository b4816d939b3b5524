import Driving
import HeadlessBackend
import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 18 for `fullScreenCover`: fresh content on each presentation, released on dismissal, and
/// a presenter hidden under the cover, which disappears and appears again, as a sheet's does not.
/// As everywhere in one update, what leaves the screen disappears, and what is removed is
/// released, before what comes on appears.
@MainActor
@Suite struct FullScreenCoverTests {
    struct Presenter: View {
        let journal: Journal
        let useCover: Bool
        @State private var isPresented = false

        var body: some View {
            Recorded("Presenter", journal)
            if useCover {
                Button("Show") { isPresented = true }
                    .fullScreenCover(isPresented: $isPresented, onDismiss: { journal.log("dismissed") }) { DismissibleContent(close: "Close", journal: journal) }
            } else {
                Button("Show") { isPresented = true }
                    .sheet(isPresented: $isPresented, onDismiss: { journal.log("dismissed") }) { DismissibleContent(close: "Close", journal: journal) }
            }
        }
    }

    func shown(_ journal: Journal, cover: Bool) async throws -> ViewHost {
        let host = await ViewHost(Presenter(journal: journal, useCover: cover))
        #expect(journal.take() == ["Presenter model init", "Presenter appear"])
        return host
    }

    @Test func aCoverHidesItsPresenterWhichAppearsAgainOnDismissal() async throws {
        let journal = Journal()
        let host = try await shown(journal, cover: true)
        try await host.tap("Show")
        #expect(journal.take() == ["Content model init", "Presenter disappear", "Content appear"])
        #expect(host.texts == ["Content"])
        // The presenter lives on, hidden under the cover.
        #expect(host.snapshot == """
            Presenter (not shown)
              Recorded (not shown)
              DismissibleContent
                Recorded
                  | Content
                | [Close]
            """)
        try await host.tap("Close")
        #expect(journal.take() == ["Content disappear", "Content model deinit", "Presenter appear", "dismissed"])
        #expect(host.texts == ["Presenter"])
        await host.unmount()
        #expect(journal.take() == ["Presenter disappear", "Presenter model deinit"])
        host.expectNothingOutlives()
    }

    @Test func aSheetLeavesItsPresenterShown() async throws {
        let journal = Journal()
        let host = try await shown(journal, cover: false)
        try await host.tap("Show")
        #expect(journal.take() == ["Content model init", "Content appear"])
        try await host.dismiss()
        #expect(journal.take() == ["Content disappear", "Content model deinit", "dismissed"])
    }

    @Test func eachPresentationBuildsFreshContent() async throws {
        let journal = Journal()
        let host = try await shown(journal, cover: true)
        try await host.tap("Show")
        try await host.dismiss()
        _ = journal.take()
        try await host.tap("Show")
        #expect(journal.take() == ["Content model init", "Presenter disappear", "Content appear"])
    }

    struct Item: Identifiable { let id: Int }

    struct ItemPresenter: View {
        let journal: Journal
        @State private var item: Item?

        var body: some View {
            Recorded("Presenter", journal)
            Button("Show 1") { item = Item(id: 1) }
                .fullScreenCover(item: $item) { current in
                    Recorded("Item \(current.id)", journal)
                    Button("Replace") { item = Item(id: current.id + 1) }
                }
        }
    }

    /// Another item is a dismissal and a presentation, as UIKit animates it: the old content goes,
    /// the presenter is uncovered for a moment, and the new content covers it again.
    @Test func anotherItemReplacesTheCoverThroughItsPresenter() async throws {
        let journal = Journal()
        let host = await ViewHost(ItemPresenter(journal: journal))
        try await host.tap("Show 1")
        _ = journal.take()
        try await host.tap("Replace")
        #expect(journal.take() == [
            "Item 1 disappear", "Item 1 model deinit", "Presenter appear",
            "Item 2 model init", "Presenter disappear", "Item 2 appear",
        ])
        #expect(host.texts == ["Item 2"])
    }

    @Test func dismissWithNothingPresentedIsAnError() async throws {
        let host = try await shown(Journal(), cover: true)
        await #expect(throws: DriveError.nothingPresented) { try await host.dismiss() }
    }
}
