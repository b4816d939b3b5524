import Driving
import HeadlessBackend
@testable import LifecycleTesting
import Testing
@testable import ViewLayer

/// Rule 17, the eager half: a `ScrollView` around a `VStack` builds every row at once, and
/// scrolling creates nothing; what is on screen is a viewport's worth of rows.
@MainActor
@Suite struct ScrollViewTests {
    struct Row: View {
        let number: Int
        let journal: Journal
        @State private var taps = 0
        var body: some View {
            Button("row \(number): \(taps)") { taps += 1 }
                .onAppear { journal.log("appear \(number)") }
                .onDisappear { journal.log("disappear \(number)") }
        }
    }

    struct Rows: View {
        let journal: Journal
        @State private var count = 20
        var body: some View {
            Button("more") { count += 1 }
            Button("fewer") { count -= 10 }
            ScrollView {
                VStack {
                    ForEach(0..<count, id: \.self) { Row(number: $0, journal: journal) }
                }
            }
        }
    }

    @Test func everyRowIsBuiltAtOnceAndScrollingCreatesNothing() async throws {
        let journal = Journal()
        let host = await ViewHost(Rows(journal: journal))
        #expect(journal.take() == (0..<20).map { "appear \($0)" }, "all twenty, before any scrolling")
        #expect(host.bodyCount(of: Row.self) == 20)
        _ = host.takeEvents()
        try await host.scroll(.down)
        try await host.scroll(.bottom)
        try await host.scroll(.up)
        #expect(journal.take() == [], "no appear or disappear")
        #expect(host.takeEvents().isEmpty, "no install, no body")
    }

    /// Content of several views, without a stack of its own, as course code writes it:
    /// `ScrollView { Header(); ForEach(items) { … } }`.
    struct LooseRows: View {
        var body: some View {
            ScrollView {
                Text("header")
                ForEach(0..<12, id: \.self) { Text("row \($0)") }
            }
        }
    }

    @Test func contentOfSeveralViewsIsStackedAsSwiftUIStacksItEachARow() async throws {
        // SwiftUI lays a scroll view's views out in an implicit stack along its axis: every one
        // is there, and scrolls as a row.
        let host = await ViewHost(LooseRows())
        #expect(host.shown == ["| header"] + (0..<7).map { "| row \($0)" })
        try await host.scroll(.down)
        // Thirteen rows: a viewport down ends at the last full viewport, from the sixth row.
        #expect(host.shown == (4..<12).map { "| row \($0)" })
    }

    @Test func theViewportShowsEightRowsFromTheFirstOnScreen() async throws {
        let host = await ViewHost(Rows(journal: Journal()))
        #expect(host.shown == ["| [more]", "| [fewer]"] + (0..<8).map { "| [row \($0): 0]" })
        try await host.scroll(.down)
        #expect(host.shown.dropFirst(2) == ArraySlice((8..<16).map { "| [row \($0): 0]" }))
        try await host.scroll(.down)
        #expect(host.shown.dropFirst(2) == ArraySlice((12..<20).map { "| [row \($0): 0]" }), "never past the last full viewport")
        try await host.scroll(.up)
        #expect(host.shown[2] == "| [row 4: 0]")
        try await host.scroll(.top)
        #expect(host.shown[2] == "| [row 0: 0]")
        try await host.scroll(.bottom)
        #expect(host.shown[2] == "| [row 12: 0]")
    }

    @Test func onlyRowsOnScreenCanBeTapped() async throws {
        let host = await ViewHost(Rows(journal: Journal()))
        await #expect(throws: DriveError.self) { try await host.tap("row 9: 0") }
        try await host.scroll(.down)
        try await host.tap("row 9: 0")
        #expect(host.shown.contains("| [row 9: 1]"))
        try await host.scroll(.top)
        try await host.scroll(.down)
        #expect(host.shown.contains("| [row 9: 1]"), "its state stayed while it was off screen")
    }

    @Test func aViewportStaysWhereItWasWhenRowsAreAdded() async throws {
        let host = await ViewHost(Rows(journal: Journal()))
        try await host.scroll(.bottom)
        try await host.tap("more")
        #expect(host.shown.dropFirst(2).first == "| [row 12: 0]", "the first row on screen stays where it was")
        try await host.scroll(.bottom)
        #expect(host.shown.last == "| [row 20: 0]")
    }

    @Test func aViewportLeftPastTheEndOfFewerRowsShowsTheLastOnes() async throws {
        let host = await ViewHost(Rows(journal: Journal()))
        try await host.scroll(.bottom)
        try await host.tap("fewer")
        #expect(host.shown.dropFirst(2) == ArraySlice((2..<10).map { "| [row \($0): 0]" }), "the last viewport of the ten rows left")
        try await host.scroll(.up)
        #expect(host.shown.dropFirst(2).first == "| [row 0: 0]", "up from there")
    }

    @Test func scrollingWithNoScrollViewShownFails() async {
        let host = await ViewHost(Text("nothing to scroll"))
        await #expect(throws: DriveError.nothingToScroll) { try await host.scroll(.down) }
    }

    @Test func aScopeScrollsItsOwnScrollView() async throws {
        let host = await ViewHost(Rows(journal: Journal()))
        let rows = try #require(host.find(Rows.self))
        try await rows.scroll(.bottom)
        #expect(host.shown.last == "| [row 19: 0]")
        let row = try #require(host.find(Row.self))
        await #expect(throws: DriveError.nothingToScroll, "a row holds no scroll view") { try await row.scroll(.top) }
    }

    struct Sideways: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack {
                    ForEach(0..<12, id: \.self) { Text("column \($0)") }
                }
            }
        }
    }

    @Test func aHorizontalScrollViewScrollsThroughItsColumns() async throws {
        let host = await ViewHost(Sideways())
        #expect(host.texts == (0..<8).map { "column \($0)" })
        try await host.scroll(.down)
        #expect(host.texts == (4..<12).map { "column \($0)" }, "on by a viewport, never past the last")
    }

    @Test(arguments: [(ScrollStep.down, 0, 40, 8, 8), (.down, 30, 40, 8, 32), (.down, 0, 5, 8, 0), (.up, 3, 40, 8, 0),
                      (.up, 50, 40, 8, 24), (.top, 17, 40, 8, 0), (.bottom, 0, 40, 8, 32), (.bottom, 0, 3, 8, 0)])
    func stepsMoveByAViewportWithinTheRows(step: ScrollStep, from: Int, rows: Int, viewport: Int, to: Int) {
        #expect(step.firstRow(from: from, rows: rows, viewportRows: viewport) == to)
    }
}
