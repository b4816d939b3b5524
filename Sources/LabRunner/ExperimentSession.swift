import Driving
import Experiments
import Foundation
import Synchronization
import ViewLayer

/// One experiment running in a backend: mounted, driven by actions, and torn down, with
/// everything it logs (and, with `trace`, the view layer's events) delivered to `record` in order.
@MainActor
public final class ExperimentSession {
    public let experiment: Experiment
    public let backend: any DrivableBackend
    public let graph: ViewGraph
    private let record: @Sendable (LogRecord) -> Void
    private var isRunning = false
    private var warnings: RuntimeWarnings.ObservationToken?
    /// The release the trace opens with.
    private let announcedRelease: SwiftUIRelease?
    /// Whether `show` names labels' icons, as it does in a traced run's log.
    private let namesIcons: Bool

    /// - Parameters:
    ///   - seed: seeds the experiment's random numbers; `nil` leaves them random.
    ///   - trace: whether the view layer's events are recorded too.
    ///   - namesIcons: whether `show` names a label's icon (`| Inbox (image: envelope)`), as a traced
    ///     run's log does; `trace` unless told. The lab traces for its timeline without it.
    ///   - followsRealTime: whether animations take real time, as in a window; otherwise every
    ///     transaction completes after each action, on the graph's clock.
    ///   - release: the SwiftUI release the graph follows, when one was chosen (`--behavior`);
    ///     then the trace opens with it. Without one, iOS 18, unannounced.
    ///   - record: receives each record as it happens, from the thread it happens on.
    public init(
        experiment: Experiment, backend: any DrivableBackend, seed: UInt64?, trace: Bool, namesIcons: Bool? = nil, followsRealTime: Bool = true,
        release: SwiftUIRelease? = nil, record: @escaping @Sendable (LogRecord) -> Void
    ) {
        self.experiment = experiment
        self.backend = backend
        self.record = record
        graph = ViewGraph(backend: backend, followsRealTime: followsRealTime, release: release ?? .standard)
        announcedRelease = trace ? release : nil
        self.namesIcons = namesIcons ?? trace
        LabRandom.seed(seed)
        if trace {
            graph.traceHandler = { record(.trace($0)) }
        }
        // The run's own warnings, once per site for this run, wherever other runs are.
        graph.warningHandler = { warning in
            record(.warning(warning))
            RuntimeWarnings.printToStandardError(warning)
        }
    }

    /// Mounts the experiment in `container` and lets its first appearance finish.
    public func start(in container: any RenderElement) async {
        let record = self.record
        LabLog.capture { record(.log($0)) }
        // Each run is a program started afresh: even the warnings caused outside its graph (from
        // a background thread) are reported again, in its log too.
        RuntimeWarnings.resetReportedSites()
        warnings = RuntimeWarnings.observe { record(.warning($0)) }
        isRunning = true
        if let announcedRelease { record(.behavior(announcedRelease)) }
        graph.mount(experiment.makeRootView(), in: container)
        await graph.settle()
        await completeTransactions()
    }

    /// Logs what a person did with the widgets themselves, as the script action that does the
    /// same; what it causes is logged as it happens.
    public func recordPersonAction(_ text: String) {
        record(.action(text))
    }

    /// Performs `action`, then lets everything it caused finish.
    public func perform(_ action: LabAction) async throws(RunnerError) {
        try await perform(ScriptStep(action))
    }

    /// Performs the steps of a script in turn, each looking ahead to the next (see
    /// `perform(_:next:)`), and lets the last one's transactions complete.
    public func perform(script: [ScriptStep]) async throws(RunnerError) {
        for (index, step) in script.enumerated() {
            try await perform(step, next: index + 1 < script.count ? script[index + 1] : nil)
        }
        await completeTransactions()
    }

    /// Performs a step of a script, echoed as it was given, then lets everything it caused finish.
    /// Its transactions complete too (removal transitions, `withAnimation` completions) unless
    /// `next` is a `wait:`, which says how much time passes before the step after it: so a
    /// script can act while an animation runs (`tap:Hide`, `wait:0.3`, `tap:Show`).
    public func perform(_ step: ScriptStep, next: ScriptStep? = nil) async throws(RunnerError) {
        let action = step.action
        record(.action(step.text))
        do {
            switch action {
            case let .tap(label, occurrence): try backend.tap(label, occurrence: occurrence)
            case let .toggle(label, occurrence): try backend.toggle(label, occurrence: occurrence)
            case let .type(label, occurrence, text):
                // A person types one key after another, and each character's update is over
                // before the next key: every character is an action of its own for the graph.
                for character in text {
                    try backend.type(String(character), into: label, occurrence: occurrence)
                    await graph.settle()
                }
            case let .select(label, occurrence, option): try backend.select(option, in: label, occurrence: occurrence)
            case let .submit(label, occurrence): try backend.submit(label, occurrence: occurrence)
            case let .focus(label, occurrence): try backend.focus(label, occurrence: occurrence)
            case let .delete(row): try backend.deleteRow(row)
            case let .move(row, position): try backend.moveRow(row, to: position)
            case let .drag(label, occurrence, dx, dy):
                // A person's drag: a press, ten moves, each over before the next, and the release.
                let press = try backend.press(label, occurrence: occurrence, for: .drag)
                await graph.settle()
                for offset in dragSteps(to: CGSize(width: dx, height: dy)) {
                    press.move(to: offset)
                    await graph.settle()
                }
                press.release()
            case let .set(label, occurrence, value): try backend.set(label, occurrence: occurrence, to: value)
            case .back: try backend.goBack()
            case .dismiss: try backend.dismissTopPresentation()
            case let .scroll(step): try backend.scroll(step)
            case let .wait(seconds):
                await letTimePass(.seconds(seconds))
                return
            case .show: for item in backend.shownItems() { record(.shown(item.detailed(namesIcons))) }
            }
        } catch {
            throw .actionFailed(action, error)
        }
        await graph.settle()
        if case .wait = next?.action { return }
        await completeTransactions()
    }

    /// Moves the graph's clock by `duration`, each deadline on the way settled; in real time,
    /// waits that long.
    private func letTimePass(_ duration: Duration) async {
        let clock = graph.animationClock
        if clock.followsRealTime {
            try? await Task.sleep(for: duration)
            await graph.settle()
            return
        }
        let target = clock.now + duration
        await settleDeadlines(through: target)
        clock.advance(to: target)
        await graph.settle()
    }

    /// Lets every transaction the action started complete (removal transitions, `withAnimation`
    /// completions): without real time by moving the graph's clock, each deadline settled; in
    /// real time by waiting. A script's end does this too, before teardown.
    public func completeTransactions() async {
        let clock = graph.animationClock
        if clock.followsRealTime {
            // The deadlines fall due by the wall clock; a window's script waits for them, a
            // minute at the most, should completions start animations for ever.
            for _ in 0..<6000 where !clock.isIdle {
                try? await Task.sleep(for: .milliseconds(10))
                await graph.settle()
            }
            return
        }
        await settleDeadlines(through: nil)
    }

    /// Moves the graph's clock to each deadline in turn, up to `limit` (nil: every one), and
    /// settles after each. Bounded, should completions start animations for ever (an animation
    /// that loops).
    /// Without a limit, only what transactions started is waited for: a `TimelineView`'s next
    /// entry is not, though time passing on the way to a transaction's end reaches it.
    private func settleDeadlines(through limit: Duration?) async {
        let clock = graph.animationClock
        for _ in 0..<Self.maximumDeadlines {
            guard let deadline = clock.nextDeadline(timers: limit != nil), deadline <= limit ?? deadline else { return }
            clock.advance(to: deadline)
            await graph.settle()
        }
    }

    private static let maximumDeadlines = 10_000

    /// Unmounts the experiment, which releases everything it owns, and stops capturing its log.
    /// With `logTeardown`, the lines printed while tearing down (`deinit`s) are recorded too.
    public func stop(logTeardown: Bool = true) async {
        guard isRunning else { return }
        isRunning = false
        if !logTeardown {
            LabLog.capture { _ in }
            graph.traceHandler = nil
            warnings = nil
        }
        graph.unmount()
        await graph.settle()
        LabLog.stopCapturing()
        warnings = nil
    }
}
