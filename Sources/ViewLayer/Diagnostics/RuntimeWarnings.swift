import Foundation
import Synchronization

/// Reports misuse of the view layer the way SwiftUI does: a warning in SwiftUI's words, once per
/// site, on standard error (and to an observer, such as the lab's log), never a crash.
public enum RuntimeWarnings {
    public struct Warning: Sendable, Equatable {
        /// SwiftUI's wording of the problem.
        public var message: String
        /// Where it happened: a view's property, or a declaration's file and line.
        public var site: String

        public var line: String { "warning: \(message) (\(site))" }
    }

    private struct Registry {
        var reported: Set<String> = []
        var printed: Set<String> = []
        var resets = 0
        var observers: [Int: @Sendable (Warning) -> Void] = [:]
        var nextObserver = 0
        var writesToStandardError = true
    }

    private static let registry = Mutex(Registry())

    /// Reports `message` unless a warning was already reported at `site`.
    /// `kind` names the problem when its message varies (it quotes counts), so that a site
    /// still reports it once.
    static func report(_ message: String, site: String, kind: String? = nil) {
        let warning = Warning(message: message, site: site)
        // The graph at work hears of every warning it causes, as a test host's capture.
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { ViewGraph.active?.warningHandler?(warning) }
        }
        let key = (kind ?? message) + "\u{0}" + site
        let (isNew, observers, toStandardError) = registry.withLock { registry in
            // Standard error hears of a site once per process; observers (a log pane) once per
            // run of a program, as they start afresh with it.
            let isNew = registry.reported.insert(key).inserted
            let isNewToStandardError = registry.writesToStandardError && registry.printed.insert(key).inserted
            return (isNew, Array(registry.observers.values), isNewToStandardError)
        }
        guard isNew else { return }
        if toStandardError {
            var bytes = Array((warning.line + "\n").utf8)
            bytes.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                // Unchecked: a warning that cannot be printed is no reason to stop.
                _ = write(STDERR_FILENO, base, buffer.count)
            }
        }
        for observer in observers { observer(warning) }
    }

    /// Calls `observer` with every warning reported from now on, until the token is cancelled.
    public static func observe(_ observer: @escaping @Sendable (Warning) -> Void) -> ObservationToken {
        let id = registry.withLock { registry in
            registry.nextObserver += 1
            registry.observers[registry.nextObserver] = observer
            return registry.nextObserver
        }
        return ObservationToken { registry.withLock { _ = $0.observers.removeValue(forKey: id) } }
    }

    /// Forgets which sites have reported, so that a program started afresh (an experiment run
    /// again) reports its warnings again.
    public static func resetReportedSites() {
        registry.withLock {
            $0.reported.removeAll()
            $0.resets += 1
        }
    }

    /// How many times the reported sites were forgotten: a test that checks "once per site"
    /// while other tests run beside it can tell whether one of them started afresh meanwhile.
    static var resets: Int { registry.withLock { $0.resets } }

    /// Whether warnings also go to standard error (the default). Tests that provoke warnings turn it off.
    public static var writesToStandardError: Bool {
        get { registry.withLock { $0.writesToStandardError } }
        set { registry.withLock { $0.writesToStandardError = newValue } }
    }

    /// Stops an observation when cancelled or released.
    public final class ObservationToken: Sendable {
        // Not a `Mutex` of the closure: with Swift 6.3, every `withLock` on a `Mutex` holding a
        // closure wraps the stored closure in one more reabstraction thunk (see `LabLog`).
        private let lock = NSLock()
        nonisolated(unsafe) private var onCancel: (@Sendable () -> Void)?

        init(_ onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

        public func cancel() {
            let action = lock.withLock {
                defer { onCancel = nil }
                return onCancel
            }
            action?()
        }

        deinit { cancel() }
    }
}
