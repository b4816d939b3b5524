import Foundation

/// Runs every figure of the benchmark, each in a worker process of its own (`lifecycle-lab bench
/// --worker …`), and gathers the results.
/// The deep scenarios nest a thousand views, and a debug build spends more than the default 8 MiB
/// of stack on them. The main thread's stack grows up to the current limit, so raising it is enough.
private func allowDeepRecursion() {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return }
    let wanted = rlim_t(120 << 20)
    guard limit.rlim_cur < wanted else { return }
    limit.rlim_cur = min(wanted, limit.rlim_max)
    setrlimit(Int32(RLIMIT_STACK.rawValue), &limit)
}

public struct BenchmarkPlan: Sendable {
    /// Unmeasured runs at the start of each worker.
    public var warmup = 1
    /// Measured runs of each rows figure, over all its rounds. With nine, the runs of figures of
    /// a few milliseconds left the geometric mean against the expert table uncertain by −3 % to
    /// +2 % (the middle 90 % of resampled means, `MeanResampling`), more than a target's margin.
    public var runs = 21
    /// How many workers measure each rows figure, one round of every figure after another, their
    /// runs pooled: on a shared machine a burst of another's load then falls on a round, three of a
    /// figure's runs, rather than on the whole of one figure and none of the next; and a worker's
    /// own luck (where its heap lies, what its first frames cost) on a seventh of them.
    public var rounds = 7
    public var reconciliationWarmup = 20
    public var reconciliationRuns = 100
    /// The plain rows' tables (`Implementation.plainTables`).
    public var rows = true
    /// The styled rows' tables (`Implementation.styledTables`).
    public var styled = true
    public var reconciliation = true
    /// How the workers' GDK draws: set in their environment, which GDK reads as it opens the display.
    public var rendering = Rendering.published

    public init() {}

    /// A worker's environment: this process's, with the plan's rendering.
    func workerEnvironment(inheriting environment: [String: String]) -> [String: String] {
        environment.merging(["GDK_RENDERING": rendering.rawValue]) { _, planned in planned }
    }

    /// The rounds the rows figures are measured in: no more than their runs.
    var effectiveRounds: Int { max(1, min(rounds, runs)) }

    /// Runs of creating 10,000 rows, without warm-up, as they take the naive table tens of seconds
    /// each; one a worker, as both GTK tables slow down with every 10,000 rows a process creates
    /// (the expert table from 3.07 to 3.5 s over eight runs in one worker), GTK's own state growing.
    var manyRowsRuns: Int { max(1, runs / 4) }

    /// The worker arguments of every figure, round by round; a figure measured in several rounds
    /// has a job in each.
    var jobs: [[String]] {
        var jobs: [[String]] = []
        let tables = (rows ? Implementation.plainTables : []) + (styled ? Implementation.styledTables : [])
        if !tables.isEmpty {
            let rounds = effectiveRounds
            // What `total` comes to in `round`, shared out: the first rounds take one more when
            // the rounds do not divide it.
            func share(of total: Int, in round: Int) -> Int { total / rounds + (round < total % rounds ? 1 : 0) }
            for round in 0..<rounds {
                for operation in RowOperation.allCases {
                    // Creating 10,000 rows: a worker a run, the workers shared out as the runs are.
                    let (workers, warmup, runs) = operation == .createMany
                        ? (share(of: manyRowsRuns, in: round), 0, 1)
                        : (1, warmup, share(of: runs, in: round))
                    for _ in 0..<workers {
                        for implementation in tables {
                            jobs.append(["rows", operation.rawValue, implementation.rawValue, "\(warmup)", "\(runs)"])
                        }
                    }
                }
            }
        }
        if reconciliation {
            for scenario in ReconciliationScenario.allCases {
                jobs.append(["reconciliation", scenario.rawValue, Implementation.headless.rawValue, "\(reconciliationWarmup)", "\(reconciliationRuns)"])
            }
        }
        return jobs
    }

    public func run(executable: URL, progress: (String) -> Void) throws -> [BenchmarkFigure] {
        BenchmarkFigure.pooled(try jobs.map { job in
            progress("\(job[0]) \(job[1]) on \(job[2])")
            let process = Process()
            process.executableURL = executable
            process.arguments = ["bench", "--worker"] + job
            process.environment = workerEnvironment(inheriting: ProcessInfo.processInfo.environment)
            let output = Pipe()
            let error = Pipe()
            process.standardOutput = output
            process.standardError = error
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw WorkerFailed(job: job.joined(separator: " "), status: process.terminationStatus, message: message)
            }
            return try checked(JSONDecoder().decode(BenchmarkFigure.self, from: data), job: job)
        })
    }

    /// `figure`, if its worker drew as planned: a report names one rendering for every figure.
    func checked(_ figure: BenchmarkFigure, job: [String]) throws -> BenchmarkFigure {
        if let drawn = figure.rendering, drawn != rendering.rawValue {
            throw WorkerDrewOtherwise(job: job.joined(separator: " "), drawn: drawn, planned: rendering)
        }
        return figure
    }

    public struct WorkerDrewOtherwise: Error, CustomStringConvertible {
        var job: String
        var drawn: String
        var planned: Rendering

        public var description: String {
            "the benchmark worker for \(job) drew with GDK_RENDERING=\(drawn), where the plan says \(planned.rawValue)"
        }
    }

    public struct WorkerFailed: Error, CustomStringConvertible {
        var job: String
        var status: Int32
        var message: String

        public var description: String {
            "the benchmark worker for \(job) failed with status \(status): \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
    }
}

/// Runs one worker's figure and returns its JSON; `shown` instead of `rows` returns the rows the
/// table shows after the operation, for the tests.
/// - Parameters:
///   - stylesheet: the path of the lab's `lab.css`, which the GTK tables need.
@MainActor
public func runBenchmarkWorker(_ arguments: [String], stylesheet: String?) throws -> Data {
    allowDeepRecursion()
    guard arguments.count == 5, let warmup = Int(arguments[3]), let runs = Int(arguments[4]),
          let implementation = Implementation(rawValue: arguments[2]) else {
        throw BenchmarkPlan.WorkerFailed(job: arguments.joined(separator: " "), status: 2, message: "malformed worker arguments")
    }
    let figure: BenchmarkFigure
    switch (arguments[0], RowOperation(rawValue: arguments[1]), ReconciliationScenario(rawValue: arguments[1])) {
    case ("rows", let operation?, _):
        figure = try BenchmarkWorker.measure(operation, on: implementation, warmup: warmup, runs: runs, stylesheet: stylesheet)
    case ("shown", let operation?, _):
        return try JSONEncoder().encode(BenchmarkWorker.shownRows(after: operation, on: implementation, stylesheet: stylesheet))
    case ("reconciliation", _, let scenario?):
        figure = BenchmarkWorker.measure(scenario, warmup: warmup, runs: runs)
    default:
        throw BenchmarkPlan.WorkerFailed(job: arguments.joined(separator: " "), status: 2, message: "unknown figure")
    }
    return try JSONEncoder().encode(figure)
}
