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
        var popover = false
        @State private var item: Item?

        var body: some View {
            Recorded("Presenter", journal)
            if popover {
                Button("Show 1") { item = Item(id: 1) }
                    .popover(item: $item) { current in content(current) }
            } else {
                Button("Show 1") { item = Item(id: 1) }
                    .fullScreenCover(item: $item) { current in content(current) }
            }
        }

        func content(_ current: Item) -> some View {
            VStack {
                Recorded("Item \(current.id)", journal, task: true)
                Button("Replace") { item = Item(id: current.id + 1) }
            }
        }
    }

    /// Ryan Sobol's case-study texts (iOS 26): replacing the item of `fullScreenCover(item:)` or
    /// `popover(item:)` keeps the content's identity and state; the content disappears, appears
    /// again and restarts its task. (`sheet(item:)` builds new content: `SheetItemTests`.) No
    /// source says what earlier releases did, so every release does it (rule 20).
    @Test(arguments: [false, true], SwiftUIRelease.allCases)
    func anotherItemKeepsTheContentWhichAppearsAgain(popover: Bool, release: SwiftUIRelease) async throws {
        let journal = Journal()
        let host = await ViewHost(ItemPresenter(journal: journal, popover: popover), behavior: release)
        try await host.tap("Show 1")
        await host.settle()
        _ = journal.take()
        try await host.tap("Replace")
        await host.settle()
        // The old task logs its cancellation when it next runs, after the new one started.
        #expect(journal.take() == ["Item 2 disappear", "Item 2 appear", "Item 2 task", "Item 1 task cancelled"],
                "no model made or released, the presenter left as it was")
        #expect(host.texts.filter { $0.hasPrefix("Item") } == ["Item 2"])
    }

    @Test func dismissWithNothingPresentedIsAnError() async throws {
        let host = try await shown(Journal(), cover: true)
        await #expect(throws: DriveError.nothingPresented) { try await host.dismiss() }
    }
}
