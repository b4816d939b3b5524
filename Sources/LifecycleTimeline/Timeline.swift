import LabRunner
import ViewLayer

/// The lifetime timeline of a run: one lane per view identity (from install to uninstall, with
/// its appearances, tasks and body evaluations) and one per logged object (from `init` to
/// `deinit`), and a marker per action across them all.
///
/// Time runs by event order, not by the clock: each record of the run is one step, so the same
/// script always gives the same timeline, in every renderer.
public struct Timeline: Equatable, Sendable {
    public enum LaneKind: String, Sendable {
        /// A view identity: the view layer's install, body, appear, disappear and task events.
        case view
        /// An object that logs its `init` and `deinit` (or a monitor's `state created`/`released`).
        case object
    }

    /// A stretch of a lane's life: from `start` to `end`, or to the end of the run when `end` is nil.
    public struct Span: Equatable, Sendable {
        public var start: Int
        public var end: Int?
    }

    public enum TickKind: String, Sendable {
        case appear, disappear, taskStarted = "task-start", taskCancelled = "task-cancel"
    }

    public struct Tick: Equatable, Sendable {
        public var kind: TickKind
        public var at: Int
    }

    public struct Lane: Equatable, Sendable {
        public var kind: LaneKind
        /// The identity path, or the object as its log names it (`type:Observed id:567`).
        public var id: String
        /// What the lane is labelled with: the view's type, or the object.
        public var label: String
        public var spans: [Span] = []
        public var ticks: [Tick] = []
        /// Steps at which the view's body was evaluated.
        public var bodies: [Int] = []
        /// Steps of the records that belong to the lane, so that a log can show them.
        public var steps: [Int] = []
    }

    /// An action, across all lanes.
    public struct Marker: Equatable, Sendable {
        public var at: Int
        public var label: String
    }

    public private(set) var lanes: [Lane] = []
    public private(set) var markers: [Marker] = []
    /// How many steps the run took: one per record.
    public private(set) var length = 0
    /// The first step still kept: 0, unless `forget(before:)` let the run's start go.
    public private(set) var origin = 0
    private var laneIndex: [String: Int] = [:]
    /// The lanes of the objects alive under each name, oldest first.
    private var living: [String: [Int]] = [:]

    public init() {}

    public init(records: [LogRecord]) {
        self.init()
        for record in records { add(record) }
    }

    /// Adds the run's next record, one step on.
    public mutating func add(_ record: LogRecord) {
        let step = length
        length += 1
        switch record {
        case .action(let text):
            markers.append(Marker(at: step, label: text))
        case .trace(let event):
            addTrace(event, at: step)
        case .log(let line):
            addLog(line, at: step)
        case .shown, .warning, .behavior:
            break
        }
    }

    private mutating func addTrace(_ event: TraceEvent, at step: Int) {
        // A transaction is no view's: it has no lane.
        if event.kind == .transactionStart || event.kind == .transactionEnd { return }
        let index = lane(.view, id: event.path, label: event.view)
        lanes[index].steps.append(step)
        switch event.kind {
        case .install: lanes[index].spans.append(Span(start: step))
        case .uninstall: close(index, at: step)
        case .body: lanes[index].bodies.append(step)
        case .appear: lanes[index].ticks.append(Tick(kind: .appear, at: step))
        case .disappear: lanes[index].ticks.append(Tick(kind: .disappear, at: step))
        case .taskStarted: lanes[index].ticks.append(Tick(kind: .taskStarted, at: step))
        case .taskCancelled: lanes[index].ticks.append(Tick(kind: .taskCancelled, at: step))
        case .transactionStart, .transactionEnd: break
        }
    }

    /// An object's birth opens a span in its lane; a second object of the same name born while
    /// the first lives (a monitor's new state, made before the old one goes) gets a lane of its
    /// own, so that each lane is one object at a time. A death ends the oldest living one of that
    /// name: objects logged under one name are taken to go in the order they came.
    private mutating func addLog(_ line: String, at step: Int) {
        guard let (object, isBirth) = Self.lifeEvent(in: line) else { return }
        if isBirth {
            var instance = 1
            var index = lane(.object, id: object, label: object)
            while lanes[index].spans.last.map({ $0.end == nil }) == true {
                instance += 1
                index = lane(.object, id: "\(object) (\(instance))", label: object)
            }
            lanes[index].spans.append(Span(start: step))
            lanes[index].steps.append(step)
            living[object, default: []].append(index)
        } else if var queue = living[object], !queue.isEmpty {
            let index = queue.removeFirst()
            living[object] = queue
            close(index, at: step)
            lanes[index].steps.append(step)
        }
    }

    /// `OBJECT init` and `OBJECT deinit`, and a monitor's `TITLE state created` and
    /// `TITLE state released`: the object, and whether it is born.
    public static func lifeEvent(in line: String) -> (object: String, isBirth: Bool)? {
        for (suffix, isBirth) in [(" deinit", false), (" init", true), (" state released", false), (" state created", true)]
        where line.hasSuffix(suffix) && line.count > suffix.count {
            let object = String(line.dropLast(suffix.count))
            return (suffix.hasPrefix(" state") ? object + " state" : object, isBirth)
        }
        return nil
    }

    /// Lets go of what ended before `step`: markers, bodies and ticks, and lanes whose life was
    /// over by then. A lane still alive keeps its span, drawn from the new origin. A live view of
    /// a long session keeps its last stretch this way, in bounded memory.
    public mutating func forget(before step: Int) {
        guard step > origin else { return }
        let step = min(step, length)
        origin = step
        markers.removeAll { $0.at < step }
        var kept: [Lane] = []
        var newIndex: [Int: Int] = [:]
        for (index, var lane) in lanes.enumerated() {
            lane.spans.removeAll { $0.end.map { $0 < step } ?? false }
            guard !lane.spans.isEmpty else { continue }
            lane.bodies.removeAll { $0 < step }
            lane.ticks.removeAll { $0.at < step }
            lane.steps.removeAll { $0 < step }
            newIndex[index] = kept.count
            kept.append(lane)
        }
        lanes = kept
        laneIndex = [:]
        for (index, lane) in lanes.enumerated() { laneIndex[Self.key(lane.kind, lane.id)] = index }
        living = living.mapValues { $0.compactMap { newIndex[$0] } }.filter { !$0.value.isEmpty }
    }

    private mutating func close(_ index: Int, at step: Int) {
        guard let open = lanes[index].spans.firstIndex(where: { $0.end == nil }) else { return }
        lanes[index].spans[open].end = step
    }

    private static func key(_ kind: LaneKind, _ id: String) -> String { kind.rawValue + "\u{0}" + id }

    private mutating func lane(_ kind: LaneKind, id: String, label: String) -> Int {
        let key = Self.key(kind, id)
        if let index = laneIndex[key] { return index }
        lanes.append(Lane(kind: kind, id: id, label: label))
        laneIndex[key] = lanes.count - 1
        return lanes.count - 1
    }
}
