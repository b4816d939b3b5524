import Foundation
import LabRunner

/// Builds a run's timeline from its records as they come, from whatever thread (a `deinit` may
/// log anywhere), and writes it where `--timeline` says.
public final class TimelineRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var building = Timeline()
    private let file: LineOutput?
    private var isFinished = false
    private var generation = 0

    /// A recorder that writes no file.
    public static var unwritten: TimelineRecorder { TimelineRecorder() }

    /// How many of the last steps a recorder without a file keeps. A recorder with a file keeps
    /// the whole run, since the file draws it.
    private let keptSteps: Int?
    /// How many of the last steps a live view is given, file or not.
    private let shownSteps: Int

    /// The last steps a live view keeps by default: some minutes of a busy session, and narrow
    /// enough that the drawing stays inside X11's 32,767-pixel limit on a window's size.
    public static let liveSteps = 2_000

    private init() {
        file = nil
        keptSteps = Self.liveSteps
        shownSteps = Self.liveSteps
    }

    /// Opens `path` now, so that a path that cannot be written is reported before the run.
    /// Without a path, only the last `keptSteps` steps are kept; with one, they are all kept for
    /// the file, and a live view is still given the last `keptSteps`.
    public init(path: String?, keptSteps: Int = TimelineRecorder.liveSteps) throws(RunnerError) {
        file = try path.map { path throws(RunnerError) in try LineOutput(path: path) }
        self.keptSteps = path == nil ? max(1, keptSteps) : nil
        shownSteps = max(1, keptSteps)
    }

    /// Adds the record and returns its step in the timeline.
    @discardableResult
    public func add(_ record: LogRecord) -> Int {
        lock.withLock {
            building.add(record)
            // A quarter more than is kept before letting go, so that the cost is spread out.
            if let keptSteps, building.length - building.origin > keptSteps + keptSteps / 4 {
                building.forget(before: building.length - keptSteps)
            }
            return building.length - 1
        }
    }

    public var timeline: Timeline { lock.withLock { building } }

    /// Which timeline, and how far it has got: a reset starts a new generation, so that a viewer
    /// can tell a new run from the same one grown, whatever their lengths.
    public struct Version: Equatable, Sendable {
        public var generation: Int
        public var length: Int
    }

    /// The timeline's last steps for a live view, and its version, or nil when it is still at
    /// `version`: a viewer that polls copies it only when it has changed. Even when the file
    /// gets the whole run, the view gets no more than it can draw.
    public func timeline(changedSince version: Version?) -> (Timeline, Version)? {
        lock.withLock {
            let current = Version(generation: generation, length: building.length)
            guard current != version else { return nil }
            var shown = building
            if shown.length - shown.origin > shownSteps { shown.forget(before: shown.length - shownSteps) }
            return (shown, current)
        }
    }

    /// Starts a new timeline: the lab started another experiment, or the same one again.
    public func reset() {
        lock.withLock {
            building = Timeline()
            generation += 1
        }
    }

    /// Writes the timeline as SVG to the file, if there is one; a file that cannot be written
    /// ends the program with status 2, as any output does.
    public func finish() {
        if let problem = finishOrExplain() {
            ErrorLine.print(problem)
            exit(2)
        }
    }

    /// Writes the timeline as SVG to the file, if there is one, or says why it could not: for a
    /// run that failed, whose own error is to be the last line.
    public func finishOrExplain() -> String? {
        let isFirst = lock.withLock {
            defer { isFinished = true }
            return !isFinished
        }
        guard let file, isFirst else { return nil }
        var svg = timeline.svg()
        if svg.hasSuffix("\n") { svg.removeLast() }
        defer { file.close() }
        return file.writeOrExplain(svg)
    }
}
