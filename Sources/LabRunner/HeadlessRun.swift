import Experiments
import HeadlessBackend
import Synchronization
import ViewLayer

/// What `lifecycle-lab run` does: runs one experiment headless through a script of actions.
public struct HeadlessRun: Sendable {
    public var experimentID: String
    public var actions: [String]
    public var seed: UInt64?
    public var trace: Bool
    /// How many rows a scroll view's viewport holds.
    public var viewportRows: Int

    /// How wide a lazy grid is, in points.
    public var gridWidth: Double
    /// The SwiftUI release the run follows, when one was chosen; the trace then opens with it.
    public var behavior: SwiftUIRelease?

    public init(
        experimentID: String, actions: [String], seed: UInt64? = nil, trace: Bool = false, viewportRows: Int = 8,
        gridWidth: Double = HeadlessBackend.standardGridWidth, behavior: SwiftUIRelease? = nil
    ) {
        self.gridWidth = gridWidth
        self.behavior = behavior
        self.experimentID = experimentID
        self.actions = actions
        self.seed = seed
        self.trace = trace
        self.viewportRows = viewportRows
    }

    /// Runs the script, handing each record to `output` as it happens. Input is checked before
    /// anything runs; an action that cannot be performed stops the run after what came before it.
    @MainActor
    public func run(output: @escaping @Sendable (LogRecord) -> Void) async throws(RunnerError) {
        guard let experiment = Experiment.named(experimentID) else {
            throw .unknownExperiment(experimentID, known: Experiment.all.map(\.id))
        }
        var script: [ScriptStep] = []
        for text in actions { script.append(try ScriptStep(parsing: text)) }

        let backend = HeadlessBackend()
        backend.viewportRows = viewportRows
        backend.gridWidth = gridWidth
        let session = ExperimentSession(experiment: experiment, backend: backend, seed: seed, trace: trace, followsRealTime: false, release: behavior, record: output)
        await session.start(in: backend.window)
        do {
            try await session.perform(script: script)
        } catch {
            await session.stop(logTeardown: false)
            throw error
        }
        // The log ends with the last action; what tearing down prints is not part of it.
        await session.stop(logTeardown: false)
    }

    /// Runs the script and returns its records, for tests.
    @MainActor
    public func records() async throws(RunnerError) -> [LogRecord] {
        let collected = Mutex<[LogRecord]>([])
        try await run { record in collected.withLock { $0.append(record) } }
        return collected.withLock { $0 }
    }
}
