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
            handle.write(Data((line + "\n").utf8))
            try? handle.synchronize()
        }
    }

    func close() {
        lock.withLock { try? handle.close() }
    }
}
