import CGtk
import Foundation

/// Runs GTK's main loop on the main thread with the main dispatch queue drained inside it, so that
/// `@MainActor` code, `Task { @MainActor in … }`, `.task {}` and `DispatchQueue.main.async` all
/// run in the GTK application.
public enum GtkMainLoop {
    /// Why GTK could not start.
    public struct NoDisplay: Error, CustomStringConvertible {
        public var description: String {
            "cannot open a window: no display (DISPLAY is not set or cannot be opened). Run it under Xvfb, for example 'xvfb-run -a lifecycle-lab gui …', or replay headless with 'lifecycle-lab run EXPERIMENT'"
        }
    }

    /// Opens the display and hooks the main queue into the GLib loop. Call once, on the main thread.
    @MainActor public static func start() throws(NoDisplay) {
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
