import Foundation
import Testing
@testable import Benchmarks

/// The report's arithmetic on made-up figures: ratios to both hand-written tables, and issue 15's
/// targets judged against the expert one. No measured time is asserted.
@Suite struct BenchmarkReportTests {
    func figure(_ operation: RowOperation, _ implementation: Implementation, _ milliseconds: Double, addedKiB: Int? = nil) -> BenchmarkFigure {
        BenchmarkFigure(suite: "rows", operation: operation.rawValue, title: operation.title, implementation: implementation.rawValue,
                        samples: [milliseconds], peakMemoryKiB: 0, addedMemoryKiB: addedKiB)
    }

    /// The view layer at twice the expert table and half the naive one on every operation but
    /// swapping, which takes `viewLayerSwap`; memory at 1.1 × the expert table's and 2.2 × the
    /// naive one's, so that only a target judged against the expert table is met.
    func report(viewLayerSwap: Double = 8) -> BenchmarkReport {
        var figures: [BenchmarkFigure] = []
        for operation in RowOperation.allCases {
            let expert = operation == .createMany ? 1000.0 : operation == .create ? 100 : 4
            figures.append(figure(operation, .expert, expert, addedKiB: 1000))
            figures.append(figure(operation, .handwritten, expert * 4, addedKiB: 500))
            figures.append(figure(operation, .gtk, operation == .swap ? viewLayerSwap : expert * 2, addedKiB: 1100))
        }
        return BenchmarkReport(figures: figures, machine: ["gtk": "3.24.0"])
    }

    func target(_ report: BenchmarkReport, _ prefix: String) -> BenchmarkReport.Target? {
        report.targets.first { $0.name.hasPrefix(prefix) }
    }

    @Test func ratiosAndMeansAreTakenAgainstEachHandwrittenTable() throws {
        let report = self.report()
        #expect(report.ratio(for: .create, against: .expert) == 2)
        #expect(report.ratio(for: .create, against: .handwritten) == 0.5)
        #expect(report.ratio(for: .create, of: .expert, against: .handwritten) == 0.25)
        let expertMean = try #require(report.geometricMeanRatios[Implementation.expert.rawValue])
        #expect(abs(expertMean - 2) < 1e-9, "every operation at 2 × expert")
        #expect(report.geometricMeanRatios[Implementation.handwritten.rawValue].map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test func issue15sTargetsAreJudgedAgainstTheExpertTable() throws {
        let report = self.report()
        #expect(target(report, "geometric mean of (view layer on GTK) / (expert GTK)")?.met == false, "2 × expert, above 1.10")
        #expect(target(report, "no operation above 1.5 × expert GTK")?.met == false)
        #expect(target(report, "view layer on GTK: create 10,000 rows ≤ 3 s")?.met == true, "2 s")
        #expect(target(report, "view layer on GTK: create 10,000 rows ≤ 11 × create 1,000")?.met == true, "10 ×")
        #expect(target(report, "view layer on GTK: swap rows 2 and 999 ≤ 15 ms")?.met == true)
        #expect(target(report, "view layer on GTK: remove one row ≤ 10 ms")?.met == true, "8 ms")
        #expect(target(report, "memory with 10,000 rows ≤ 1.2 × expert GTK")?.met == true, "1.1 ×")
        #expect(self.report(viewLayerSwap: 16).targets.first { $0.name.contains("swap rows 2 and 999 ≤ 15 ms") }?.met == false)
    }

    @Test func theJSONNamesTheMachineTheGTKVersionAndTheTables() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: report().json) as? [String: Any])
        #expect((json["machine"] as? [String: String])?["gtk"] == "3.24.0")
        let tables = try #require(json["tables"] as? [[String: String]])
        for implementation in [Implementation.handwritten, .expert, .gtk] {
            #expect(tables.contains { $0["implementation"] == implementation.rawValue && $0["title"] == implementation.title })
        }
        #expect(MachineDescription.current()["gtk"]?.hasPrefix("3.") == true, "the GTK the process links")
    }
}
