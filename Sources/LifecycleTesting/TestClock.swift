import Foundation

/// A clock whose time moves only when a test moves it: a view's `.task` that waits on
/// `@Environment(\.continuousClock)` waits until `ViewHost.advance(by:)` reaches its deadline,
/// and takes no real time.
///
/// Each `ViewHost` has one, set as its view's `continuousClock`, and moves it with
/// `advance(by:)`. Safe from any thread.
public final class TestClock: Clock, @unchecked Sendable {
    /// A moment of the test clock: how long after the clock's start it is.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock started.
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var lastID: UInt64 = 0
    /// Sleeps woken by `move(to:)` whose tasks have not yet come back from `sleep`: until they
    /// have, a host cannot tell whether they will sleep again.
    private var waking: Set<UInt64> = []

    /// Each host makes its own; only a host moves it.
    init() {}

    /// Now, by this clock: the start plus every advance so far.
    public var now: Instant { lock.withLock { current } }

    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for their deadline: a task that was cancelled no longer is.
    public var pendingSleeps: Int { lock.withLock { sleepers.count } }

    /// Returns when the clock reaches `deadline` (at once if it has), or throws
    /// `CancellationError` when the sleeping task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            lastID += 1
            return lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Under the lock: a cancellation that came first has set the flag before its
                // handler found nothing to wake.
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
            lock.withLock { _ = waking.remove(id) }
        } onCancel: {
            let sleeper = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Whether a sleep that `move(to:)` woke has not yet returned to its task.
    var isWaking: Bool { lock.withLock { !waking.isEmpty } }

    /// The earliest deadline a sleep waits for, if any does.
    var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

    /// Sets the time to `instant` (never backwards) and wakes the sleeps it reaches, earliest first.
    func move(to instant: Instant) {
        let woken = lock.withLock { () -> [Sleeper] in
            current = max(current, instant)
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            waking.formUnion(due.map(\.id))
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }
}
