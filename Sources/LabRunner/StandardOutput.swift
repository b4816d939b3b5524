import Foundation

/// Writes whole lines to standard output, each at once, so that a reader sees the log live and
/// lines from different threads never interleave.
public final class StandardOutput: Sendable {
    private let lock = NSLock()

    public init() {}

    public func write(_ line: String) {
        lock.withLock {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }
}
