import Foundation

/// Where objects in a test say when they are made and released, so that the test can see which
/// live and which outlive their view. Give one to the objects a view makes, and to the host:
///
///     final class Model: ObservableObject {
///         let lifetimes: LifetimeRecorder
///         init(_ lifetimes: LifetimeRecorder) { self.lifetimes = lifetimes; lifetimes.made("Model") }
///         deinit { lifetimes.released("Model") }
///     }
///
/// Each recorder is its own: tests that run side by side keep theirs apart. Safe from any thread
/// (a `deinit` may run anywhere).
public final class LifetimeRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [String] = []
    private var alive: [String] = []

    public init() {}

    /// `name` was made.
    public func made(_ name: String) {
        lock.withLock {
            log.append("\(name) init")
            alive.append(name)
        }
    }

    /// `name` was released: the one of that name made first, if several live.
    public func released(_ name: String) {
        lock.withLock {
            log.append("\(name) deinit")
            if let index = alive.firstIndex(of: name) { alive.remove(at: index) }
        }
    }

    /// `NAME init` and `NAME deinit`, in the order they happened.
    public var events: [String] { lock.withLock { log } }

    /// The objects made and not yet released, oldest first.
    public var living: [String] { lock.withLock { alive } }

    /// Returns the events so far and forgets them; what lives stays known.
    public func takeEvents() -> [String] {
        lock.withLock {
            defer { log.removeAll() }
            return log
        }
    }
}
