import Testing
@testable import Benchmarks

/// How the plan shares a rows figure's runs out over rounds of workers, and how the rounds'
/// figures are pooled into one.
@Suite struct BenchmarkPlanTests {
    func rowsJobs(runs: Int, rounds: Int) -> [[String]] {
        var plan = BenchmarkPlan()
        plan.runs = runs
        plan.rounds = rounds
        plan.reconciliation = false
        return plan.jobs
    }

    @Test func eachRowsFigureIsMeasuredOnceARoundWithTheRunsSharedOut() {
        let jobs = rowsJobs(runs: 7, rounds: 3)
        let swaps = jobs.filter { $0[1] == RowOperation.swap.rawValue && $0[2] == Implementation.gtk.rawValue }
        #expect(swaps.map { $0[4] } == ["3", "2", "2"], "seven runs in three rounds")
        // A round measures every figure before the next round begins: the first round's last
        // job comes before the second round's swap.
        let firstSwap = jobs.firstIndex { $0 == swaps[0] } ?? 0
        let secondSwap = jobs[(firstSwap + 1)...].firstIndex { $0 == swaps[1] } ?? 0
        let firstRoundsLastJob = jobs.firstIndex { $0[1] == RowOperation.clear.rawValue && $0[2] == Implementation.lazy.rawValue } ?? .max
        #expect(firstRoundsLastJob < secondSwap)
    }

    @Test func tenThousandRowsAreCreatedOneRunAWorkerWithoutWarmUp() {
        let many = rowsJobs(runs: 9, rounds: 3).filter { $0[1] == RowOperation.createMany.rawValue }
        #expect(many.count == 2 * Implementation.allCases.count, "a quarter of nine runs: two")
        #expect(many.allSatisfy { $0[3] == "0" && $0[4] == "1" })
        let moreThanRounds = rowsJobs(runs: 21, rounds: 2).filter { $0[1] == RowOperation.createMany.rawValue && $0[2] == Implementation.gtk.rawValue }
        #expect(moreThanRounds.count == 5 && moreThanRounds.allSatisfy { $0[4] == "1" }, "five runs, each a worker, over two rounds")
    }

    @Test func moreRoundsThanRunsAreAsManyRoundsAsRuns() {
        let selects = rowsJobs(runs: 2, rounds: 5).filter { $0[1] == RowOperation.select.rawValue && $0[2] == Implementation.expert.rawValue }
        #expect(selects.map { $0[4] } == ["1", "1"])
    }

    @Test func workersDrawAsThePlanSaysWhateverTheirParentsEnvironment() {
        var plan = BenchmarkPlan()
        #expect(plan.workerEnvironment(inheriting: ["DISPLAY": ":9", "GDK_RENDERING": "similar"]) == ["DISPLAY": ":9", "GDK_RENDERING": "image"],
                "the published rendering unless told, and the rest of the environment as it is")
        plan.rendering = .similar
        #expect(plan.workerEnvironment(inheriting: ["DISPLAY": ":9"]) == ["DISPLAY": ":9", "GDK_RENDERING": "similar"])
    }

    @Test func aFigureDrawnOtherwiseThanPlannedIsRefused() throws {
        var figure = BenchmarkFigure(suite: "rows", operation: RowOperation.clear.rawValue, title: RowOperation.clear.title,
                                     implementation: Implementation.expert.rawValue, samples: [1], peakMemoryKiB: 0)
        let plan = BenchmarkPlan()
        let job = ["rows", "clear-1k", "expert-gtk", "1", "1"]
        #expect(try plan.checked(figure, job: job).samples == [1], "no rendering: a headless figure")
        figure.rendering = "image"
        #expect(try plan.checked(figure, job: job).rendering == "image")
        figure.rendering = "unset"
        let error = #expect(throws: BenchmarkPlan.WorkerDrewOtherwise.self) { try plan.checked(figure, job: job) }
        #expect(error?.description == "the benchmark worker for rows clear-1k expert-gtk 1 1 drew with GDK_RENDERING=unset, where the plan says image")
    }

    @Test func theRoundsOfAFigureArePooled() {
        func figure(_ implementation: Implementation, _ samples: [Double], peak: Int, added: Int) -> BenchmarkFigure {
            BenchmarkFigure(suite: "rows", operation: RowOperation.clear.rawValue, title: RowOperation.clear.title, implementation: implementation.rawValue,
                            samples: samples, peakMemoryKiB: peak, addedMemoryKiB: added)
        }
        let pooled = BenchmarkFigure.pooled([
            figure(.expert, [1, 2], peak: 10, added: 5), figure(.gtk, [3], peak: 20, added: 6),
            figure(.expert, [4], peak: 30, added: 7), figure(.gtk, [5, 6], peak: 15, added: 8),
        ])
        #expect(pooled.map(\.implementation) == [Implementation.expert.rawValue, Implementation.gtk.rawValue])
        #expect(pooled.map(\.samples) == [[1, 2, 4], [3, 5, 6]])
        #expect(pooled.map(\.peakMemoryKiB) == [30, 20], "the highest peak")
        #expect(pooled.map(\.addedMemoryKiB) == [5, 6], "a fresh process's first run, the first round's")
    }
}
