import CGtk
import Foundation

/// Runs GTK's main loop on the main thread with the main dispatch queue drained inside it, so that
/// `@MainActor` code, `Task { @MainActor in … }`, `.task {}` and `DispatchQueue.main.async` all
/// run in the GTK application, and Foundation's main run loop serviced from it, so that its timers
/// fire.
public enum GtkMainLoop {
    /// Why GTK could not start.
    public struct NoDisplay: Error, CustomStringConvertible {
        public var description: String {
            "cannot open a window: no display (DISPLAY is not set or cannot be opened). Run it under Xvfb, for example 'xvfb-run -a lifecycle-lab gui …', or replay headless with 'lifecycle-lab run EXPERIMENT'"
        }
    }

    /// Opens the display and hooks the main queue into the GLib loop. Call once, on the main thread.
    /// - Parameter servicesRunLoop: whether Foundation's main run loop runs in GTK's
    ///   (`serviceMainRunLoop()`); a benchmark's worker, which uses none of it, leaves it out.
    @MainActor public static func start(servicesRunLoop: Bool = true) throws(NoDisplay) {
        let hasDisplay = ["DISPLAY", "WAYLAND_DISPLAY"].contains { ProcessInfo.processInfo.environment[$0].map { !$0.isEmpty } ?? false }
        guard hasDisplay, gtk_init_check(nil, nil) != 0 else { throw NoDisplay() }
        let handle = _dispatch_get_main_queue_handle_4CF()
        g_unix_fd_add(handle, G_IO_IN, { fd, _, _ in
            // Consume the wake-up, then run everything queued on the main queue.
            var count: eventfd_t = 0
            _ = eventfd_read(fd, &count)
            _dispatch_main_queue_callback_4CF(nil)
            return 1
        }, nil)
        if servicesRunLoop { serviceMainRunLoop() }
    }

    /// Runs what is due on Foundation's main run loop, which GLib's loop does not run: its timers
    /// (`Timer.scheduledTimer`, Combine's `Timer.publish(every:on: .main, in:)`) and what is
    /// scheduled on `RunLoop.main`, as on Apple's systems the main run loop runs under the app.
    /// Then again when its next timer is due, and at least every 50 ms, for what is scheduled on
    /// it meanwhile: the run loop tells no one.
    @MainActor private static func serviceMainRunLoop() {
        // `limitDate(forMode:)` runs the loop once, firing what is due, before it answers.
        let nextTimer = RunLoop.main.limitDate(forMode: .default).map { $0.timeIntervalSinceNow } ?? .infinity
        let wait = UInt32((min(max(nextTimer, 0.001), 0.05) * 1000).rounded(.up))
        g_timeout_add(wait, { _ in
            MainActor.assumeIsolated { GtkMainLoop.serviceMainRunLoop() }
            return 0
        }, nil)
    }

    /// Runs GTK's loop until `quit()`.
    @MainActor public static func run() { gtk_main() }

    @MainActor public static func quit() { gtk_main_quit() }

    /// Handles everything GTK has pending, for example before taking a screenshot.
    @MainActor public static func drainEvents() {
        while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
    }
}

extension GtkMainLoop {
    /// Calls `body` every `milliseconds` on the main loop while it returns true.
    @MainActor public static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) {
        let box = Unmanaged.passRetained(TimerBox(body)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            guard let data else { return 0 }
            let box = Unmanaged<TimerBox>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<TimerBox>.fromOpaque(data).release()
        })
    }
}

private final class TimerBox: @unchecked Sendable {
    let body: @MainActor () -> Bool

    init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
}
