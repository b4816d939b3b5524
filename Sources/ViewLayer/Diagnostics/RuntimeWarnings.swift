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
        /// The problem and the site: what "once per site" counts, when a message quotes a
        /// number that varies.
        let key: String

        public var line: String { "warning: \(message) (\(site))" }
    }

    private struct Registry {
        var reported: Set<String> = []
        var printed: Set<String> = []
        var observers: [Int: @Sendable (Warning) -> Void] = [:]
        var nextObserver = 0
        var writesToStandardError = true
    }

    private static let registry = Mutex(Registry())

    /// Reports `message` unless a warning was already reported at `site`.
    /// `kind` names the problem when its message varies (it quotes counts), so that a site
    /// still reports it once.
    ///
    /// A warning caused while a graph updates or acts is that graph's: once per site for that
    /// graph, so that each program (a run, a test's host) hears of its own misuse however many
    /// ran before it or run beside it. A graph with a `warningHandler` keeps its warnings to
    /// itself; otherwise, as warnings caused outside any graph, they go to standard error and to
    /// the observers, once per site until the sites are forgotten.
    static func report(_ message: String, site: String, kind: String? = nil) {
        let key = (kind ?? message) + "\u{0}" + site
        let warning = Warning(message: message, site: site, key: key)
        var isNew: Bool?
        if MainActorCheck.isOnMainActor {
            isNew = MainActor.assumeIsolated { () -> Bool? in
                guard let graph = ViewGraph.active else { return nil }
                guard graph.reportedWarningSites.insert(key).inserted else { return false }
                guard let handler = graph.warningHandler else { return true }
                handler(warning)
                return false
            }
        }
        let observers = registry.withLock { registry in
            if isNew == nil { isNew = registry.reported.insert(key).inserted }
            return Array(registry.observers.values)
        }
        guard isNew == true else { return }
        printToStandardError(warning)
        for observer in observers { observer(warning) }
    }

    /// Prints `warning` on standard error, unless its problem at its site was printed before in
    /// this process (a lab that runs an experiment again logs it again, but a terminal hears of
    /// it once), or printing is turned off.
    package static func printToStandardError(_ warning: Warning) {
        let isNew = registry.withLock { $0.writesToStandardError && $0.printed.insert(warning.key).inserted }
        guard isNew else { return }
        writeToStandardError(warning.line + "\n")
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

    /// Forgets which sites have reported warnings caused outside any graph, so that a program
    /// started afresh (an experiment run again) reports them again.
    public static func resetReportedSites() {
        registry.withLock { $0.reported.removeAll() }
    }

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

/// Writes `text` to standard error in one `write`, unbuffered, so that lines from several
/// threads do not interleave and nothing waits in a buffer at exit. Unchecked: a diagnostic that
/// cannot be printed is no reason to stop.
package func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        _ = write(STDERR_FILENO, base, buffer.count)
    }
}
