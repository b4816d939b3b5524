import Foundation

/// Where an experiment's log goes. Experiments print as the notes do; while a sink is set, every
/// line they print goes there instead of standard output, from whatever thread (a `deinit` may run
/// anywhere).
public enum LabLog {
    // An `NSLock` and a variable rather than a `Mutex` of the closure: with Swift 6.3 on Linux,
    // every `withLock` on a `Mutex` holding a closure wraps the stored closure in one more
    // reabstraction thunk, about 96 bytes, and calling it goes through all of them: a long
    // session's log grew the heap by a line's worth each line, and would in the end have
    // overflowed the stack.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sink: (@Sendable (String) -> Void)?

    /// Sends every line experiments print to `sink` until `stopCapturing()`.
    public static func capture(_ sink: @escaping @Sendable (String) -> Void) {
        lock.withLock { self.sink = sink }
    }

    public static func stopCapturing() {
        lock.withLock { sink = nil }
    }

    static func write(_ line: String) {
        let sink = lock.withLock { self.sink }
        if let sink { sink(line) } else { Swift.print(line) }
    }
}

/// The experiments' `print`, so that their code reads like the notes': the lines become the log.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    LabLog.write(items.map { "\($0)" }.joined(separator: separator))
}
