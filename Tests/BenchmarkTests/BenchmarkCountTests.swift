import Foundation
import HeadlessBackend
import TestSupport
import Testing
import ViewLayer
@testable import Benchmarks

/// The benchmark's deterministic targets: how much work each operation asks of the backend and how
/// many bodies it runs. Times are reported by `lifecycle-lab bench`, never asserted here.
@MainActor
@Suite struct BenchmarkCountTests {
    /// Runs `operation` on a fresh headless table and returns what it asked of the backend.
    func counts(_ operation: RowOperation, layout: DeclarativeTable.Layout = .eager) -> (mutations: [String: Int], bodies: Int, rows: [Int]) {
        let backend = HeadlessBackend()
        let table = DeclarativeTable(backend: backend, in: backend.window, layout: layout)
        var factory = RowFactory()
        table.prepare(for: operation, factory: &factory)
        let before = (backend.mutations, table.graph.statistics.totalBodyEvaluations)
        table.perform(operation, factory: &factory)
        defer { table.tearDown() }
        return (backend.mutations.counts(minus: before.0), table.graph.statistics.totalBodyEvaluations - before.1, table.rowIDs)
    }

    @Test func updatingEvery10thRowChangesExactly100Labels() {
        let result = counts(.update)
        #expect(result.mutations == ["textUpdates": 100])
        #expect(result.bodies == 1 + 100, "the table's body and the hundred changed rows'")
    }

    @Test func selectingTouchesOnlyTheTwoRowsWhoseHighlightChanges() {
        let result = counts(.select)
        #expect(result.mutations == ["styleUpdates": 2])
        #expect(result.bodies == 1 + 2)
    }

    @Test func swappingTwoRowsIsTwoMovesAndNothingRecreated() {
        let result = counts(.swap)
        #expect(result.mutations == ["moves": 2])
        var ids = Array(1...1000)
        ids.swapAt(1, 998)
        #expect(result.rows == ids)
    }

    @Test func removingARowDestroysOneWidget() {
        let result = counts(.remove)
        #expect(result.mutations == ["removals": 1])
        #expect(result.rows.count == 999)
    }

    @Test func creatingAndClearingTouchEachRowOnce() {
        #expect(counts(.create).mutations == ["created": 6000, "inserts": 6000], "six elements a row")
        #expect(counts(.clear).mutations == ["removals": 1000], "one removal a row; its elements go with it")
        #expect(counts(.append).mutations == ["created": 6000, "inserts": 6000])
    }

    /// The styled rows' look costs the backend nothing after they are made: an update, a
    /// selection, a swap and a removal ask for what they ask of the plain rows, and making a row is
    /// nine elements, each text's look set once, and the id's frame set on its text.
    @Test func theStyledRowsAskTheBackendForWhatThePlainRowsDo() {
        #expect(counts(.update, layout: .styled).mutations == ["textUpdates": 100])
        #expect(counts(.select, layout: .styled).mutations == ["styleUpdates": 2])
        #expect(counts(.swap, layout: .styled).mutations == ["moves": 2])
        #expect(counts(.remove, layout: .styled).mutations == ["removals": 1])
        #expect(counts(.create, layout: .styled).mutations == ["created": 9000, "inserts": 9000, "styleUpdates": 2000, "layoutUpdates": 1000],
                "a row, its id (framed in place), the button, its label's box, icon and title, a spacer, and the x button and its title")
    }

    /// The lazy table builds what is near the viewport, whatever the number of rows (rule 17).
    @Test func aLazyTableBuildsOnlyTheRowsNearTheViewport() throws {
        let backend = HeadlessBackend()
        let table = DeclarativeTable(backend: backend, in: backend.window, layout: .lazy)
        defer { table.tearDown() }
        var factory = RowFactory()
        let bodies = { table.graph.statistics.totalBodyEvaluations }
        let rowBodies = { table.graph.statistics.bodyCount(of: RowView.self) }
        let start = bodies()
        table.create(factory.make(10_000))
        let margin = 2
        #expect(rowBodies() == backend.viewportRows + margin, "ten of ten thousand rows")
        #expect(bodies() - start == 1 + backend.viewportRows + margin, "the table's body and the rows': as many bodies as rows built")
        try backend.scroll(.down)
        table.graph.flush()
        #expect(rowBodies() == 2 * backend.viewportRows + margin, "one viewport of new rows")
        try backend.scroll(.up)
        table.graph.flush()
        #expect(rowBodies() == 2 * backend.viewportRows + margin, "scrolling back builds none")
    }

    @Test func labelsAndIDsAreThoseOfTheKeyedBenchmark() {
        var factory = RowFactory()
        let rows = factory.make(3) + factory.make(2)
        #expect(rows.map(\.id) == [1, 2, 3, 4, 5], "ids count up and are never reused")
        for row in rows {
            let words = row.label.split(separator: " ").map(String.init)
            #expect(words.count == 3)
            #expect(RowFactory.adjectives.contains(words[0]) && RowFactory.colours.contains(words[1]) && RowFactory.nouns.contains(words[2]))
        }
        #expect((RowFactory.adjectives.count, RowFactory.colours.count, RowFactory.nouns.count) == (25, 11, 13))
    }

    /// The reconciliation scenarios nest a thousand views: a worker process runs them, on the
    /// main thread, where the benchmark runs them.
    func scenario(_ scenario: ReconciliationScenario) throws -> BenchmarkFigure {
        let result = try runProcess("lifecycle-lab", ["bench", "--worker", "reconciliation", scenario.rawValue, "view-layer-headless", "1", "2"])
        #expect(result.status == 0, "\(result.error)")
        return try JSONDecoder().decode(BenchmarkFigure.self, from: Data(result.output.utf8))
    }

    @Test func updateShallowRunsOneBody() throws {
        let shallow = try scenario(.shallow)
        #expect(shallow.bodyEvaluations == 1)
        #expect(shallow.mutations == ["textUpdates": 1])
    }

    @Test func updateDeepRunsEveryLevelsBodyAndChangesOneText() throws {
        let deep = try scenario(.deep)
        #expect(deep.bodyEvaluations == 1 + 1001, "the root's and every level's, down to the text")
        #expect(deep.mutations == ["textUpdates": 1])
    }

    @Test(arguments: [ReconciliationScenario.wide, .narrow])
    func updateWideAndNarrowReplaceOneText(_ which: ReconciliationScenario) throws {
        let figure = try scenario(which)
        #expect(figure.bodyEvaluations == 1, "the ForEach's rows read the state through the view's struct, so its body runs again (rule 15)")
        #expect(figure.mutations == ["created": 1, "inserts": 1, "removals": 1], "one branch switches")
    }
}
