import Foundation

/// The graph's time for animations and transitions (rule 19): a view removed under an animation
/// leaves when its transition's time is up on this clock, and `withAnimation`'s completion runs
/// on it.
///
/// In a window it follows real time. In the headless renderer and in tests it stands still until
/// it is moved (`advance(by:)`, `advance(to:)`), so that runs are deterministic: the runner
/// lets every transaction complete after each action, and `ViewHost.advance(by:)` moves through
/// an animation.
@MainActor
public final class AnimationClock {
    /// The time since the clock started.
    public private(set) var now: Duration = .zero
    /// Whether each deadline is reached as it falls due by the wall clock; otherwise only moving
    /// the clock reaches it.
    public let followsRealTime: Bool
    private let start = ContinuousClock.now
    /// What waits on the clock. A timer (a `TimelineView`'s next entry) is not something a
    /// transaction started: nothing waits for it to be done, and it comes again for ever.
    private var scheduled: [(deadline: Duration, order: Int, isTimer: Bool, action: @MainActor () -> Void)] = []
    private var nextOrder = 0

    public init(followsRealTime: Bool) {
        self.followsRealTime = followsRealTime
    }

    /// The time since the clock started as of now: in a window, the wall clock's, which `now`
    /// follows only when something is scheduled or falls due; headless, `now`.
    public var currentTime: Duration {
        followsRealTime ? max(now, ContinuousClock.now - start) : now
    }

    /// The earliest deadline not reached yet; with `timers` false, the earliest of what
    /// transactions started.
    public func nextDeadline(timers: Bool = true) -> Duration? {
        scheduled.filter { timers || !$0.isTimer }.map(\.deadline).min()
    }

    /// Whether no transaction waits on the clock: timers may.
    public var isIdle: Bool { !scheduled.contains { !$0.isTimer } }

    /// Runs `action` once `delay` has passed; a timer's is not waited for (`isIdle`).
    func schedule(after delay: Duration, isTimer: Bool = false, _ action: @escaping @MainActor () -> Void) {
        if followsRealTime { now = max(now, ContinuousClock.now - start) }
        let wait = max(delay, .zero)
        let deadline = now + wait
        scheduled.append((deadline, nextOrder, isTimer, action))
        nextOrder += 1
        guard followsRealTime else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + wait.inSeconds) { [weak self] in
            MainActor.assumeIsolated { self?.advance(to: deadline) }
        }
    }

    /// Moves the clock forward by `duration`, running what falls due in the order of its
    /// deadlines (and of scheduling, for equal ones).
    public func advance(by duration: Duration) {
        advance(to: now + duration)
    }

    /// Moves the clock to `instant` (a time since it started), running what falls due on the
    /// way, in order.
    public func advance(to instant: Duration) {
        while let index = scheduled.indices.filter({ scheduled[$0].deadline <= instant })
            .min(by: { (scheduled[$0].deadline, scheduled[$0].order) < (scheduled[$1].deadline, scheduled[$1].order) }) {
            let due = scheduled.remove(at: index)
            now = max(now, due.deadline)
            due.action()
        }
        now = max(now, instant)
    }
}

extension Duration {
    /// The duration in seconds, fractions included: what GLib timers and dispatch deadlines take.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
