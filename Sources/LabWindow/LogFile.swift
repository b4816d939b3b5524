import Foundation

/// A log written line by line and flushed after each, so a reader sees it as it happens.
final class LogFile: Sendable {
    private let handle: FileHandle
    private let lock = NSLock()

    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }

    func write(_ line: String) {
        lock.withLock {
            // FileHandle writes go straight to the file: a reader sees each line at once.
            handle.write(Data((line + "\n").utf8))
        }
    }

    func close() {
        lock.withLock { try? handle.close() }
    }
}
