import Foundation

/// Every line of a long session's log, kept on disk rather than in memory, so that a log pane can
/// show only its newest lines and still save everything.
///
/// The file is unlinked as soon as it is made: it takes no name, and the system reclaims it when
/// the process ends, however it ends.
public final class LogSpool {
    private var descriptor: Int32
    /// Whether every line since the start (or the last `reset`) is in the file.
    public private(set) var isComplete: Bool
    /// Why the spool is not complete, when it is not.
    private var problem = ""

    public init() {
        // On disk, not in a tmpfs: the point is to keep a long log out of memory.
        let directory = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/var/tmp"
        var template = Array((directory + "/lifecycle-lab-log-XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        if descriptor >= 0 {
            // Not handed to the processes the lab starts.
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        } else {
            problem = "no file to keep it in: \(LineOutput.reason(errno))"
        }
        isComplete = descriptor >= 0
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Appends one line. A line that cannot be kept makes the spool incomplete, which saving
    /// says, rather than stopping the lab.
    public func append(_ line: String) {
        guard isComplete else { return }
        var bytes = Array((line + "\n").utf8)
        if let failure = bytes.withUnsafeMutableBytes({ LineOutput.writeAll($0, to: descriptor) }) {
            isComplete = false
            problem = LineOutput.reason(failure)
        }
    }

    /// Forgets every line: the log was cleared.
    public func reset() {
        guard descriptor >= 0 else { return }
        isComplete = ftruncate(descriptor, 0) == 0 && lseek(descriptor, 0, SEEK_SET) == 0
    }

    /// Copies every line to `path`, created or truncated.
    public func save(to path: String) throws(RunnerError) {
        guard isComplete else { throw .cannotWrite(path, reason: "the lab could not keep the whole log (\(problem))") }
        let output = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw .cannotWrite(path, reason: LineOutput.reason(errno)) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 { throw .cannotWrite(path, reason: "reading the kept log: \(LineOutput.reason(errno))") }
            if count == 0 { return }
            var written = 0
            while written < count {
                let result = buffer.withUnsafeBytes { Foundation.write(output, $0.baseAddress! + written, count - written) }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw .cannotWrite(path, reason: LineOutput.reason(errno))
                }
                written += result
            }
            offset += off_t(count)
        }
    }
}
