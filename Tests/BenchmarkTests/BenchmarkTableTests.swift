import Foundation
import TestSupport
import Testing
@testable import Benchmarks

private let xvfbRun = "/usr/bin/xvfb-run"

/// The GTK tables the benchmark compares show the same thing: after each operation, the rows read
/// back from their widgets (id, label, remove button, whether the id is bold) are the same. The
/// expert table is built very differently from the naive one, so this is what keeps the comparison
/// fair.
///
/// The workers run one after another on an X server of their own: their windows must not open on
/// the display where the GTK tests click at screen positions, and a dozen GTK processes connecting
/// to one busy Xvfb at once were refused now and then.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: xvfbRun), "needs xvfb-run"))
struct BenchmarkTableTests {
    /// Ten thousand rows take the naive table tens of seconds; the other operations cover its paths.
    static let operations = RowOperation.allCases.filter { $0 != .createMany }
    static let implementations: [Implementation] = [.handwritten, .expert, .gtk, .styledExpert, .styled]

    /// What every table showed after every operation, by "operation implementation"; measured once
    /// for all the tests that read it.
    private static let shownTables = Result { () throws -> [String: ShownTable] in
        let jobs = operations.flatMap { operation in implementations.map { "\(operation.rawValue) \($0.rawValue)" } }
        // Each line: the job, then the worker's JSON.
        let script = jobs.map { "printf '%s ' '\($0)' && \"$0\" bench --worker shown \($0) 0 1 || exit 1" }.joined(separator: "\n")
        let result = try runProcess(xvfbRun, ["-a", "-s", "-screen 0 1400x900x24", "/bin/sh", "-c", script, builtExecutable("lifecycle-lab").path])
        guard result.status == 0 else { throw WorkersFailed(message: result.error) }
        var tables: [String: ShownTable] = [:]
        for line in result.lines {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3 else { continue }
            tables["\(parts[0]) \(parts[1])"] = try JSONDecoder().decode(ShownTable.self, from: Data(parts[2].utf8))
        }
        return tables
    }

    struct WorkersFailed: Error, CustomStringConvertible {
        var message: String
        var description: String { "a shown-rows worker failed: \(message)" }
    }

    func shown(_ operation: RowOperation, on implementation: Implementation) throws -> ShownTable {
        try #require(try Self.shownTables.get()["\(operation.rawValue) \(implementation.rawValue)"], "no rows read for \(operation.rawValue) on \(implementation.rawValue)")
    }

    /// A GTK worker says how its GDK drew, as its environment told it: the orchestrator checks
    /// that against the plan.
    @Test func aGtkWorkerReportsTheRenderingItDrewWith() throws {
        let result = try runProcess(xvfbRun, ["-a", "-s", "-screen 0 1400x900x24", builtExecutable("lifecycle-lab").path,
                                              "bench", "--worker", "rows", RowOperation.select.rawValue, Implementation.expert.rawValue, "0", "1"],
                                    environment: ["GDK_RENDERING": "similar"])
        #expect(result.status == 0, "\(result.error)")
        let figure = try JSONDecoder().decode(BenchmarkFigure.self, from: Data(result.output.utf8))
        #expect(figure.rendering == "similar")
        // Each run's update, before its frame: within the run.
        let updates = figure.updateSamples ?? []
        #expect(updates.count == figure.samples.count)
        #expect(zip(updates, figure.samples).allSatisfy { $0 > 0 && $0 <= $1 }, "\(updates) of \(figure.samples)")
    }

    @Test(arguments: operations)
    func theExpertTableAndTheViewLayerShowWhatTheNaiveTableShows(_ operation: RowOperation) throws {
        let naive = try shown(operation, on: .handwritten)
        let expert = try shown(operation, on: .expert)
        let declarative = try shown(operation, on: .gtk)
        let expected = [RowOperation.remove: 999, .append: 2000, .clear: 0][operation] ?? 1000
        #expect(naive.rows.count == expected)
        // Compared apart from the expectation, which would print a thousand rows on each side.
        let expertShowsTheSame = expert.rows == naive.rows
        #expect(expertShowsTheSame, "expert table: \(Self.firstDifference(expert.rows, naive.rows))")
        let viewLayerShowsTheSame = declarative.rows == naive.rows
        #expect(viewLayerShowsTheSame, "view layer: \(Self.firstDifference(declarative.rows, naive.rows))")
    }

    /// The styled tables show the naive table's rows, each with the star beside its label and its
    /// id dimmed, so that the styled comparison is of the same rows drawn alike.
    @Test(arguments: operations)
    func theStyledTablesShowTheNaiveTablesRowsStyledAlike(_ operation: RowOperation) throws {
        let naive = try shown(operation, on: .handwritten).rows
        // Drawn alike to the pixel: the id's column, the button's width (its icon's size and its
        // label's font), and where the "x" begins.
        let expert = try shown(operation, on: .styledExpert).rows
        let declarative = try shown(operation, on: .styled).rows
        let drawnAlike = expert == declarative
        #expect(drawnAlike, "\(Self.firstDifference(declarative, expert))")
        #expect(expert.first.map { $0.layout?.first == 48 } ?? true, "the id's column is 48 pixels wide: \(expert.first?.layout ?? [])")
        for implementation in Implementation.styledTables where implementation.needsDisplay {
            let rows = try shown(operation, on: implementation).rows
            let styledAlike = rows.allSatisfy { $0.icon == StyledRowLook.iconName && $0.isDimmed }
            #expect(styledAlike, "\(implementation.rawValue): \(rows.first { $0.icon != StyledRowLook.iconName || !$0.isDimmed }.map(String.init(describing:)) ?? "")")
            let content = rows.map(\.content)
            let sameRows = content == naive
            #expect(sameRows, "\(implementation.rawValue): \(Self.firstDifference(content, naive))")
        }
    }

    /// Every table's widgets go with the window, those hidden and waiting for the idle too.
    @Test(arguments: implementations)
    func noWidgetOutlivesTheWindow(_ implementation: Implementation) throws {
        for operation in Self.operations {
            #expect(try shown(operation, on: implementation).widgetsLeft == 0, "\(operation.rawValue)")
        }
    }

    static func firstDifference(_ rows: [ShownRow], _ naive: [ShownRow]) -> String {
        if let (index, (row, expected)) = zip(rows, naive).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            return "row \(index) shows \(row), the naive table \(expected)"
        }
        return "\(rows.count) rows, the naive table \(naive.count)"
    }

    @Test(arguments: implementations)
    func theSelectedRowsIDIsReallyBold(_ implementation: Implementation) throws {
        let rows = try shown(.select, on: implementation).rows
        #expect(rows.filter(\.isBold).map(\.id) == ["2"], "the worker loads lab.css, so lab-bold makes the selected row's id bold")
    }

    @Test(arguments: implementations)
    func aSwapMovesTheTwoRowsAndNothingElse(_ implementation: Implementation) throws {
        var ids = (1...1000).map(String.init)
        ids.swapAt(1, 998)
        let shownIDs = try shown(.swap, on: implementation).rows.map(\.id)
        #expect(shownIDs == ids, "\(implementation.rawValue): \(shownIDs.count) rows")
    }
}
