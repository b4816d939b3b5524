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

    /// A figure's rounds pool their runs, the updates' times with the runs'.
    @Test func poolingKeepsEachRunsUpdateWithIt() {
        var first = figure(.clear, .styled, 20)
        first.updateSamples = [15]
        var second = figure(.clear, .styled, 22)
        second.updateSamples = [17]
        let pooled = BenchmarkFigure.pooled([first, second])
        #expect(pooled.count == 1)
        #expect(pooled.first?.samples == [20, 22])
        #expect(pooled.first?.updateSamples == [15, 17])
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

    /// Issue 31's styled table is judged against the expert table styled the same way, never
    /// against the plain one: here the styled view layer is 1.03 × the styled expert table
    /// (removing a row 1.6 ×) but 2.1 × the plain expert table.
    @Test func theStyledRowsAreJudgedAgainstTheStyledExpertTable() throws {
        var figures = report().figures
        for operation in RowOperation.allCases {
            let expert = figures.first { $0.operation == operation.rawValue && $0.implementation == Implementation.expert.rawValue }?.median ?? 1
            figures.append(figure(operation, .styledExpert, expert * 2))
            figures.append(figure(operation, .styled, expert * 2 * (operation == .remove ? 1.6 : 1.03)))
        }
        let report = BenchmarkReport(figures: figures, machine: [:])
        let mean = try #require(report.geometricMeanRatios[Implementation.styledExpert.rawValue])
        #expect(abs(mean - exp((8 * log(1.03) + log(1.6)) / 9)) < 1e-9)
        #expect(target(report, "styled rows: geometric mean of (view layer on GTK) / (expert GTK) ≤ 1.10")?.met == true)
        let worst = try #require(target(report, "styled rows: no operation above 1.5 × expert GTK"))
        #expect(!worst.met && worst.detail.contains("remove one row"), "\(worst.detail)")
        #expect(report.table.contains("Styled rows"), "the printed table has the styled figures")
        #expect(target(self.report(), "styled rows") == nil, "no styled target without styled figures")
    }

    /// Every operation's runs around its median, the view layer's spread by `spread` either way.
    func noisyReport(spread: Double) -> BenchmarkReport {
        var figures: [BenchmarkFigure] = []
        for operation in RowOperation.allCases {
            for (implementation, milliseconds) in [(Implementation.expert, 10.0), (.gtk, 11.0)] {
                let factors = implementation == .gtk ? [1 - spread, 1 - spread / 2, 1, 1 + spread / 2, 1 + spread] : [0.98, 0.99, 1, 1.01, 1.02]
                figures.append(BenchmarkFigure(suite: "rows", operation: operation.rawValue, title: operation.title, implementation: implementation.rawValue,
                                               samples: factors.map { milliseconds * $0 }, peakMemoryKiB: 0))
            }
        }
        return BenchmarkReport(figures: figures, machine: [:])
    }

    @Test func resamplingTheRunsBoundsTheMeanByTheirSpread() throws {
        let steady = try #require(report().geometricMeanInterval(against: .expert))
        #expect(abs(steady.lowerBound - 2) < 1e-9 && abs(steady.upperBound - 2) < 1e-9, "one run a figure: nothing to resample")

        let noisy = noisyReport(spread: 0.3)
        let mean = try #require(noisy.geometricMeanRatios[Implementation.expert.rawValue])
        let interval = try #require(noisy.geometricMeanInterval(against: .expert))
        #expect(abs(mean - 1.1) < 1e-9)
        #expect(interval.contains(mean))
        #expect(interval.lowerBound < 1.08 && interval.upperBound > 1.12, "runs 30 % either way move the mean by more than 2 %: \(interval)")
        let quiet = try #require(noisyReport(spread: 0.03).geometricMeanInterval(against: .expert))
        #expect(quiet.upperBound - quiet.lowerBound < (interval.upperBound - interval.lowerBound) / 4, "\(quiet) against \(interval)")
        #expect(noisyReport(spread: 0.3).geometricMeanInterval(against: .expert) == interval, "the draws are the same each time")

        // A run of no time leaves its operation out, rather than making a ratio infinite.
        #expect(MeanResampling(pairs: [([0, 1], [1, 1])]).interval == nil)
        #expect(MeanResampling(pairs: [([0, 1], [1, 1]), ([2, 2], [1, 1])]).interval == 2...2)

        let meanTarget = try #require(self.target(noisy, "geometric mean of (view layer on GTK) / (expert GTK)"))
        #expect(meanTarget.detail == String(format: "1.100 (runs resampled: 90 %% of means %.3f–%.3f)", interval.lowerBound, interval.upperBound))
        #expect(meanTarget.met == true, "judged on the mean, not on the interval")
        #expect(noisy.table.contains("Geometric mean of (view layer on GTK) / (expert hand-written GTK): \(meanTarget.detail)"))
    }

    @Test func theJSONNamesTheMachineTheGTKVersionTheRenderingAndTheTables() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: report().json) as? [String: Any])
        #expect((json["machine"] as? [String: String])?["gtk"] == "3.24.0")
        let tables = try #require(json["tables"] as? [[String: String]])
        for implementation in [Implementation.handwritten, .expert, .gtk] {
            #expect(tables.contains { $0["implementation"] == implementation.rawValue && $0["title"] == implementation.title })
        }
        let machine = MachineDescription.current(rendering: .similar)
        #expect(machine["gtk"]?.hasPrefix("3.") == true, "the GTK the process links")
        #expect(machine["rendering"]?.hasPrefix("GDK_RENDERING=similar ") == true, "how the workers drew")
        let intervals = try #require(json["geometricMeanIntervals"] as? [String: [Double]])
        #expect(intervals[Implementation.expert.rawValue] == [2, 2])
    }

    /// A report made again from a run's JSON names the rendering that run drew with: the
    /// workers' own word, or the machine table's in a run from before they gave it.
    @Test func aReportKnowsHowItsRunDrew() {
        var figures = report().figures
        #expect(BenchmarkReport(figures: figures, machine: [:]).rendering == nil)
        let machine = MachineDescription.current(rendering: .similar)
        #expect(BenchmarkReport(figures: figures, machine: machine).rendering == .similar)
        figures[0].rendering = "image"
        #expect(BenchmarkReport(figures: figures, machine: machine).rendering == .image, "the workers' word first")
    }

    /// The Markdown report's prose quotes its own run, so the same text serves a run with either
    /// rendering (`docs/benchmarks.md` and `docs/benchmarks-xrender.md`).
    @Test func theMarkdownReportQuotesItsOwnRun() {
        var plan = BenchmarkPlan()
        plan.rendering = .similar
        let markdown = report().markdown(plan: plan)
        #expect(markdown.contains("in this run the expert table takes 1.00 s and the view layer 2.00 s"))
        #expect(markdown.contains("worker of this run drew with `GDK_RENDERING=similar`"))
        #expect(BenchmarkReport(figures: [], machine: [:]).markdown(plan: plan).contains("this run did not measure it on both tables"))
    }
}
