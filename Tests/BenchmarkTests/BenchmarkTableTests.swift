import Foundation
import TestSupport
import Testing
@testable import Benchmarks

/// The GTK tables the benchmark compares show the same thing: after each operation, the rows read
/// back from their widgets (id, label, remove button, whether the id is bold) are the same. The
/// expert table is built very differently from the naive one, so this is what keeps the comparison
/// fair. Needs an X display, as the GTK tests do.
@Suite(.enabled(if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty, "needs an X display: run the tests with scripts/test, which starts Xvfb"))
struct BenchmarkTableTests {
    func shown(_ operation: RowOperation, on implementation: Implementation) throws -> ShownTable {
        let result = try runProcess("lifecycle-lab", ["bench", "--worker", "shown", operation.rawValue, implementation.rawValue, "0", "1"])
        try #require(result.status == 0, "\(result.error)")
        return try JSONDecoder().decode(ShownTable.self, from: Data(result.output.utf8))
    }

    /// Ten thousand rows take the naive table tens of seconds; the other operations cover its paths.
    @Test(arguments: RowOperation.allCases.filter { $0 != .createMany })
    func theExpertTableAndTheViewLayerShowWhatTheNaiveTableShows(_ operation: RowOperation) throws {
        let naive = try shown(operation, on: .handwritten)
        let expert = try shown(operation, on: .expert)
        let declarative = try shown(operation, on: .gtk)
        let expected = [RowOperation.remove: 999, .append: 2000, .clear: 0][operation] ?? 1000
        #expect(naive.rows.count == expected)
        #expect(expert.rows == naive.rows, "\(zip(expert.rows, naive.rows).first { $0 != $1 }.map { "first difference: \($0) against \($1)" } ?? "\(expert.rows.count) rows against \(naive.rows.count)")")
        #expect(declarative.rows == naive.rows, "the view layer's rows differ")
        if let alive = expert.widgetsAlive {
            #expect(alive == 0, "the expert table's widgets all go with the window, the hidden ones waiting for the idle too")
        }
    }

    @Test func theSelectedRowsIDIsReallyBold() throws {
        for implementation in [Implementation.handwritten, .expert, .gtk] {
            let rows = try shown(.select, on: implementation).rows
            #expect(rows.filter(\.isBold).map(\.id) == ["2"], "the worker loads lab.css, so lab-bold makes the selected row's id bold on \(implementation.rawValue)")
        }
    }

    @Test func aSwapMovesTheTwoRowsAndNothingElse() throws {
        let rows = try shown(.swap, on: .expert).rows
        #expect(rows.map(\.id).prefix(3) == ["1", "999", "3"])
        #expect(rows[998].id == "2" && rows[999].id == "1000")
    }
}
