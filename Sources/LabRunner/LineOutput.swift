import Foundation
import ViewLayer

/// Where a run's lines go: standard output, or a log file opened for writing. Each line is written
/// whole with `write(2)`, so a reader sees it at once and lines from different threads never
/// interleave.
///
/// A failed write ends the program, as coreutils do: a closed pipe (`… | head -1`) quietly with
/// status 0, anything else (a full disk, a closed descriptor) with one line on standard error and
/// status 2. Nothing is lost silently and nothing traps.
public final class LineOutput: Sendable {
    /// -1 once closed: later writes and closes do nothing. Under `lock`.
    nonisolated(unsafe) private var descriptor: Int32
    private let name: String
    private let ownsDescriptor: Bool
    private let lock = NSLock()
    /// Whether a reader that goes away ends the program (status 0), as it does for `run`, whose
    /// only output this is; otherwise writing just stops, and the program's other work goes on.
    nonisolated(unsafe) public var brokenPipeEndsTheProgram = true

    /// Standard output.
    public static let standardOutput = LineOutput(descriptor: STDOUT_FILENO, name: "standard output", owns: false)

    private init(descriptor: Int32, name: String, owns: Bool) {
        self.descriptor = descriptor
        self.name = name
        ownsDescriptor = owns
    }

    /// Opens `path` for writing, created or truncated, and writes through it: what is at the path
    /// stays what it is (a device, a FIFO, the target of a link, `/dev/fd/N`), as a shell's `>`
    /// would leave it.
    public convenience init(path: String) throws(RunnerError) {
        guard !path.isEmpty else { throw .cannotWrite(path, reason: "the path is empty") }
        guard !path.hasSuffix("/") else { throw .cannotWrite(path, reason: "the path names a directory") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path, reason: Self.reason(errno)) }
        self.init(descriptor: descriptor, name: path, owns: true)
    }

    /// Writes `line` and a newline, or ends the program if it cannot.
    public func write(_ line: String) {
        if let (failure, name) = attempt(line) { Self.endAfterFailedWrite(failure, to: name) }
    }

    /// Writes `line` and a newline, or says why it could not: for a last write whose failure
    /// must not come before another error (a run's timeline, drawn after the run failed).
    public func writeOrExplain(_ line: String) -> String? {
        attempt(line).map { failure, name in Self.message(failure, name) }
    }

    private func attempt(_ line: String) -> (Int32, String)? {
        lock.withLock {
            guard descriptor >= 0 else { return nil }
            var bytes = Array((line + "\n").utf8)
            let failure = bytes.withUnsafeMutableBytes { Self.writeAll($0, to: descriptor) }
            guard let failure else { return nil }
            if failure == EPIPE, !brokenPipeEndsTheProgram {
                descriptor = -1
                return nil
            }
            return (failure, name)
        }
    }

    /// Writes everything, or returns the `errno` that stopped it.
    static func writeAll(_ buffer: UnsafeMutableRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var written = 0
        while written < buffer.count {
            let result = Foundation.write(descriptor, base + written, buffer.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }

    /// Closes the file, once; what is written after is dropped.
    public func close() {
        lock.withLock {
            if ownsDescriptor, descriptor >= 0 { _ = Foundation.close(descriptor) }
            descriptor = -1
        }
    }

    /// Ends the program at once, from whatever thread the write failed on: `_exit`, not `exit`,
    /// so that nothing runs teardown on other threads' feet. Nothing is buffered to lose.
    private static func endAfterFailedWrite(_ error: Int32, to name: String) -> Never {
        // The reader has gone: there is nobody left to tell.
        if error == EPIPE { _exit(0) }
        ErrorLine.print(message(error, name))
        _exit(2)
    }

    private static func message(_ error: Int32, _ name: String) -> String {
        "cannot write \(name == "standard output" ? "to standard output" : name.quotedForMessage(limit: 200)): \(reason(error))"
    }

    /// `errno` in words, as `strerror` gives it: "No space left on device".
    public static func reason(_ error: Int32) -> String {
        String(cString: strerror(error))
    }

    /// Called once, before anything is written: a closed pipe then shows as `EPIPE` from `write`
    /// rather than killing the process with `SIGPIPE`.
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Checks the standard descriptors before anything opens a file. A closed standard output is
    /// an error now: later, the next file opened (a log file, a timeline) would be given its
    /// number and receive the output. A closed standard input or error is given `/dev/null`, for
    /// the same reason. Returns the error for a closed standard output.
    public static func checkStandardDescriptors() -> String? {
        let isOpen = { (descriptor: Int32) in fcntl(descriptor, F_GETFD) != -1 }
        let outputIsOpen = isOpen(STDOUT_FILENO)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where !isOpen(descriptor) {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                Foundation.close(null)
            }
        }
        return outputIsOpen ? nil : "cannot write to standard output: \(reason(EBADF))"
    }
}

/// The program's one error line on standard error. Written with `write(2)` and never checked: if
/// standard error cannot be written, the exit status still says what happened.
public enum ErrorLine {
    /// Prints `message` as one line: control characters escaped, and cut short past 1,000
    /// characters, whoever wrote it (ArgumentParser's messages quote what they were given).
    public static func print(_ message: String) {
        var line = ""
        for scalar in message.unicodeScalars {
            line += scalar.value < 0x20 || scalar.value == 0x7f ? scalar.escaped(asASCII: true) : String(scalar)
        }
        if line.count > 1000 { line = String(line.prefix(1000)) + "… (\(line.count) characters)" }
        writeToStandardError("lifecycle-lab: error: \(line)\n")
    }
}
