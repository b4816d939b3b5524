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

    private init() { file = nil }

    /// Opens `path` now, so that a path that cannot be written is reported before the run.
    public init(path: String?) throws(RunnerError) {
        file = try path.map { path throws(RunnerError) in try LineOutput(path: path) }
    }

    /// Adds the record and returns its step in the timeline.
    @discardableResult
    public func add(_ record: LogRecord) -> Int {
        lock.withLock {
            building.add(record)
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

    /// The timeline and its version, or nil when it is still at `version`: a viewer that polls
    /// copies it only when it has changed.
    public func timeline(changedSince version: Version?) -> (Timeline, Version)? {
        lock.withLock {
            let current = Version(generation: generation, length: building.length)
            return current == version ? nil : (building, current)
        }
    }

    /// Starts a new timeline: the lab started another experiment, or the same one again.
    public func reset() {
        lock.withLock {
            building = Timeline()
            generation += 1
        }
    }

    /// Writes the timeline as SVG to the file, if there is one.
    public func finish() {
        let isFirst = lock.withLock {
            defer { isFinished = true }
            return !isFinished
        }
        guard let file, isFirst else { return }
        var svg = timeline.svg()
        if svg.hasSuffix("\n") { svg.removeLast() }
        file.write(svg)
        file.close()
    }
}
