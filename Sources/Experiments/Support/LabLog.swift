import Synchronization

/// Where an experiment's log goes. Experiments print as the notes do; while a sink is set, every
/// line they print goes there instead of standard output, from whatever thread (a `deinit` may run
/// anywhere).
public enum LabLog {
    private static let sink = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// Sends every line experiments print to `sink` until `stopCapturing()`.
    public static func capture(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink.withLock { $0 = sink }
    }

    public static func stopCapturing() {
        sink.withLock { $0 = nil }
    }

    static func write(_ line: String) {
        let sink = self.sink.withLock { $0 }
        if let sink { sink(line) } else { Swift.print(line) }
    }
}

/// The experiments' `print`, so that their code reads like the notes': the lines become the log.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    LabLog.write(items.map { "\($0)" }.joined(separator: separator))
}
