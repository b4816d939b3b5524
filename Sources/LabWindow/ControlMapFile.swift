import Foundation
import GtkBackend

/// A file listing where a window's controls are on screen, one per line (see `ControlFrame.line`),
/// for tests and automation that click with a real pointer. Kept while the window is open when
/// `LIFECYCLE_LAB_CONTROL_MAP` names it.
@MainActor
enum ControlMapFile {
    /// Rewrites the file whenever `frames` changes, while `frames` gives an answer.
    static func publish(_ frames: @escaping @MainActor () -> [ControlFrame]?) {
        guard let path = ProcessInfo.processInfo.environment["LIFECYCLE_LAB_CONTROL_MAP"] else { return }
        var last = ""
        GtkMainLoop.every(milliseconds: 50) {
            guard let frames = frames() else { return false }
            let text = frames.map(\.line).joined(separator: "\n") + "\n"
            if text != last {
                last = text
                try? text.write(toFile: path, atomically: true, encoding: .utf8)
            }
            return true
        }
    }
}
