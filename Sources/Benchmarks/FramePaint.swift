import CGtk
import GtkBackend

/// Waits until GTK has laid out and painted the window's next frame: the end of a GTK timing.
@MainActor
enum FramePaint {
    static func waitForNextFrame(of window: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        let painted = Flag()
        let handler = Signals.connect(UnsafeMutableRawPointer(clock), "after-paint") { painted.isSet = true }
        gtk_widget_queue_draw(window)
        while !painted.isSet { gtk_main_iteration_do(1) }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler)
    }

    private final class Flag {
        var isSet = false
    }
}
