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

    /// Paints a frame, then lets a frame interval pass with nothing to paint: the frame clock
    /// does not start a frame within one interval of the last, so a timing started after this
    /// measures the operation and its frame, not a wait for the clock to allow the frame.
    static func waitUntilAFrameCanStartAtOnce(of window: UnsafeMutablePointer<GtkWidget>) {
        waitForNextFrame(of: window)
        let quietUntil = ContinuousClock.now + frameInterval
        while ContinuousClock.now < quietUntil {
            while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
            g_usleep(500)
        }
    }

    /// A 60 Hz display's frame interval, which Xvfb's frame clock keeps, and a little more.
    static let frameInterval = Duration.milliseconds(20)

    private final class Flag {
        var isSet = false
    }
}
